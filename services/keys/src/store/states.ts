import type { KeyState, StaffState, TenantState } from "@reservations/contracts";
import { type Db, inTransaction, type Pool } from "@reservations/service-kit";

/** How many past states travel in the bucket with the present one. */
export const HISTORY_KEPT = 16;

/** The subject's latest HISTORY_KEPT states ($2), newest first, as a JSON array of `fields`. */
const historyOf = (subject: "key" | "tenant", id: string, fields: string): string =>
  `COALESCE((SELECT json_agg(json_build_object(${fields}) ORDER BY h.version DESC)
               FROM (SELECT * FROM keys.state_history WHERE subject = '${subject}' AND id = ${id}
                      ORDER BY version DESC LIMIT $2) h), '[]')`;

/** One subject's state by its id ($1), created_at as ISO text. */
async function readState<S extends { created_at: string }>(
  db: Db,
  text: string,
  id: string,
): Promise<S | undefined> {
  const { rows } = await db.query<S>(text, [id, HISTORY_KEPT]);
  const row = rows[0];
  return row && { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** A key's state as the key-states bucket carries it: its row and its latest states, newest first. */
export const keyState = (db: Db, keyId: string): Promise<KeyState | undefined> =>
  readState<KeyState>(
    db,
    `SELECT k.id AS key_id, k.key_hash, k.tenant_id, k.environment, k.status, k.expires_on::text AS expires_on,
            k.scopes, k.property_ids, k.state_version AS version, k.created_at,
            ${historyOf(
              "key",
              "k.id",
              `'since', h.since, 'status', h.status, 'expires_on', h.expires_on::text, 'scopes', h.scopes,
               'property_ids', h.property_ids`,
            )} AS history
       FROM keys.api_keys k WHERE k.id = $1`,
    keyId,
  );

export const tenantState = (db: Db, tenantId: string): Promise<TenantState | undefined> =>
  readState<TenantState>(
    db,
    `SELECT t.id AS tenant_id, t.active, t.state_version AS version, t.created_at,
            ${historyOf("tenant", "t.id", "'since', h.since, 'active', h.active")} AS history
       FROM keys.tenants t WHERE t.id = $1`,
    tenantId,
  );

/** A staff member's state: only its version matters (a new one drops their sessions from gateways' caches). */
export async function staffState(db: Db, staffId: string): Promise<StaffState | undefined> {
  const { rows } = await db.query<StaffState>(
    "SELECT id AS staff_id, tenant_id, state_version AS version FROM keys.staff WHERE id = $1",
    [staffId],
  );
  return rows[0];
}

/** Records that a state version reached the bucket (never moves back). */
export async function markPublished(
  db: Db,
  table: "api_keys" | "tenants" | "staff",
  id: string,
  version: number,
) {
  await db.query(
    `UPDATE keys.${table} SET published_version = GREATEST(published_version, $2) WHERE id = $1`,
    [id, version],
  );
}

/** Keys, tenants and staff whose latest state has not reached the bucket yet. */
export async function unpublished(
  db: Db,
  limit: number,
): Promise<{ kind: "key" | "tenant" | "staff"; id: string }[]> {
  const { rows } = await db.query<{ kind: "key" | "tenant" | "staff"; id: string }>(
    `(SELECT 'tenant' AS kind, id FROM keys.tenants WHERE published_version < state_version LIMIT $1)
     UNION ALL
     (SELECT 'key', id FROM keys.api_keys WHERE published_version < state_version LIMIT $1)
     UNION ALL
     (SELECT 'staff', id FROM keys.staff WHERE published_version < state_version LIMIT $1)`,
    [limit],
  );
  return rows;
}

/**
 * Records `created` as the bucket the states are written to; when it is another bucket than the one
 * recorded (or none was), every state is marked unwritten so the sync writes it again. Answers
 * whether it did.
 */
export async function adoptBucket(db: Pool, created: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ created: string }>(
      "SELECT created FROM keys.state_bucket WHERE only_row FOR UPDATE",
    );
    if (rows[0]?.created === created) return false;
    await tx.query(
      `INSERT INTO keys.state_bucket (created) VALUES ($1)
       ON CONFLICT (only_row) DO UPDATE SET created = EXCLUDED.created`,
      [created],
    );
    await tx.query("UPDATE keys.api_keys SET published_version = 0 WHERE published_version > 0");
    await tx.query("UPDATE keys.tenants SET published_version = 0 WHERE published_version > 0");
    await tx.query("UPDATE keys.staff SET published_version = 0 WHERE published_version > 0");
    return true;
  });
}
