import type { ApiVersion, Subscription } from "@reservations/contracts";
import { type Db, inTransaction, type Pool, prepared } from "@reservations/service-kit";
import type { SealedSecret } from "../domain/secret-box.js";

export interface SubscriptionRow {
  id: string;
  tenant_id: string;
  url: string;
  events: string[];
  property_ids: string[] | null;
  active: boolean;
  created_by: "key" | "hotel";
  created_by_key: string | null;
  /** Sealed by the key secret_key_id (domain/secret-box.ts); in clear only while that is null. */
  secret: string;
  secret_key_id: string | null;
  previous_secret: string | null;
  previous_secret_key_id: string | null;
  previous_secret_until: Date | null;
  disabled_reason: string | null;
  api_version: ApiVersion;
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
  api_version: r.api_version,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export type NewSubscription = Pick<
  SubscriptionRow,
  "id" | "tenant_id" | "url" | "events" | "property_ids" | "created_by" | "created_by_key" | "api_version"
> & { secret: SealedSecret };

const insertColumns = (s: NewSubscription) => [
  s.id,
  s.tenant_id,
  s.url,
  s.events,
  s.property_ids,
  s.created_by,
  s.created_by_key,
  s.secret.sealed,
  s.secret.key_id,
  s.api_version,
];

/** The hotel's own subscription (no cap). */
export async function insertSubscription(db: Db, s: NewSubscription): Promise<SubscriptionRow> {
  const { rows } = await db.query<SubscriptionRow>(
    `INSERT INTO webhooks.subscriptions
       (id, tenant_id, url, events, property_ids, created_by, created_by_key, secret, secret_key_id, api_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
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
      `INSERT INTO webhooks.subscriptions
         (id, tenant_id, url, events, property_ids, created_by, created_by_key, secret, secret_key_id, api_version)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
        WHERE (SELECT count(*) FROM webhooks.subscriptions WHERE created_by_key = $7) < $11
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

/** The columns an edit, an activation or a deactivation may change; `property_ids: null` means every property. */
export type SubscriptionPatch = Partial<
  Pick<SubscriptionRow, "url" | "events" | "property_ids" | "active" | "disabled_reason" | "api_version">
>;

export async function updateSubscription(
  db: Db,
  id: string,
  patch: SubscriptionPatch,
): Promise<SubscriptionRow> {
  const { rows } = await db.query<SubscriptionRow>(
    `UPDATE webhooks.subscriptions SET
       url = COALESCE($2, url),
       events = COALESCE($3, events),
       property_ids = CASE WHEN $4::boolean THEN $5::text[] ELSE property_ids END,
       active = COALESCE($6, active),
       disabled_reason = CASE WHEN $7::boolean THEN $8 ELSE disabled_reason END,
       api_version = COALESCE($9, api_version),
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
      patch.api_version ?? null,
    ],
  );
  return rows[0]!;
}

export async function rotateSecret(db: Db, id: string, secret: SealedSecret): Promise<SubscriptionRow> {
  const { rows } = await db.query<SubscriptionRow>(
    `UPDATE webhooks.subscriptions SET
       previous_secret = secret, previous_secret_key_id = secret_key_id,
       previous_secret_until = now() + interval '24 hours',
       secret = $2, secret_key_id = $3, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, secret.sealed, secret.key_id],
  );
  return rows[0]!;
}

export type StoredSecrets = Pick<
  SubscriptionRow,
  "id" | "secret" | "secret_key_id" | "previous_secret" | "previous_secret_key_id" | "previous_secret_until"
>;

/** Subscriptions with a secret not sealed by `keyId` (in clear, or sealed by another key), by id after `afterId`. */
export async function secretsNotSealedBy(
  db: Db,
  keyId: string,
  afterId: string,
  limit: number,
): Promise<StoredSecrets[]> {
  const { rows } = await db.query<StoredSecrets>(
    `SELECT id, secret, secret_key_id, previous_secret, previous_secret_key_id, previous_secret_until
       FROM webhooks.subscriptions
      WHERE id > $2
        AND (secret_key_id IS DISTINCT FROM $1
             OR (previous_secret IS NOT NULL AND previous_secret_key_id IS DISTINCT FROM $1))
      ORDER BY id LIMIT $3`,
    [keyId, afterId, limit],
  );
  return rows;
}

/**
 * Puts newly sealed secrets in place of `before`'s, unless the row changed meanwhile (a rotation
 * by another copy, another copy sealing it first): false then, and that change stands.
 */
export async function replaceSecrets(
  db: Db,
  before: StoredSecrets,
  secret: SealedSecret,
  previous: SealedSecret | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE webhooks.subscriptions SET
       secret = $2, secret_key_id = $3, previous_secret = $4, previous_secret_key_id = $5,
       previous_secret_until = CASE WHEN $4::text IS NULL THEN NULL ELSE previous_secret_until END
     WHERE id = $1 AND secret = $6 AND previous_secret IS NOT DISTINCT FROM $7`,
    [
      before.id,
      secret.sealed,
      secret.key_id,
      previous?.sealed ?? null,
      previous?.key_id ?? null,
      before.secret,
      before.previous_secret,
    ],
  );
  return rowCount === 1;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.query("DELETE FROM webhooks.subscriptions WHERE id = $1", [id]);
}

const subscribersStatement = prepared<SubscriptionRow>(
  "webhooks_subscribers_for",
  `SELECT * FROM webhooks.subscriptions
    WHERE tenant_id = $1 AND active AND (property_ids IS NULL OR $2::text = ANY (property_ids))`,
);

/** Active subscriptions of a tenant that cover a property (fan-out, once per event: prepared). */
export async function subscribersFor(
  db: Db,
  tenantId: string,
  propertyId: string | null,
): Promise<SubscriptionRow[]> {
  const { rows } = await subscribersStatement(db, [tenantId, propertyId]);
  return rows;
}
