import { type Db, prepared, sqlLiteral } from "@reservations/service-kit";
import type { LedgerChange, LedgerRow } from "../domain/ledger-projection.js";

const versionsQuery = (ledger: boolean) =>
  prepared<{ catalog: string; ledger: number }>(
    ledger ? "inventory-property-versions" : "inventory-catalog-version",
    `SELECT p.catalog_version::text AS catalog,
            ${ledger ? "(SELECT coalesce(sum(u.ledger_version), 0) FROM inventory.units u WHERE u.property_id = p.id)" : "0"}::bigint AS ledger
       FROM inventory.properties p WHERE p.tenant_id = $1 AND p.id = $2`,
  );
const VERSIONS = { ledger: versionsQuery(true), catalog: versionsQuery(false) };

/**
 * The property's catalog_version as a statement with its values inlined, for a round trip with
 * BEGIN (inventory.catalog_version_of: a plan kept per connection); null for another tenant's.
 */
export const catalogVersionSql = (tenantId: string, propertyId: string) =>
  `SELECT inventory.catalog_version_of(${sqlLiteral(tenantId)}, ${sqlLiteral(propertyId)}) AS catalog`;

/**
 * The property's catalog_version and, with `ledger`, the sum of its units' ledger versions, in one
 * query; undefined when the tenant has no such property. Every partner read runs it first, so it
 * is a prepared statement (each connection parses and plans it once).
 */
export async function propertyVersions(
  db: Db,
  tenantId: string,
  propertyId: string,
  ledger: boolean,
): Promise<{ catalog: string; ledger: number } | undefined> {
  const { rows } = await (ledger ? VERSIONS.ledger : VERSIONS.catalog)(db, [tenantId, propertyId]);
  return rows[0];
}

/**
 * The property's live allocations and sale blocks ending after `horizon`, with each unit's ledger
 * version they are exact at, in one statement (one snapshot).
 */
export async function loadLiveLedger(
  db: Db,
  propertyId: string,
  horizon: string,
): Promise<{ versions: [string, number][]; rows: LedgerRow[] }> {
  const { rows } = await db.query<LedgerRow & { version: number | null }>(
    `SELECT ledger_version AS version, NULL AS kind, id, NULL AS unit_id, NULL AS room_id,
            NULL::date AS start_date, NULL::date AS end_date
       FROM inventory.units WHERE property_id = $1
     UNION ALL
     SELECT NULL, 'allocation', id, unit_id, room_id, start_date, end_date FROM inventory.allocations
      WHERE property_id = $1 AND status <> 'released' AND end_date > $2
     UNION ALL
     SELECT NULL, 'block', id, unit_id, room_id, start_date, end_date FROM inventory.sale_blocks
      WHERE property_id = $1 AND end_date > $2`,
    [propertyId, horizon],
  );
  const versions: [string, number][] = [];
  const holds: LedgerRow[] = [];
  for (const r of rows) {
    if (r.version === null) holds.push(r);
    else versions.push([r.id, r.version]);
  }
  return { versions, rows: holds };
}

/** Each of the property's units' changes after the version given for it (0 when none), in version order. */
export async function ledgerChangesSince(
  db: Db,
  propertyId: string,
  versions: Map<string, number>,
): Promise<LedgerChange[]> {
  const { rows } = await db.query<LedgerChange>(
    `SELECT c.version, c.kind, c.id, c.live, c.unit_id, c.room_id, c.start_date, c.end_date
       FROM inventory.units u
       LEFT JOIN unnest($2::text[], $3::bigint[]) AS k(unit_id, version) ON k.unit_id = u.id
       JOIN inventory.ledger_changes c ON c.unit_id = u.id AND c.version > coalesce(k.version, 0)
      WHERE u.property_id = $1
      ORDER BY c.unit_id, c.version`,
    [propertyId, [...versions.keys()], [...versions.values()]],
  );
  return rows;
}

/** Forgets changes logged before `olderThanMs` ago; a copy further behind reloads its ledger whole. */
export async function pruneLedgerChanges(db: Db, olderThanMs: number): Promise<number> {
  const { rowCount } = await db.query(
    "DELETE FROM inventory.ledger_changes WHERE logged_at < now() - make_interval(secs => $1::double precision / 1000)",
    [olderThanMs],
  );
  return rowCount ?? 0;
}
