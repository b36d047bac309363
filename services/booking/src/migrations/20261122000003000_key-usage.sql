-- Up Migration
-- A key's live holds, counted on every hold (bookings_live_holds_idx is by expiry only).
CREATE INDEX bookings_key_live_holds_idx ON booking.bookings (created_by_key, hold_expires_at)
  WHERE is_hold AND status = 'pending';

-- Bookings created by each key, per minute: a key's 24-hour count reads at most 1,441 rows
-- however many bookings it made, instead of every one of them. Kept by booking.count_key_booking
-- in the booking's own transaction; buckets older than 25 hours are dropped as it goes.
CREATE TABLE booking.key_counts (
  key_id    text NOT NULL,
  minute    timestamptz NOT NULL,
  bookings  int NOT NULL,
  PRIMARY KEY (key_id, minute)
);
INSERT INTO booking.key_counts (key_id, minute, bookings)
  SELECT created_by_key, date_trunc('minute', created_at), count(*) FROM booking.bookings
   WHERE created_by_key IS NOT NULL AND created_at > now() - interval '25 hours'
   GROUP BY 1, 2;

-- What counts against a key's ceilings (bookings created in the last 24 hours, live holds),
-- with when the oldest of each frees a slot; p_exclude leaves out the booking being made. Exact:
-- the minutes wholly inside the window come from key_counts, the part-minute at its far edge
-- from the bookings themselves. The oldest booking's time is exact at the edge, else the end of
-- its minute (Retry-After then errs late, never early).
CREATE FUNCTION booking.key_usage(p_key text, p_exclude text, p_holds boolean)
RETURNS TABLE (bookings_24h int, oldest_24h timestamptz, live_holds int, next_hold_expiry timestamptz)
LANGUAGE sql STABLE AS $$
  WITH w AS (
    SELECT now() - interval '24 hours' AS since,
           date_trunc('minute', now() - interval '24 hours') + interval '1 minute' AS whole
  )
  SELECT (e.n + m.n)::int, COALESCE(e.oldest, m.oldest), h.n::int, h.next
    FROM (SELECT count(*) AS n, min(b.created_at) AS oldest FROM booking.bookings b, w
           WHERE b.created_by_key = p_key AND b.created_at > w.since AND b.created_at < w.whole
             AND b.id IS DISTINCT FROM p_exclude) e,
         (SELECT COALESCE(sum(k.bookings), 0) AS n, min(k.minute) + interval '1 minute' AS oldest
            FROM booking.key_counts k, w
           WHERE k.key_id = p_key AND k.minute >= w.whole) m,
         (SELECT count(*) AS n, min(hold_expires_at) AS next FROM booking.bookings
           WHERE p_holds AND created_by_key = p_key AND is_hold AND status = 'pending'
             AND hold_expires_at > now() AND id IS DISTINCT FROM p_exclude) h
$$;

-- The last statement of the transaction that inserts a key's booking, sent with its COMMIT: takes
-- the key's lock (held to the end of the transaction; it serialises the key's ceilings across
-- every copy of the service), refuses past a ceiling by raising KEY_HOLD_LIMIT_REACHED or
-- KEY_BOOKING_QUOTA_EXCEEDED (DETAIL: {"used", "frees"}), else counts this booking in its minute
-- and returns the key's usage without it. A VOLATILE function's queries each take a fresh
-- snapshot, so the usage includes every booking of the key committed before the lock was granted.
CREATE FUNCTION booking.count_key_booking(
  p_key text, p_booking text, p_holds boolean, p_hold_limit int, p_booking_limit int
)
RETURNS TABLE (bookings_24h int, oldest_24h timestamptz, live_holds int, next_hold_expiry timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
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
END $$;

-- Down Migration
DROP FUNCTION booking.count_key_booking(text, text, boolean, int, int);
DROP FUNCTION booking.key_usage(text, text, boolean);
DROP TABLE booking.key_counts;
DROP INDEX booking.bookings_key_live_holds_idx;
