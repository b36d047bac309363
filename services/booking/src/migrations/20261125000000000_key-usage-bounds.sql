-- Up Migration
-- The window's bounds are written into each condition, not joined from a CTE, so they stay index
-- conditions in count_key_booking's cached generic plan: the 24-hour count reads the part-minute at
-- the window's edge and at most 1,441 per-minute rows, not every booking the key ever made.
CREATE OR REPLACE FUNCTION booking.key_usage(p_key text, p_exclude text, p_holds boolean)
RETURNS TABLE (bookings_24h int, oldest_24h timestamptz, live_holds int, next_hold_expiry timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT (e.n + m.n)::int, COALESCE(e.oldest, m.oldest), h.n::int, h.next
    FROM (SELECT count(*) AS n, min(b.created_at) AS oldest FROM booking.bookings b
           WHERE b.created_by_key = p_key
             AND b.created_at > now() - interval '24 hours'
             AND b.created_at < date_trunc('minute', now() - interval '24 hours') + interval '1 minute'
             AND b.id IS DISTINCT FROM p_exclude) e,
         (SELECT COALESCE(sum(k.bookings), 0) AS n, min(k.minute) + interval '1 minute' AS oldest
            FROM booking.key_counts k
           WHERE k.key_id = p_key
             AND k.minute >= date_trunc('minute', now() - interval '24 hours') + interval '1 minute') m,
         (SELECT count(*) AS n, min(hold_expires_at) AS next FROM booking.bookings
           WHERE p_holds AND created_by_key = p_key AND is_hold AND status = 'pending'
             AND hold_expires_at > now() AND id IS DISTINCT FROM p_exclude) h
$$;

-- Down Migration
CREATE OR REPLACE FUNCTION booking.key_usage(p_key text, p_exclude text, p_holds boolean)
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
