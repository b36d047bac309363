-- A key's booking counted at the end of its transaction: the key's lock, its ceilings checked, the booking counted in its minute.
-- Takes the key's lock (held to the end of the transaction; it serialises the key's ceilings across
-- every copy of the service), refuses past a ceiling by raising KEY_HOLD_LIMIT_REACHED or
-- KEY_BOOKING_QUOTA_EXCEEDED (DETAIL: {"used", "frees"}), else counts this booking in its minute and
-- returns the key's usage without it. A VOLATILE function's queries each take a fresh snapshot, so
-- the usage includes every booking of the key committed before the lock was granted.
CREATE OR REPLACE FUNCTION booking.count_key_booking(p_key text, p_booking text, p_holds boolean, p_hold_limit integer, p_booking_limit integer)
 RETURNS TABLE(bookings_24h integer, oldest_24h timestamp with time zone, live_holds integer, next_hold_expiry timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
DECLARE
  u record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_key, 7));
  SELECT * INTO u FROM booking.key_usage(p_key, p_booking, p_holds);
  IF p_holds AND u.live_holds >= p_hold_limit THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'KEY_HOLD_LIMIT_REACHED',
      DETAIL = json_build_object('used', u.live_holds, 'frees', u.next_hold_expiry)::text;
  END IF;
  IF u.bookings_24h >= p_booking_limit THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'KEY_BOOKING_QUOTA_EXCEEDED',
      DETAIL = json_build_object('used', u.bookings_24h, 'frees', u.oldest_24h + interval '24 hours')::text;
  END IF;
  INSERT INTO booking.key_counts AS k (key_id, minute, bookings)
    VALUES (p_key, date_trunc('minute', now()), 1)
    ON CONFLICT (key_id, minute) DO UPDATE SET bookings = k.bookings + 1;
  DELETE FROM booking.key_counts WHERE key_id = p_key AND minute < now() - interval '25 hours';
  bookings_24h := u.bookings_24h;
  oldest_24h := u.oldest_24h;
  live_holds := u.live_holds;
  next_hold_expiry := u.next_hold_expiry;
  RETURN NEXT;
END $function$

;
