-- The bookings of a batch (a JSON array of booking.booking_record) in one transaction, each in a subtransaction of its own: one that fails is undone alone and answered its error; the others commit.
-- Lock order, so that no two transactions wait on each other in a circle: the outcome rows first, in
-- booking id order (as abandonUnlessBooked gives ids up), then the items in their key's order. An id
-- whose outcome row is there already (given up, or booked by another attempt) fails as the insert of
-- its row would have (saga_outcomes_pkey); the row of an id none of whose items was written goes at the end.
CREATE OR REPLACE FUNCTION booking.record_bookings(p_items jsonb, p_lock_ms integer)
 RETURNS TABLE(ord integer, stored jsonb, bookings_24h integer, oldest_24h timestamp with time zone, live_holds integer, next_hold_expiry timestamp with time zone, error_code text, error_message text, error_detail text, error_constraint text)
 LANGUAGE plpgsql
AS $function$
DECLARE
  b booking.booking_record;
  r record;
  v_ours text[];
  v_done text[] := '{}';
BEGIN
  WITH written AS (
    INSERT INTO booking.saga_outcomes (booking_id, outcome)
    SELECT i.id, 'booked' FROM jsonb_populate_recordset(NULL::booking.booking_record, p_items) i ORDER BY i.id
    ON CONFLICT (booking_id) DO NOTHING
    RETURNING booking_id
  )
  SELECT array_agg(booking_id) INTO v_ours FROM written;
  FOR b IN SELECT * FROM jsonb_populate_recordset(NULL::booking.booking_record, p_items) i
            ORDER BY i.created_by_key NULLS FIRST, i.ord
  LOOP
    ord := b.ord;
    stored := NULL;
    bookings_24h := NULL;
    oldest_24h := NULL;
    live_holds := NULL;
    next_hold_expiry := NULL;
    error_code := NULL;
    error_message := NULL;
    error_detail := NULL;
    error_constraint := NULL;
    IF NOT (b.id = ANY (COALESCE(v_ours, '{}'))) THEN
      error_code := '23505';
      error_message := 'duplicate key value violates unique constraint "saga_outcomes_pkey"';
      error_constraint := 'saga_outcomes_pkey';
      RETURN NEXT;
      CONTINUE;
    END IF;
    BEGIN
      SELECT * INTO r FROM booking.record_booking(b, p_lock_ms);
      stored := r.booking;
      bookings_24h := r.bookings_24h;
      oldest_24h := r.oldest_24h;
      live_holds := r.live_holds;
      next_hold_expiry := r.next_hold_expiry;
      v_done := v_done || b.id;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_message = MESSAGE_TEXT,
        error_detail = PG_EXCEPTION_DETAIL, error_constraint = CONSTRAINT_NAME;
    END;
    RETURN NEXT;
  END LOOP;
  DELETE FROM booking.saga_outcomes WHERE booking_id = ANY (v_ours) AND NOT (booking_id = ANY (v_done));
END $function$

;
