-- Up Migration
-- The stays' bookings asked while one such statement is under way are written by the next, in one
-- transaction: each item is booking.record_booking in a subtransaction of its own, so an item that
-- fails (a key past its ceiling, an Idempotency-Key taken over, an id given up, a lock wait cut off)
-- is undone alone and answered its error, and the others commit. Items go in their key's order, so
-- two such statements take their keys' locks in the same order and never wait on each other in a
-- circle. p_items: [{"ord", "key", "p": [record_booking's parameters but p_lock_ms, in its order]}].
-- A cancelled statement (statement_timeout) or a lost connection fails every item.
CREATE FUNCTION booking.record_bookings(p_items jsonb, p_lock_ms int)
RETURNS TABLE (
  ord int, stored jsonb, bookings_24h int, oldest_24h timestamptz, live_holds int, next_hold_expiry timestamptz,
  error_code text, error_message text, error_detail text, error_constraint text
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  i jsonb;
  p jsonb;
  r record;
BEGIN
  FOR i IN SELECT value FROM jsonb_array_elements(p_items) ORDER BY value->>'key' NULLS FIRST, (value->>'ord')::int
  LOOP
    p := i->'p';
    ord := (i->>'ord')::int;
    BEGIN
      SELECT * INTO r FROM booking.record_booking(p->>0, p->>1, p->>2, p->>3, p->>4, p->>5, (p->>6)::date,
        (p->>7)::date, (p->>8)::int, p->>9, p->>10, p->>11, (p->>12)::bigint, p->>13, (p->>14)::boolean, p->>15,
        (p->>16)::int, p->>17, p->>18, p->>19, (p->>20)::boolean, p->>21, p->>22, p->>23, p->>24,
        p_lock_ms, p->25, p->26, p->>27, p->>28, (p->>29)::int, (p->>30)::boolean, (p->>31)::int, (p->>32)::int);
      stored := r.booking;
      bookings_24h := r.bookings_24h;
      oldest_24h := r.oldest_24h;
      live_holds := r.live_holds;
      next_hold_expiry := r.next_hold_expiry;
      error_code := NULL;
      error_message := NULL;
      error_detail := NULL;
      error_constraint := NULL;
    EXCEPTION WHEN OTHERS THEN
      stored := NULL;
      bookings_24h := NULL;
      oldest_24h := NULL;
      live_holds := NULL;
      next_hold_expiry := NULL;
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_message = MESSAGE_TEXT,
        error_detail = PG_EXCEPTION_DETAIL, error_constraint = CONSTRAINT_NAME;
    END;
    RETURN NEXT;
  END LOOP;
END $$;

-- Down Migration
DROP FUNCTION booking.record_bookings(jsonb, int);
