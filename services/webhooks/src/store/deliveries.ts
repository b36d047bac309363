import type { Db } from "@reservations/service-kit";

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
}

/** Creates deliveries for an event; an event seen twice (redelivered) creates nothing new. */
export async function insertDeliveries(
  db: Db,
  rows: {
    id: string;
    subscription_id: string;
    tenant_id: string;
    event_id: string;
    event_type: string;
    property_id: string | null;
    payload: unknown;
    trace: Record<string, string> | undefined;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const { rows: inserted } = await db.query<{ id: string }>(
    `INSERT INTO webhooks.deliveries
       (id, subscription_id, tenant_id, event_id, event_type, property_id, payload, trace, status, next_attempt_at)
     SELECT d.id, d.subscription_id, d.tenant_id, d.event_id, d.event_type, d.property_id, d.payload, d.trace,
            'pending', now()
       FROM jsonb_to_recordset($1::jsonb)
         AS d(id text, subscription_id text, tenant_id text, event_id text, event_type text, property_id text,
              payload jsonb, trace jsonb)
     ON CONFLICT (subscription_id, event_id) DO NOTHING RETURNING id`,
    [JSON.stringify(rows)],
  );
  return inserted.map((r) => r.id);
}

/** Takes a due delivery for one attempt (a lease, so a job and the sweep never send it twice at once). */
export async function claimDelivery(db: Db, id: string): Promise<DueDelivery | undefined> {
  const { rows } = await db.query<DueDelivery>(
    `UPDATE webhooks.deliveries SET next_attempt_at = now() + interval '60 seconds'
      WHERE id = $1 AND status = 'pending' AND next_attempt_at <= now()
      RETURNING id, tenant_id, trace, subscription_id, event_id, event_type, property_id, payload, attempts`,
    [id],
  );
  return rows[0];
}

/** Gives a claimed delivery back, due again in `delayMs`, without counting an attempt. */
export async function putOffDelivery(db: Db, id: string, delayMs: number): Promise<void> {
  await db.query(
    `UPDATE webhooks.deliveries SET next_attempt_at = now() + $2 * interval '1 millisecond'
      WHERE id = $1 AND status = 'pending'`,
    [id, delayMs],
  );
}

export async function dueDeliveries(db: Db, limit: number): Promise<{ id: string }[]> {
  const { rows } = await db.query(
    "SELECT id FROM webhooks.deliveries WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1",
    [limit],
  );
  return rows;
}
