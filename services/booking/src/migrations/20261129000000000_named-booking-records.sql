-- Up Migration
-- A stay's booking is recorded from a record of named fields (booking.booking_record), which the
-- service sends as one JSON object per booking, instead of from 34 parameters told apart by their
-- position. A batch (booking.record_bookings) is a JSON array of such objects.

CREATE TYPE booking.booking_record AS (
  ord int,                        -- the item's place in its batch
  id text, tenant_id text, property_id text, unit_id text, room_id text, rate_plan_id text,
  start_date date, end_date date, adults int,
  guest_id text,                  -- an existing guest, or null with new_guest_id and the names below
  currency text, timezone text, total_minor bigint,
  status text, is_hold boolean, hold_origin text, hold_minutes int,
  created_by_key text, origin text, channel text, conflict boolean,
  new_guest_id text, first_name text, last_name text, email text,
  answer jsonb,                   -- the booking as the service rendered it, completed here
  event jsonb,                    -- booking.created, its data.booking that same booking
  lease_key_id text, lease_idempotency_key text, lease_attempt int,  -- the Idempotency-Key record it finishes
  count_hold boolean, hold_limit int, booking_limit int              -- its key's count, when set
);

DROP FUNCTION booking.record_bookings(jsonb, int);
DROP FUNCTION booking.record_booking(text, text, text, text, text, text, date, date, int, text, text, text, bigint,
  text, boolean, text, int, text, text, text, boolean, text, text, text, text, int, jsonb, jsonb, text, text, int,
  boolean, int, int);
DROP FUNCTION booking.insert_booking(text, text, text, text, text, text, date, date, int, text, text, text, bigint,
  text, boolean, text, int, text, text, text, boolean, text, text, text, text);

-- The one insert of a booking, with its new guest when it has one; answers the row and its guest's names.
CREATE FUNCTION booking.insert_booking(b booking.booking_record)
RETURNS TABLE (booking booking.bookings, first_name text, last_name text, email text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  row booking.bookings;
BEGIN
  IF b.new_guest_id IS NOT NULL THEN
    INSERT INTO booking.guests (id, tenant_id, property_id, first_name, last_name, email)
    VALUES (b.new_guest_id, b.tenant_id, b.property_id, b.first_name, b.last_name, b.email);
  END IF;
  INSERT INTO booking.bookings (id, tenant_id, property_id, unit_id, room_id, rate_plan_id, start_date, end_date,
    adults, guest_id, currency, timezone, total_minor, status, is_hold, hold_origin, hold_expires_at,
    created_by_key, origin, channel, conflict, confirmed_at)
  VALUES (b.id, b.tenant_id, b.property_id, b.unit_id, b.room_id, b.rate_plan_id, b.start_date, b.end_date, b.adults,
    COALESCE(b.new_guest_id, b.guest_id), b.currency, b.timezone, b.total_minor, b.status, b.is_hold, b.hold_origin,
    CASE WHEN b.hold_minutes IS NULL THEN NULL ELSE now() + make_interval(mins => b.hold_minutes) END,
    b.created_by_key, b.origin, b.channel, b.conflict, CASE WHEN b.status = 'confirmed' THEN now() END)
  RETURNING * INTO row;
  RETURN QUERY SELECT row, g.first_name, g.last_name, g.email FROM booking.guests g WHERE g.id = row.guest_id;
END $$;

-- One stay's booking: the booking and its guest; its answer completed with the row's timestamps and
-- guest; the Idempotency-Key record finished with that answer (IDEMPOTENCY_SUPERSEDED when another
-- attempt holds it now); its event in the outbox; last, its key's count, so only the count and the
-- commit wait on the key's lock. Each lock wait is cut off after p_lock_ms.
CREATE FUNCTION booking.record_booking(b booking.booking_record, p_lock_ms int)
RETURNS TABLE (booking jsonb, bookings_24h int, oldest_24h timestamptz, live_holds int, next_hold_expiry timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
  v_booking jsonb;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_ms::text, true);
  SELECT * INTO r FROM booking.insert_booking(b);
  v_booking := b.answer || jsonb_build_object(
    'created_at', booking.iso_ms((r.booking).created_at),
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
  IF b.count_hold IS NULL THEN
    RETURN QUERY SELECT v_booking, NULL::int, NULL::timestamptz, NULL::int, NULL::timestamptz;
  ELSE
    RETURN QUERY SELECT v_booking, c.* FROM booking.count_key_booking(b.created_by_key, b.id, b.count_hold,
      b.hold_limit, b.booking_limit) c;
  END IF;
END $$;

-- The bookings of a batch (a JSON array of booking.booking_record), in one transaction, each in a
-- subtransaction of its own: one that fails is undone alone and answered its error; the others commit.
-- Lock order, so that no two transactions wait on each other in a circle: the outcome rows first, in
-- booking id order (as abandonUnlessBooked gives ids up), then the items in their key's order. An id
-- whose outcome row is there already (given up, or booked by another attempt) fails as the insert of
-- its row would have (saga_outcomes_pkey); the row of an id none of whose items was written goes at the end.
CREATE FUNCTION booking.record_bookings(p_items jsonb, p_lock_ms int)
RETURNS TABLE (
  ord int, stored jsonb, bookings_24h int, oldest_24h timestamptz, live_holds int, next_hold_expiry timestamptz,
  error_code text, error_message text, error_detail text, error_constraint text
)
LANGUAGE plpgsql VOLATILE AS $$
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
END $$;

-- Down Migration
DROP FUNCTION booking.record_bookings(jsonb, int);
DROP FUNCTION booking.record_booking(booking.booking_record, int);
DROP FUNCTION booking.insert_booking(booking.booking_record);
DROP TYPE booking.booking_record;
-- The positional functions this migration replaced, as they were.
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
