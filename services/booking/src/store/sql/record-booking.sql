-- One stay's booking, from a record of named fields (booking.booking_record), as record_bookings writes each item.
-- The booking and its guest; its answer completed with the row's timestamps and guest; the
-- Idempotency-Key record finished with that answer (IDEMPOTENCY_SUPERSEDED when another attempt holds
-- it now); its event in the outbox, and the hotel's audit entry when it carries one; last, its key's
-- count, so only the count and the commit wait on the key's lock. Each lock wait is cut off after p_lock_ms.
CREATE OR REPLACE FUNCTION booking.record_booking(b booking.booking_record, p_lock_ms integer)
 RETURNS TABLE(booking jsonb, bookings_24h integer, oldest_24h timestamp with time zone, live_holds integer, next_hold_expiry timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
DECLARE
  r record;
  v_booking jsonb;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_ms::text, true);
  SELECT * INTO r FROM booking.insert_booking(b);
  v_booking := b.answer || jsonb_build_object(
    'created_at', booking.iso_ms((r.booking).created_at),
    'updated_at', booking.iso_ms((r.booking).updated_at),
    'hold_expires_at', booking.iso_ms((r.booking).hold_expires_at),
    'confirmed_at', booking.iso_ms((r.booking).confirmed_at),
    'guest', jsonb_build_object('id', (r.booking).guest_id, 'first_name', r.first_name,
                                'last_name', r.last_name, 'email', r.email));
  IF b.lease_key_id IS NOT NULL THEN
    UPDATE booking.idempotency
       SET state = 'done', response_status = 201, response_body = jsonb_build_object('data', v_booking)
     WHERE key_id = b.lease_key_id AND idempotency_key = b.lease_idempotency_key AND attempt = b.lease_attempt
       AND state = 'in_flight';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'IDEMPOTENCY_SUPERSEDED';
    END IF;
  END IF;
  INSERT INTO booking.outbox (event_id, event)
  VALUES (b.event->>'id', jsonb_set(b.event, '{data,booking}', v_booking));
  IF b.audit IS NOT NULL THEN
    INSERT INTO booking.outbox (event_id, event) VALUES (b.audit->>'id', b.audit);
  END IF;
  IF b.count_hold IS NULL THEN
    RETURN QUERY SELECT v_booking, NULL::int, NULL::timestamptz, NULL::int, NULL::timestamptz;
  ELSE
    RETURN QUERY SELECT v_booking, c.* FROM booking.count_key_booking(b.created_by_key, b.id, b.count_hold,
      b.hold_limit, b.booking_limit) c;
  END IF;
END $function$

;
