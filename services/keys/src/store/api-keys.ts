import type { ApiKey, ApiVersion, Environment, KeyPrincipal, Scope } from "@reservations/contracts";
import { type Db, inTransaction, type ListPosition, type Pool, prepared } from "@reservations/service-kit";
import { keyStatus, type StoredKeyStatus } from "../domain/key-status.js";
import { type AuditRow, recordAuditEntries } from "./audit.js";
import { positionOf } from "./position.js";

/** A key as stored, with its hash; never leaves the service as is. */
export interface ApiKeyRow {
  id: string;
  tenant_id: string;
  name: string;
  environment: Environment;
  prefix: string;
  key_hash: string;
  scopes: Scope[];
  property_ids: string[] | null;
  requests_per_minute: number | null;
  max_live_holds: number | null;
  max_bookings_per_24h: number | null;
  expires_on: string | null;
  status: StoredKeyStatus;
  api_version: ApiVersion;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  /** Exact (microsecond) list position, for cursors. */
  position: string;
}

/** The fields a merchant can edit, plus the status the lifecycle moves. */
export interface KeyPatch {
  name?: string;
  scopes?: Scope[];
  property_ids?: string[] | null;
  requests_per_minute?: number | null;
  max_live_holds?: number | null;
  max_bookings_per_24h?: number | null;
  expires_on?: string | null;
  api_version?: ApiVersion;
  status?: StoredKeyStatus;
}
const PATCHABLE = [
  "name",
  "scopes",
  "property_ids",
  "requests_per_minute",
  "max_live_holds",
  "max_bookings_per_24h",
  "expires_on",
  "api_version",
  "status",
] as const satisfies readonly (keyof KeyPatch)[];

export type NewKey = Omit<ApiKeyRow, "status" | "created_at" | "last_used_at" | "revoked_at" | "position">;

const COLUMNS = `id, tenant_id, name, environment, prefix, key_hash, scopes, property_ids, requests_per_minute,
  max_live_holds, max_bookings_per_24h, expires_on, status, api_version, created_at, last_used_at, revoked_at,
  ${positionOf("created_at")} AS position`;

export function toApiKey(r: ApiKeyRow, today: string): ApiKey {
  return {
    id: r.id,
    name: r.name,
    environment: r.environment,
    prefix: r.prefix,
    scopes: r.scopes,
    property_ids: r.property_ids,
    requests_per_minute: r.requests_per_minute,
    max_live_holds: r.max_live_holds,
    max_bookings_per_24h: r.max_bookings_per_24h,
    expires_on: r.expires_on,
    status: keyStatus(r.status, r.expires_on, today),
    api_version: r.api_version,
    created_at: r.created_at.toISOString(),
    last_used_at: r.last_used_at?.toISOString() ?? null,
    revoked_at: r.revoked_at?.toISOString() ?? null,
  };
}

/** Undefined when the tenant does not exist. */
export async function insertKey(db: Db, k: NewKey): Promise<ApiKeyRow | undefined> {
  try {
    const { rows } = await db.query<ApiKeyRow>(
      `INSERT INTO keys.api_keys (id, tenant_id, name, environment, prefix, key_hash, scopes, property_ids,
         requests_per_minute, max_live_holds, max_bookings_per_24h, expires_on, api_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING ${COLUMNS}`,
      [
        k.id,
        k.tenant_id,
        k.name,
        k.environment,
        k.prefix,
        k.key_hash,
        k.scopes,
        k.property_ids,
        k.requests_per_minute,
        k.max_live_holds,
        k.max_bookings_per_24h,
        k.expires_on,
        k.api_version,
      ],
    );
    return rows[0];
  } catch (err) {
    // Foreign key: no such tenant.
    if ((err as { code?: string }).code === "23503") return undefined;
    throw err;
  }
}

/** The tenant's key; `lock` holds its row until the transaction `db` is in ends. */
export async function findKey(
  db: Db,
  tenantId: string,
  id: string,
  lock: "" | "FOR UPDATE" = "",
): Promise<ApiKeyRow | undefined> {
  const { rows } = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM keys.api_keys WHERE id = $1 AND tenant_id = $2 ${lock}`,
    [id, tenantId],
  );
  return rows[0];
}

export async function keyExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM keys.api_keys WHERE id = $1 AND tenant_id = $2", [
    id,
    tenantId,
  ]);
  return rowCount === 1;
}

/** The tenant's keys, revoked ones included, newest first; `limit` rows at most. */
export async function keysPage(
  db: Db,
  tenantId: string,
  after: ListPosition | undefined,
  limit: number,
): Promise<ApiKeyRow[]> {
  const { rows } = after
    ? await db.query<ApiKeyRow>(
        `SELECT ${COLUMNS} FROM keys.api_keys
         WHERE tenant_id = $1 AND (created_at, id) < ($2::timestamptz, $3::text)
         ORDER BY created_at DESC, id DESC LIMIT $4`,
        [tenantId, after.t, after.id, limit],
      )
    : await db.query<ApiKeyRow>(
        `SELECT ${COLUMNS} FROM keys.api_keys WHERE tenant_id = $1
         ORDER BY created_at DESC, id DESC LIMIT $2`,
        [tenantId, limit],
      );
  return rows;
}

/** Writes the patch's fields (revoked_at set once, on revoke); the row as it is after. */
export async function updateKey(db: Db, current: ApiKeyRow, patch: KeyPatch): Promise<ApiKeyRow> {
  const sets: string[] = [];
  const values: unknown[] = [current.id];
  for (const column of PATCHABLE) {
    if (patch[column] === undefined) continue;
    values.push(patch[column]);
    sets.push(`${column} = $${values.length}`);
  }
  if (patch.status === "revoked") sets.push("revoked_at = COALESCE(revoked_at, now())");
  if (sets.length === 0) return current;
  const { rows } = await db.query<ApiKeyRow>(
    `UPDATE keys.api_keys SET ${sets.join(", ")} WHERE id = $1 RETURNING ${COLUMNS}`,
    values,
  );
  return rows[0]!;
}

/**
 * Locks the tenant's key, lets `decide` compute the change from the row as it is now (it may
 * throw to refuse), and writes it with its audit entry, in a transaction of its own (hence the
 * pool). Undefined when the tenant has no such key.
 */
export function applyKeyChange(
  pool: Pool,
  tenantId: string,
  id: string,
  decide: (row: ApiKeyRow) => KeyPatch,
  audit?: AuditRow,
): Promise<ApiKeyRow | undefined> {
  return inTransaction(pool, async (tx) => {
    const current = await findKey(tx, tenantId, id, "FOR UPDATE");
    if (!current) return undefined;
    const changed = await updateKey(tx, current, decide(current));
    if (audit) await recordAuditEntries(tx, [audit]);
    return changed;
  });
}

const keyPrincipalStatement = prepared<KeyPrincipal>(
  "keys-authenticate-key",
  `SELECT k.id AS key_id, k.tenant_id, t.active AS tenant_active, k.environment, k.status, k.expires_on,
          k.scopes, k.property_ids, k.requests_per_minute, k.max_live_holds, k.max_bookings_per_24h,
          k.api_version
     FROM keys.api_keys k JOIN keys.tenants t ON t.id = k.tenant_id
    WHERE k.key_hash = $1`,
);

/** Hot path (every partner call the gateway has not cached): one unique-index lookup, prepared. */
export async function keyPrincipal(db: Db, keyHash: string): Promise<KeyPrincipal | null> {
  const { rows } = await keyPrincipalStatement(db, [keyHash]);
  return rows[0] ?? null;
}
