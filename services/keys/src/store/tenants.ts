import type { MerchantPrincipal, Tenant } from "@reservations/contracts";
import { type Db, inTransaction, type Pool, prepared } from "@reservations/service-kit";
import { type AuditRow, recordAuditEntries } from "./audit.js";

interface TenantRow {
  id: string;
  name: string;
  active: boolean;
  created_at: Date;
}

const toTenant = (r: TenantRow): Tenant => ({
  id: r.id,
  name: r.name,
  active: r.active,
  created_at: r.created_at.toISOString(),
});

export async function insertTenant(
  db: Db,
  t: { id: string; name: string; merchant_token_hash: string },
): Promise<Tenant> {
  const { rows } = await db.query<TenantRow>(
    `INSERT INTO keys.tenants (id, name, merchant_token_hash) VALUES ($1, $2, $3)
     RETURNING id, name, active, created_at`,
    [t.id, t.name, t.merchant_token_hash],
  );
  return toTenant(rows[0]!);
}

/** The tenant after the change, or undefined when there is no such tenant. */
export async function setTenantActive(db: Db, id: string, active: boolean): Promise<Tenant | undefined> {
  const { rows } = await db.query<TenantRow>(
    "UPDATE keys.tenants SET active = $2 WHERE id = $1 RETURNING id, name, active, created_at",
    [id, active],
  );
  return rows[0] && toTenant(rows[0]);
}

/**
 * A rotation's first step: `newHash` becomes the tenant's token, and the one it replaces stays
 * accepted (retiring) until endTokenRotation. A rotation retried after one that failed half-way
 * keeps retiring the token the hotel still holds. False when there is no such tenant.
 */
export async function beginTokenRotation(db: Db, id: string, newHash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE keys.tenants
        SET retiring_token_hash = COALESCE(retiring_token_hash, merchant_token_hash), merchant_token_hash = $2
      WHERE id = $1`,
    [id, newHash],
  );
  return rowCount === 1;
}

/**
 * A rotation's last step: the retiring token stops, with the rotation's audit entry. False when a
 * later rotation replaced `newHash` meanwhile.
 */
export function endTokenRotation(
  pool: Pool,
  id: string,
  newHash: string,
  audit?: AuditRow,
): Promise<boolean> {
  return inTransaction(pool, async (tx) => {
    const { rowCount } = await tx.query(
      "UPDATE keys.tenants SET retiring_token_hash = NULL WHERE id = $1 AND merchant_token_hash = $2",
      [id, newHash],
    );
    if (rowCount !== 1) return false;
    if (audit) await recordAuditEntries(tx, [audit]);
    return true;
  });
}

const merchantPrincipalStatement = prepared<MerchantPrincipal>(
  "keys-authenticate-merchant",
  `SELECT id AS tenant_id, active AS tenant_active, false AS token_retiring
     FROM keys.tenants WHERE merchant_token_hash = $1
   UNION ALL
   SELECT id, active, true FROM keys.tenants WHERE retiring_token_hash = $1`,
);

/** Hot path (every merchant call the gateway has not cached): unique-index lookups, prepared. */
export async function merchantPrincipal(db: Db, tokenHash: string): Promise<MerchantPrincipal | null> {
  const { rows } = await merchantPrincipalStatement(db, [tokenHash]);
  return rows[0] ?? null;
}
