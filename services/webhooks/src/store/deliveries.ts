import type { Delivery } from "@reservations/contracts";
import { type Db, type ListPosition, prepared } from "@reservations/service-kit";
import type { z } from "zod";
import { type ClaimedDelivery, type ClaimedRow, claimed, withSubscription } from "./claimed.js";
import type { FeedRow } from "./feed.js";

export interface DueDelivery {
  id: string;
  tenant_id: string;
  trace: Record<string, string> | null;
  subscription_id: string;
  event_id: string;
  event_type: string;
  property_id: string | null;
  payload: unknown;
  attempts: number;
  /** The attempt count when the delivery was last sent again: the retry schedule counts from it. */
  retries_from: number;
}

/** A delivery the fan-out creates with its event. */
export interface NewDelivery {
  id: string;
  subscription_id: string;
  tenant_id: string;
  event_id: string;
  event_type: string;
  property_id: string | null;
  payload: unknown;
  trace: Record<string, string> | undefined;
}

/** The fan-out's one write per event, or per events that arrived together: a hot path, prepared. */
const recordEventsStatement = prepared<{ id: string }>(
  "webhooks_record_events",
  `WITH e AS (
       INSERT INTO webhooks.events (seq, id, tenant_id, property_id, type, occurred_at, data)
       SELECT e.seq, e.id, e.tenant_id, e.property_id, e.type, e.occurred_at, e.data
         FROM jsonb_to_recordset($1::jsonb)
           AS e(seq bigint, id text, tenant_id text, property_id text, type text, occurred_at timestamptz, data jsonb)
       ON CONFLICT DO NOTHING
     )
     INSERT INTO webhooks.deliveries
       (id, subscription_id, tenant_id, event_id, event_type, property_id, payload, trace, status, next_attempt_at,
        created_at)
     -- Each delivery's own instant, in the events' order: deliveries made together list newest first too.
     SELECT d.id, d.subscription_id, d.tenant_id, d.event_id, d.event_type, d.property_id, d.payload, d.trace,
            'pending', now(), clock_timestamp()
       FROM ROWS FROM (jsonb_to_recordset($2::jsonb)
         AS (id text, subscription_id text, tenant_id text, event_id text, event_type text, property_id text,
             payload jsonb, trace jsonb)) WITH ORDINALITY
         AS d(id, subscription_id, tenant_id, event_id, event_type, property_id, payload, trace, n)
      -- An event kept before this statement (it sees the table as it was) had its deliveries then.
      WHERE NOT EXISTS (SELECT 1 FROM webhooks.events x WHERE x.id = d.event_id)
      ORDER BY d.n
     ON CONFLICT (subscription_id, event_id) DO NOTHING RETURNING id`,
);

/**
 * Keeps events for the feed and creates their deliveries, in one statement: the fan-out's one write
 * per event (or per events that arrived together), done before their ack (the feed reads up to the
 * ack floor: domain/feed.ts). An event seen twice (redelivered, or published again; same seq or id)
 * keeps nothing new and creates no delivery again, not even for a subscription made since it was
 * first kept: its deliveries were made then, for the subscriptions there were.
 */
export async function recordEvents(
  db: Db,
  events: readonly FeedRow[],
  deliveries: readonly NewDelivery[],
): Promise<string[]> {
  const { rows: inserted } = await recordEventsStatement(db, [
    JSON.stringify(events),
    JSON.stringify(deliveries),
  ]);
  return inserted.map((r) => r.id);
}

/** How many deliveries may be in flight at once: of one subscription, and of one hotel. */
export interface InFlightCaps {
  perSubscription: number;
  perHotel: number;
}

/** A claim's answer: the delivery taken for one attempt, or the cap that keeps it waiting. */
export type Claim = { delivery: ClaimedDelivery } | { waiting: "subscription" | "hotel" };

const claimStatement = prepared<ClaimedRow & { waiting: "subscription" | "hotel" | null }>(
  "webhooks_claim_delivery_with_subscription",
  withSubscription("webhooks.claim_delivery($1, $2, $3)"),
);

/**
 * Takes a due delivery for one attempt: a lease, so a job and the sweep never send it twice at once,
 * and the in-flight count of its subscription and hotel (store/sql/claim-delivery.sql). At a cap
 * the delivery stays due and the answer says which cap; undefined when not due or already taken.
 */
export async function claimDelivery(db: Db, id: string, caps: InFlightCaps): Promise<Claim | undefined> {
  const { rows } = await claimStatement(db, [id, caps.perSubscription, caps.perHotel]);
  const row = rows[0];
  if (!row) return undefined;
  if (row.waiting) return { waiting: row.waiting };
  const { waiting: _, ...delivery } = row;
  return { delivery: claimed(delivery) };
}

const claimNextStatement = prepared<ClaimedRow>(
  "webhooks_claim_next_delivery_with_subscription",
  withSubscription("webhooks.claim_next_delivery($1, $2, $3)"),
);

/**
 * Takes the hotel's oldest due delivery that its caps let start now, for one attempt (a lease, as
 * claimDelivery): what a place freed in the hotel goes to. Undefined when there is none.
 */
export async function claimNextDelivery(
  db: Db,
  tenantId: string,
  caps: InFlightCaps,
): Promise<ClaimedDelivery | undefined> {
  const { rows } = await claimNextStatement(db, [tenantId, caps.perSubscription, caps.perHotel]);
  return rows[0] && claimed(rows[0]);
}

/**
 * Due deliveries of a hotel that could start now within the caps, oldest first per subscription:
 * what a place freed in the hotel goes to. Only a pick: each is claimed with the caps again.
 */
export async function startableDeliveries(db: Db, tenantId: string, caps: InFlightCaps): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM webhooks.startable_deliveries($1, $2, $3)",
    [tenantId, caps.perSubscription, caps.perHotel],
  );
  return rows.map((r) => r.id);
}

/** Gives a claimed delivery back, due again in `delayMs`, without counting an attempt. */
export async function putOffDelivery(db: Db, id: string, delayMs: number): Promise<void> {
  await db.query(
    `UPDATE webhooks.deliveries SET next_attempt_at = now() + $2 * interval '1 millisecond', leased_until = NULL
      WHERE id = $1 AND status = 'pending'`,
    [id, delayMs],
  );
}

/** Hotels with deliveries due (the sweep starts each one's within its caps, so none crowds out another). */
export async function hotelsWithDueDeliveries(db: Db, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ tenant_id: string }>(
    `SELECT tenant_id FROM webhooks.deliveries WHERE status = 'pending' AND next_attempt_at <= now()
      GROUP BY tenant_id ORDER BY min(next_attempt_at) LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.tenant_id);
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: "pending" | "succeeded" | "failed";
  next_attempt_at: Date | null;
  created_at_text: string;
  attempts: { at: string; status_code: number | null; duration_ms: number; error: string | null }[];
}

/** A delivery as it is listed, with its attempts oldest first (one query, whatever the page size). */
const VIEW = `d.id, d.event_id, d.event_type, d.status, d.next_attempt_at, d.created_at::text AS created_at_text,
  COALESCE((SELECT json_agg(json_build_object('at', a.attempted_at, 'status_code', a.response_status,
                                              'duration_ms', a.duration_ms, 'error', a.error)
                            ORDER BY a.attempt, a.id)
              FROM webhooks.attempts a WHERE a.delivery_id = d.id), '[]'::json) AS attempts`;

/** Sends a delivery again now: its attempts count on and its retry schedule starts over. */
const SEND_AGAIN =
  "status = 'pending', next_attempt_at = now(), retries_from = attempts, leased_until = NULL";
/** Not while an attempt of it is in flight (it is being sent now): the sweep would send it twice at once. */
const NOT_IN_FLIGHT = "(leased_until IS NULL OR leased_until <= now())";
/** Did not end in a 2xx and is not already on its way again (in flight, or sent again and not tried since). */
const UNSENT = `(status = 'failed' OR (status = 'pending' AND attempts > retries_from)) AND ${NOT_IN_FLIGHT}`;

/** Where a list newest first stands after a row: its exact creation time and id. */
export const deliveryPosition = (r: DeliveryRow): ListPosition => ({ t: r.created_at_text, id: r.id });

/** A subscription's deliveries after `after`, newest first by (created_at, id), `limit` of them. */
export async function listDeliveries(
  db: Db,
  subscriptionId: string,
  after: ListPosition | undefined,
  limit: number,
): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryRow>(
    `SELECT ${VIEW} FROM webhooks.deliveries d
      WHERE d.subscription_id = $1
        AND ($2::timestamptz IS NULL OR (d.created_at, d.id) < ($2::timestamptz, $3::text))
      ORDER BY d.created_at DESC, d.id DESC LIMIT $4`,
    [subscriptionId, after?.t ?? null, after?.id ?? null, limit],
  );
  return rows;
}

/**
 * Makes one delivery of a subscription due now (see SEND_AGAIN) and answers it, with `sent_again`
 * false when an attempt of it is in flight (then it is answered as it is); undefined when the
 * subscription has no such delivery.
 */
export async function redeliver(
  db: Db,
  subscriptionId: string,
  deliveryId: string,
): Promise<{ row: DeliveryRow; sent_again: boolean } | undefined> {
  const moved = await db.query<DeliveryRow>(
    `WITH d AS (
       UPDATE webhooks.deliveries SET ${SEND_AGAIN}
        WHERE id = $2 AND subscription_id = $1 AND ${NOT_IN_FLIGHT}
        RETURNING *
     )
     SELECT ${VIEW} FROM d`,
    [subscriptionId, deliveryId],
  );
  if (moved.rows[0]) return { row: moved.rows[0], sent_again: true };
  const { rows } = await db.query<DeliveryRow>(
    `SELECT ${VIEW} FROM webhooks.deliveries d WHERE d.id = $2 AND d.subscription_id = $1`,
    [subscriptionId, deliveryId],
  );
  return rows[0] && { row: rows[0], sent_again: false };
}

/**
 * Makes due now the oldest `max` deliveries of a subscription created at or after `since` that did
 * not end in a 2xx: failed, or pending after attempts that did not get one (not those in flight,
 * nor those sent again and not yet tried since, so the next call goes on past them). Answers their
 * ids, and whether more such deliveries are left.
 */
export async function recoverSince(
  db: Db,
  subscriptionId: string,
  since: string,
  max: number,
): Promise<{ ids: string[]; more: boolean }> {
  const { rows } = await db.query<{ ids: string[]; found: number }>(
    `WITH picked AS (
       SELECT id, created_at FROM webhooks.deliveries
        WHERE subscription_id = $1 AND created_at >= $2::timestamptz AND ${UNSENT}
        ORDER BY created_at, id LIMIT $3 + 1
     ), sent AS (
       UPDATE webhooks.deliveries d SET ${SEND_AGAIN}
         FROM (SELECT id FROM picked ORDER BY created_at, id LIMIT $3) p
        WHERE d.id = p.id AND ${UNSENT}
        RETURNING d.id
     )
     SELECT ARRAY(SELECT id FROM sent) AS ids, (SELECT count(*)::int FROM picked) AS found`,
    [subscriptionId, since, max],
  );
  const { ids, found } = rows[0]!;
  return { ids, more: found > max };
}

export const toDelivery = (r: DeliveryRow): z.input<typeof Delivery> => ({
  id: r.id,
  event_id: r.event_id,
  type: r.event_type,
  status: r.status,
  attempts: r.attempts.map((a) => ({
    at: new Date(a.at).toISOString(),
    status_code: a.status_code,
    duration_ms: a.duration_ms,
    error: a.error,
  })),
  next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
});
