import { type Db, inKeyOrder, prepared, sqlLiteral } from "@reservations/service-kit";
import type { LedgerChange, LedgerRow } from "../domain/ledger-projection.js";

const VERSIONS = prepared<{ i: number; catalog: string; ledger: number }>(
  "inventory-property-versions-batch",
  `SELECT k.i::int AS i, p.catalog_version::text AS catalog,
          CASE WHEN k.ledger
               THEN (SELECT coalesce(sum(u.ledger_version), 0) FROM inventory.units u WHERE u.property_id = p.id)
               ELSE 0 END::bigint AS ledger
     FROM unnest($1::text[], $2::text[], $3::boolean[]) WITH ORDINALITY AS k(tenant_id, id, ledger, i)
     JOIN inventory.properties p ON p.id = k.id AND p.tenant_id = k.tenant_id`,
);

/** Which property's versions a read asks for, and whether with the ledger's sum. */
export interface VersionsKey {
  tenantId: string;
  propertyId: string;
  ledger: boolean;
}

/** A property's catalog_version, and the sum of its units' ledger versions when asked for (else 0). */
export interface PropertyVersions {
  catalog: string;
  ledger: number;
}

/**
 * The property's catalog_version as a statement with its values inlined, for a round trip with
 * BEGIN (inventory.catalog_version_of: a plan kept per connection); null for another tenant's.
 */
export const catalogVersionSql = (tenantId: string, propertyId: string) =>
  `SELECT inventory.catalog_version_of(${sqlLiteral(tenantId)}, ${sqlLiteral(propertyId)}) AS catalog`;

/**
 * Each property's catalog_version and, with `ledger`, the sum of its units' ledger versions, in one
 * query for many (see `coalesced`); undefined for a property the tenant does not have. Every
 * partner read asks it first, so it is a prepared statement.
 */
export async function propertyVersions(
  db: Db,
  keys: readonly VersionsKey[],
): Promise<(PropertyVersions | undefined)[]> {
  const { rows } = await VERSIONS(db, [
    keys.map((k) => k.tenantId),
    keys.map((k) => k.propertyId),
    keys.map((k) => k.ledger),
  ]);
  return inKeyOrder(keys.length, rows, (r) => ({ catalog: r.catalog, ledger: r.ledger }));
}

/**
 * The property's live allocations, change quotes' holds and sale blocks ending after `horizon`, with each unit's ledger
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
     SELECT NULL, 'hold', id, unit_id, room_id, start_date, end_date FROM inventory.change_holds
      WHERE property_id = $1 AND end_date > $2
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
