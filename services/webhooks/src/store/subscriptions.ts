import type { Subscription } from "@reservations/contracts";
import { inTransaction, type Pool, type PoolClient } from "@reservations/service-kit";

type Db = Pool | PoolClient;

export interface SubscriptionRow {
  id: string;
  tenant_id: string;
  url: string;
  events: string[];
  property_ids: string[] | null;
  active: boolean;
  created_by: "key" | "hotel";
  created_by_key: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export const toSubscription = (r: SubscriptionRow): Subscription => ({
  id: r.id,
  url: r.url,
  events: r.events,
  property_ids: r.property_ids,
  active: r.active,
  created_by: r.created_by,
  disabled_reason: r.disabled_reason,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export type NewSubscription = Pick<
  SubscriptionRow,
  "id" | "tenant_id" | "url" | "events" | "property_ids" | "created_by" | "created_by_key" | "secret"
>;

const insertColumns = (s: NewSubscription) => [
  s.id,
  s.tenant_id,
  s.url,
  s.events,
  s.property_ids,
  s.created_by,
  s.created_by_key,
  s.secret,
];

/** The hotel's own subscription (no cap). */
export async function insertSubscription(db: Db, s: NewSubscription): Promise<SubscriptionRow> {
  const { rows } = await db.query<SubscriptionRow>(
    `INSERT INTO webhooks.subscriptions (id, tenant_id, url, events, property_ids, created_by, created_by_key, secret)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    insertColumns(s),
  );
  return rows[0]!;
}

/**
 * A key's subscription, unless the key already holds `limit` of them (undefined then). The key's
 * advisory lock comes first and the count in a later statement, so concurrent creates of one key
 * count one after the other, each seeing what the one before it committed.
 */
export async function insertKeySubscription(
  pool: Pool,
  s: NewSubscription & { created_by_key: string },
  limit: number,
): Promise<SubscriptionRow | undefined> {
  return inTransaction(pool, async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('webhooks.subscriptions:' || $1, 0))", [
      s.created_by_key,
    ]);
    const { rows } = await tx.query<SubscriptionRow>(
      `INSERT INTO webhooks.subscriptions (id, tenant_id, url, events, property_ids, created_by, created_by_key, secret)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8
        WHERE (SELECT count(*) FROM webhooks.subscriptions WHERE created_by_key = $7) < $9
       RETURNING *`,
      [...insertColumns(s), limit],
    );
    return rows[0];
  });
}

export async function findSubscription(
  db: Db,
  tenantId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    "SELECT * FROM webhooks.subscriptions WHERE tenant_id = $1 AND id = $2",
    [tenantId, id],
  );
  return rows[0];
}

export async function listSubscriptions(db: Db, tenantId: string): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    "SELECT * FROM webhooks.subscriptions WHERE tenant_id = $1 ORDER BY created_at, id",
    [tenantId],
  );
  return rows;
}

export async function updateSubscription(
  db: Db,
  id: string,
  patch: Partial<Pick<SubscriptionRow, "url" | "events" | "property_ids" | "active" | "disabled_reason">>,
): Promise<SubscriptionRow> {
  const { rows } = await db.query<SubscriptionRow>(
    `UPDATE webhooks.subscriptions SET
       url = COALESCE($2, url),
       events = COALESCE($3, events),
       property_ids = CASE WHEN $4::boolean THEN $5::text[] ELSE property_ids END,
       active = COALESCE($6, active),
       disabled_reason = CASE WHEN $7::boolean THEN $8 ELSE disabled_reason END,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      patch.url ?? null,
      patch.events ?? null,
      "property_ids" in patch,
      patch.property_ids ?? null,
      patch.active ?? null,
      "disabled_reason" in patch,
      patch.disabled_reason ?? null,
    ],
  );
  return rows[0]!;
}

export async function rotateSecret(db: Db, id: string, secret: string): Promise<SubscriptionRow> {
  const { rows } = await db.query<SubscriptionRow>(
    `UPDATE webhooks.subscriptions SET previous_secret = secret, previous_secret_until = now() + interval '24 hours',
       secret = $2, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, secret],
  );
  return rows[0]!;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.query("DELETE FROM webhooks.subscriptions WHERE id = $1", [id]);
}

/** Active subscriptions of a tenant that cover a property (fan-out). */
export async function subscribersFor(
  db: Db,
  tenantId: string,
  propertyId: string | null,
): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT * FROM webhooks.subscriptions
      WHERE tenant_id = $1 AND active AND (property_ids IS NULL OR $2::text = ANY (property_ids))`,
    [tenantId, propertyId],
  );
  return rows;
}
