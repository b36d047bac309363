-- Up Migration

-- The stays' bookings asked while one such statement runs are written by the next, each item
-- booking.record_booking in a subtransaction of its own: an item that fails is undone alone and
-- answered its error, the others commit. p_items: [{"ord", "key", "p": [record_booking's
-- parameters but p_lock_ms]}]. A cancelled statement or a lost connection fails every item.

-- Lock order, so no two transactions wait in a circle: outcome rows first, in booking id order (as
-- abandonUnlessBooked), then the items in their key's order. An id whose outcome row exists fails
-- with saga_outcomes_pkey; the row of an id none of whose items was written is taken away at the end.

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
  v_ours text[];
  v_done text[] := '{}';
BEGIN
  WITH written AS (
    INSERT INTO booking.saga_outcomes (booking_id, outcome)
    SELECT id, 'booked' FROM (SELECT value->'p'->>0 AS id FROM jsonb_array_elements(p_items)) ids ORDER BY id
    ON CONFLICT (booking_id) DO NOTHING
    RETURNING booking_id
  )
  SELECT array_agg(booking_id) INTO v_ours FROM written;
  FOR i IN SELECT value FROM jsonb_array_elements(p_items) ORDER BY value->>'key' NULLS FIRST, (value->>'ord')::int
  LOOP
    p := i->'p';
    ord := (i->>'ord')::int;
    IF NOT (p->>0 = ANY (COALESCE(v_ours, '{}'))) THEN
      stored := NULL;
      bookings_24h := NULL;
      oldest_24h := NULL;
      live_holds := NULL;
      next_hold_expiry := NULL;
      error_code := '23505';
      error_message := 'duplicate key value violates unique constraint "saga_outcomes_pkey"';
      error_detail := NULL;
      error_constraint := 'saga_outcomes_pkey';
      RETURN NEXT;
      CONTINUE;
    END IF;
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
      v_done := v_done || (p->>0);
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
  -- An id none of whose items was written (an id comes twice when a retry took the key over) has
  -- no outcome: its row goes, and whoever settles it may give it up.
  DELETE FROM booking.saga_outcomes WHERE booking_id = ANY (v_ours) AND NOT (booking_id = ANY (v_done));
END $$;

-- Down Migration
DROP FUNCTION booking.record_bookings(jsonb, int);
