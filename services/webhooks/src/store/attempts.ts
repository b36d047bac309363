import type { Db } from "@reservations/service-kit";

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
       UPDATE webhooks.deliveries SET attempts = $3, status = $9, next_attempt_at = $8, leased_until = NULL
        WHERE id = $1
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
