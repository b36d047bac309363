import { type Db, prepared } from "@reservations/service-kit";
import type { DueDelivery, InFlightCaps } from "./deliveries.js";
import type { SubscriptionRow } from "./subscriptions.js";

/** A delivery claimed for one attempt, with its subscription as the claim read it (none when deleted since). */
export type ClaimedDelivery = DueDelivery & { subscription: SubscriptionRow | undefined };

/** A claim statement's row: the subscription as `to_jsonb` gives it. */
export type ClaimedRow = DueDelivery & { subscription: Record<string, unknown> | null };

/** The subscription row `to_jsonb` gave, its timestamps as Dates again (as pg reads them from a column). */
export function claimed({ subscription: s, ...d }: ClaimedRow): ClaimedDelivery {
  const at = (v: unknown) => (typeof v === "string" ? new Date(v) : null);
  const subscription = s
    ? ({
        ...s,
        previous_secret_until: at(s.previous_secret_until),
        created_at: at(s.created_at),
        updated_at: at(s.updated_at),
      } as SubscriptionRow)
    : undefined;
  return { ...d, subscription };
}

/** A claim function's rows with the subscription of each, in the same statement (no read of it apart). */
export const withSubscription = (claim: string) =>
  `SELECT c.*, to_jsonb(s) AS subscription FROM ${claim} c
     LEFT JOIN webhooks.subscriptions s ON s.id = c.subscription_id AND s.tenant_id = c.tenant_id`;

/** One attempt's end, as webhooks.attempts keeps it; the delivery's status and next due time move with it. */
export interface AttemptEnd {
  delivery_id: string;
  subscription_id: string;
  attempt: number;
  succeeded: boolean;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  next_attempt_at: Date | null;
  final_status: "pending" | "succeeded" | "failed";
}

const finishStatement = prepared<ClaimedRow>(
  "webhooks_finish_attempt",
  withSubscription("webhooks.finish_attempt($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"),
);

/**
 * Records an attempt's end and, given `next`, claims the hotel's next delivery its caps let start
 * (as claimNextDelivery) in the same statement (store/sql/finish-attempt.sql): a lane's one round
 * trip between two sends. Undefined when nothing can start, or without `next`.
 */
export async function finishAttempt(
  db: Db,
  a: AttemptEnd,
  next: { tenantId: string; caps: InFlightCaps } | undefined,
): Promise<ClaimedDelivery | undefined> {
  const { rows } = await finishStatement(db, [
    a.delivery_id,
    a.subscription_id,
    a.attempt,
    a.succeeded,
    a.response_status,
    a.duration_ms,
    a.error,
    a.next_attempt_at,
    a.final_status,
    next?.tenantId ?? null,
    next?.caps.perSubscription ?? null,
    next?.caps.perHotel ?? null,
  ]);
  return rows[0] && claimed(rows[0]);
}
