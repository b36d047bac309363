import type { KeyState, TenantState } from "@reservations/contracts";
import type { Pool } from "@reservations/service-kit";

/** A key's state as the key-states bucket carries it, from its row. */
export async function keyState(db: Pool, keyId: string): Promise<KeyState | undefined> {
  const { rows } = await db.query<KeyState>(
    `SELECT id AS key_id, key_hash, tenant_id, environment, status, expires_on::text AS expires_on, scopes,
            property_ids, state_version AS version
       FROM keys.api_keys WHERE id = $1`,
    [keyId],
  );
  return rows[0];
}

export async function tenantState(db: Pool, tenantId: string): Promise<TenantState | undefined> {
  const { rows } = await db.query<TenantState>(
    "SELECT id AS tenant_id, active, state_version AS version FROM keys.tenants WHERE id = $1",
    [tenantId],
  );
  return rows[0];
}

/** Records that a state version reached the bucket (never moves back). */
export async function markPublished(db: Pool, table: "api_keys" | "tenants", id: string, version: number) {
  await db.query(
    `UPDATE keys.${table} SET published_version = GREATEST(published_version, $2) WHERE id = $1`,
    [id, version],
  );
}

/** Keys and tenants whose latest state has not reached the bucket yet. */
export async function unpublished(
  db: Pool,
  limit: number,
): Promise<{ kind: "key" | "tenant"; id: string }[]> {
  const { rows } = await db.query<{ kind: "key" | "tenant"; id: string }>(
    `(SELECT 'tenant' AS kind, id FROM keys.tenants WHERE published_version < state_version LIMIT $1)
     UNION ALL
     (SELECT 'key', id FROM keys.api_keys WHERE published_version < state_version LIMIT $1)`,
    [limit],
  );
  return rows;
}
