import type { Pool } from "@reservations/service-kit";

/** Past this many unpublished events the backlog reads as this many: a scrape never counts a huge table. */
export const BACKLOG_CAP = 100_000;

/** Events the relay has not published yet (at most BACKLOG_CAP), and the age of the oldest in seconds (0 when none). */
export async function outboxBacklog(pool: Pool): Promise<{ events: number; oldest_age_s: number }> {
  const { rows } = await pool.query<{ events: number; oldest_age_s: number | null }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM booking.outbox WHERE published_at IS NULL LIMIT $1) capped) AS events,
            (SELECT extract(epoch FROM now() - created_at) FROM booking.outbox
              WHERE published_at IS NULL ORDER BY seq LIMIT 1) AS oldest_age_s`,
    [BACKLOG_CAP],
  );
  return { events: rows[0]!.events, oldest_age_s: rows[0]!.oldest_age_s ?? 0 };
}
