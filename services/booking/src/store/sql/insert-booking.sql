-- The one insert of a booking, with its new guest when it has one; answers the row and its guest's names.
CREATE OR REPLACE FUNCTION booking.insert_booking(b booking.booking_record)
 RETURNS TABLE(booking booking.bookings, first_name text, last_name text, email text)
 LANGUAGE plpgsql
AS $function$
DECLARE
  row booking.bookings;
BEGIN
  IF b.new_guest_id IS NOT NULL THEN
    INSERT INTO booking.guests (id, tenant_id, property_id, first_name, last_name, email)
    VALUES (b.new_guest_id, b.tenant_id, b.property_id, b.first_name, b.last_name, b.email);
  END IF;
  INSERT INTO booking.bookings (id, tenant_id, property_id, unit_id, room_id, rate_plan_id, start_date, end_date,
    adults, guest_id, currency, timezone, total_minor, status, is_hold, hold_origin, hold_expires_at,
    created_by_key, origin, channel, conflict, confirmed_at, children, taxes, cancellation_policy,
    free_cancellation_until, late_cancellation_fee_minor, created_by, promo_code, first_night_minor)
  VALUES (b.id, b.tenant_id, b.property_id, b.unit_id, b.room_id, b.rate_plan_id, b.start_date, b.end_date, b.adults,
    COALESCE(b.new_guest_id, b.guest_id), b.currency, b.timezone, b.total_minor, b.status, b.is_hold, b.hold_origin,
    CASE WHEN b.hold_minutes IS NULL THEN NULL ELSE now() + make_interval(mins => b.hold_minutes) END,
    b.created_by_key, b.origin, b.channel, b.conflict, CASE WHEN b.status = 'confirmed' THEN now() END,
    COALESCE(b.children, '{}'), COALESCE(b.taxes, '[]'), b.cancellation_policy, b.free_cancellation_until,
    COALESCE(b.late_cancellation_fee_minor, 0), b.created_by, b.promo_code, COALESCE(b.first_night_minor, 0))
  RETURNING * INTO row;
  RETURN QUERY SELECT row, g.first_name, g.last_name, g.email FROM booking.guests g WHERE g.id = row.guest_id;
END $function$

;
