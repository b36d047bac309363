-- What counts against a key's ceilings (bookings created in the last 24 hours, live holds), with when the oldest of each frees a slot; p_exclude leaves out the booking being made.
-- Exact: the minutes wholly inside the window come from key_counts, the part-minute at its far edge
-- from the bookings themselves. The oldest booking's time is exact at the edge, else the end of its
-- minute (Retry-After then errs late, never early). The window's bounds are written into each
-- condition, not joined from a CTE, so they stay index conditions in count_key_booking's cached
-- generic plan: the count reads the part-minute at the edge and at most 1,441 per-minute rows. The
-- live holds are read in bookings_key_live_holds_idx's order, so even a plan made while the table
-- was nearly empty reads the key's live holds alone, never all its bookings.
CREATE OR REPLACE FUNCTION booking.key_usage(p_key text, p_exclude text, p_holds boolean)
 RETURNS TABLE(bookings_24h integer, oldest_24h timestamp with time zone, live_holds integer, next_hold_expiry timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
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
         (SELECT count(*) AS n, min(l.hold_expires_at) AS next
            FROM (SELECT hold_expires_at FROM booking.bookings
                   WHERE p_holds AND created_by_key = p_key AND is_hold AND status = 'pending'
                     AND hold_expires_at > now() AND id IS DISTINCT FROM p_exclude
                   ORDER BY created_by_key, hold_expires_at) l) h
$function$

;
