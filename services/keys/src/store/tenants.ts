import type { MerchantPrincipal, Tenant } from "@reservations/contracts";
import { type Db, prepared } from "@reservations/service-kit";

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

/** Replaces the tenant's merchant token (by its hash); false when there is no such tenant. */
export async function setMerchantTokenHash(db: Db, id: string, tokenHash: string): Promise<boolean> {
  const { rowCount } = await db.query("UPDATE keys.tenants SET merchant_token_hash = $2 WHERE id = $1", [
    id,
    tokenHash,
  ]);
  return rowCount === 1;
}

const merchantPrincipalStatement = prepared<MerchantPrincipal>(
  "keys-authenticate-merchant",
  "SELECT id AS tenant_id, active AS tenant_active FROM keys.tenants WHERE merchant_token_hash = $1",
);

/** Hot path (every merchant call the gateway has not cached): one unique-index lookup, prepared. */
export async function merchantPrincipal(db: Db, tokenHash: string): Promise<MerchantPrincipal | null> {
  const { rows } = await merchantPrincipalStatement(db, [tokenHash]);
  return rows[0] ?? null;
}
