import type { DomainEvent } from "@reservations/contracts";
import { newEvent, type Pool, type PoolClient } from "@reservations/service-kit";
import { findById, toBooking } from "./bookings.js";

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

/** Keeps an event (made with newEvent) in the outbox, in the change's transaction; the relay publishes it. */
export async function insertEvent(db: PoolClient, event: DomainEvent): Promise<void> {
  await db.query("INSERT INTO booking.outbox (event_id, event) VALUES ($1, $2)", [
    event.id,
    JSON.stringify(event),
  ]);
}

/**
 * The next `limit` events to publish, oldest first, locked for the caller's transaction: copies of
 * the relay skip each other's rows instead of publishing them twice.
 */
export async function claimUnpublished(
  db: PoolClient,
  limit: number,
): Promise<{ seq: number; event: never }[]> {
  const { rows } = await db.query<{ seq: number; event: never }>(
    `SELECT seq, event FROM booking.outbox WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  return rows;
}

/**
 * Puts back in line to be published the events published within the last `windowMs` to another
 * stream than `stream` (or to one not known): that stream was lost, and a consumer may not have had
 * them. How many.
 */
export async function republishToStream(db: Pool, windowMs: number, stream: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE booking.outbox SET published_at = NULL
      WHERE published_at > now() - make_interval(secs => $1) AND published_to IS DISTINCT FROM $2`,
    [windowMs / 1000, stream],
  );
  return rowCount ?? 0;
}

/** Marks events published, to the stream made at `stream` (null when the relay could not tell). */
export async function markPublished(
  db: PoolClient,
  seqs: readonly number[],
  stream: string | null,
): Promise<void> {
  if (seqs.length === 0) return;
  await db.query("UPDATE booking.outbox SET published_at = now(), published_to = $2 WHERE seq = ANY($1)", [
    seqs,
    stream,
  ]);
}

/** Keeps a booking's event, with the booking as it is now in the transaction. */
export async function insertBookingEvent(
  tx: PoolClient,
  scope: { tenant_id: string; property_id: string },
  type: "booking.created" | "booking.confirmed",
  bookingId: string,
): Promise<void> {
  const booking = toBooking((await findById(tx, bookingId))!);
  await insertEvent(tx, newEvent(type, { booking }, scope));
}
