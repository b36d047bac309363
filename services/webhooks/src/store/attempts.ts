import type { Delivery } from "@reservations/contracts";
import type { Db, ListPosition } from "@reservations/service-kit";
import type { z } from "zod";

/** One attempt of a delivery and its outcome; the delivery's own status and next due time move with it. */
export async function recordAttempt(
  db: Db,
  a: {
    delivery_id: string;
    subscription_id: string;
    attempt: number;
    succeeded: boolean;
    response_status: number | null;
    duration_ms: number;
    error: string | null;
    next_attempt_at: Date | null;
    final_status: "pending" | "succeeded" | "failed";
  },
): Promise<void> {
  await db.query(
    `WITH d AS (
       UPDATE webhooks.deliveries SET attempts = $3, status = $9, next_attempt_at = $8 WHERE id = $1
     )
     INSERT INTO webhooks.attempts (delivery_id, subscription_id, attempt, succeeded, response_status, duration_ms, error, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      a.delivery_id,
      a.subscription_id,
      a.attempt,
      a.succeeded,
      a.response_status,
      a.duration_ms,
      a.error,
      a.next_attempt_at,
      a.final_status,
    ],
  );
}

export interface AttemptRow {
  id: number;
  event_id: string;
  event_type: string;
  attempt: number;
  succeeded: boolean;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  attempted_at: Date;
  next_attempt_at: Date | null;
  created_at: Date;
}

/**
 * Attempts are listed newest first by id alone (an identity, so the order they were written): the
 * position's sort value is the id itself.
 */
export const attemptPosition = (r: AttemptRow): ListPosition => ({ t: String(r.id), id: String(r.id) });

/** A subscription's attempts after `after` (newest first), `limit` of them. */
export async function listAttempts(
  db: Db,
  subscriptionId: string,
  after: ListPosition | undefined,
  limit: number,
): Promise<AttemptRow[]> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT a.id, d.event_id, d.event_type, a.attempt, a.succeeded, a.response_status, a.duration_ms, a.error,
            a.attempted_at, a.next_attempt_at, d.created_at
       FROM webhooks.attempts a JOIN webhooks.deliveries d ON d.id = a.delivery_id
      WHERE a.subscription_id = $1 AND ($2::bigint IS NULL OR a.id < $2)
      ORDER BY a.id DESC LIMIT $3`,
    [subscriptionId, after ? after.id : null, limit],
  );
  return rows;
}

export const toDeliveryAttempt = (r: AttemptRow): z.input<typeof Delivery> => ({
  id: String(r.id),
  event_id: r.event_id,
  event_type: r.event_type,
  attempt: r.attempt,
  status: r.succeeded ? "succeeded" : r.next_attempt_at ? "pending" : "failed",
  response_status: r.response_status,
  duration_ms: r.duration_ms,
  error: r.error,
  attempted_at: r.attempted_at.toISOString(),
  next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});
