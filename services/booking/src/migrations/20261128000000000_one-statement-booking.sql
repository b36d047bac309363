-- Up Migration
-- A booking on one stay (a partner's or a hotel's) is written by one function call instead of a
-- transaction of four round trips (BEGIN with the outcome row; the booking and its guest; the answer
-- and the event; the key's count with COMMIT). The answer and the event carry the booking as the
-- caller rendered it, completed here with what only the insert knows: its timestamps and its guest.

-- A timestamp as JavaScript's toISOString writes it after node-postgres reads it (milliseconds,
-- truncated, UTC), so the stored answer and event say what a later read of the booking says.
CREATE FUNCTION booking.iso_ms(t timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- The booking, with its new guest when p_new_guest is set, else on the existing guest p_guest;
-- answers the row and its guest's names. The one insert of a booking (store/bookings.ts).
CREATE FUNCTION booking.insert_booking(
  p_id text, p_tenant text, p_property text, p_unit text, p_room text, p_rate_plan text,
  p_start date, p_end date, p_adults int, p_guest text, p_currency text, p_timezone text,
  p_total_minor bigint, p_status text, p_is_hold boolean, p_hold_origin text, p_hold_minutes int,
  p_created_by_key text, p_origin text, p_channel text, p_conflict boolean,
  p_new_guest text, p_first_name text, p_last_name text, p_email text
)
RETURNS TABLE (booking booking.bookings, first_name text, last_name text, email text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  b booking.bookings;
BEGIN
  IF p_new_guest IS NOT NULL THEN
    INSERT INTO booking.guests (id, tenant_id, property_id, first_name, last_name, email)
    VALUES (p_new_guest, p_tenant, p_property, p_first_name, p_last_name, p_email);
  END IF;
  INSERT INTO booking.bookings (id, tenant_id, property_id, unit_id, room_id, rate_plan_id, start_date, end_date,
    adults, guest_id, currency, timezone, total_minor, status, is_hold, hold_origin, hold_expires_at,
    created_by_key, origin, channel, conflict, confirmed_at)
  VALUES (p_id, p_tenant, p_property, p_unit, p_room, p_rate_plan, p_start, p_end, p_adults,
    COALESCE(p_new_guest, p_guest), p_currency, p_timezone, p_total_minor, p_status, p_is_hold, p_hold_origin,
    CASE WHEN p_hold_minutes IS NULL THEN NULL ELSE now() + make_interval(mins => p_hold_minutes) END,
    p_created_by_key, p_origin, p_channel, p_conflict, CASE WHEN p_status = 'confirmed' THEN now() END)
  RETURNING * INTO b;
  RETURN QUERY SELECT b, g.first_name, g.last_name, g.email FROM booking.guests g WHERE g.id = b.guest_id;
END $$;

-- One stay's booking, as booking.record_bookings writes each item after its outcome row: the booking
-- and its guest, the answered booking (p_booking completed), the Idempotency-Key record finished with
-- it (p_lease_key; IDEMPOTENCY_SUPERSEDED when taken over), its event in the outbox, and last the
-- key's count (p_count_holds), so only the count and the commit wait on the key's lock.
-- Each lock wait is cut off after p_lock_ms (the saga's bound).
CREATE FUNCTION booking.record_booking(
  p_id text, p_tenant text, p_property text, p_unit text, p_room text, p_rate_plan text,
  p_start date, p_end date, p_adults int, p_guest text, p_currency text, p_timezone text,
  p_total_minor bigint, p_status text, p_is_hold boolean, p_hold_origin text, p_hold_minutes int,
  p_created_by_key text, p_origin text, p_channel text, p_conflict boolean,
  p_new_guest text, p_first_name text, p_last_name text, p_email text,
  p_lock_ms int, p_booking jsonb, p_event jsonb,
  p_lease_key text, p_lease_idem text, p_lease_attempt int,
  p_count_holds boolean, p_hold_limit int, p_booking_limit int
)
RETURNS TABLE (booking jsonb, bookings_24h int, oldest_24h timestamptz, live_holds int, next_hold_expiry timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
  v_booking jsonb;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_ms::text, true);
  SELECT * INTO r FROM booking.insert_booking(p_id, p_tenant, p_property, p_unit, p_room, p_rate_plan,
    p_start, p_end, p_adults, p_guest, p_currency, p_timezone, p_total_minor, p_status, p_is_hold, p_hold_origin,
    p_hold_minutes, p_created_by_key, p_origin, p_channel, p_conflict, p_new_guest, p_first_name, p_last_name,
    p_email);
  v_booking := p_booking || jsonb_build_object(
    'created_at', booking.iso_ms((r.booking).created_at),
    'hold_expires_at', booking.iso_ms((r.booking).hold_expires_at),
    'confirmed_at', booking.iso_ms((r.booking).confirmed_at),
    'guest', jsonb_build_object('id', (r.booking).guest_id, 'first_name', r.first_name,
                                'last_name', r.last_name, 'email', r.email));
  IF p_lease_key IS NOT NULL THEN
    UPDATE booking.idempotency
       SET state = 'done', response_status = 201, response_body = jsonb_build_object('data', v_booking)
     WHERE key_id = p_lease_key AND idempotency_key = p_lease_idem AND attempt = p_lease_attempt
       AND state = 'in_flight';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'IDEMPOTENCY_SUPERSEDED';
    END IF;
  END IF;
  INSERT INTO booking.outbox (event_id, event)
  VALUES (p_event->>'id', jsonb_set(p_event, '{data,booking}', v_booking));
  IF p_count_holds IS NULL THEN
    RETURN QUERY SELECT v_booking, NULL::int, NULL::timestamptz, NULL::int, NULL::timestamptz;
  ELSE
    RETURN QUERY SELECT v_booking, c.* FROM booking.count_key_booking(p_created_by_key, p_id, p_count_holds,
      p_hold_limit, p_booking_limit) c;
  END IF;
END $$;

-- Down Migration
DROP FUNCTION booking.record_booking(text, text, text, text, text, text, date, date, int, text, text, text, bigint,
  text, boolean, text, int, text, text, text, boolean, text, text, text, text, int, jsonb, jsonb, text, text, int,
  boolean, int, int);
DROP FUNCTION booking.insert_booking(text, text, text, text, text, text, date, date, int, text, text, text, bigint,
  text, boolean, text, int, text, text, text, boolean, text, text, text, text);
DROP FUNCTION booking.iso_ms(timestamptz);
