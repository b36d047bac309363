import type { Db } from "@reservations/service-kit";
import type { LedgerChange, LedgerRow } from "../domain/ledger-projection.js";

/** The property's catalog and ledger versions, in one primary-key read; undefined when the tenant has no such property. */
export async function propertyVersions(
  db: Db,
  tenantId: string,
  propertyId: string,
): Promise<{ catalog: string; ledger: number } | undefined> {
  const { rows } = await db.query<{ catalog: string; ledger: number }>(
    `SELECT catalog_version::text AS catalog, ledger_version AS ledger
       FROM inventory.properties WHERE tenant_id = $1 AND id = $2`,
    [tenantId, propertyId],
  );
  return rows[0];
}

/**
 * The property's live allocations and sale blocks ending after `horizon`, with the ledger version
 * they are exact at, in one statement (one snapshot); undefined when the property is gone.
 */
export async function loadLiveLedger(
  db: Db,
  propertyId: string,
  horizon: string,
): Promise<{ version: number; rows: LedgerRow[] } | undefined> {
  const { rows } = await db.query<LedgerRow & { version: number | null }>(
    `SELECT ledger_version AS version, NULL AS kind, NULL AS id, NULL AS unit_id, NULL AS room_id,
            NULL::date AS start_date, NULL::date AS end_date
       FROM inventory.properties WHERE id = $1
     UNION ALL
     SELECT NULL, 'allocation', id, unit_id, room_id, start_date, end_date FROM inventory.allocations
      WHERE property_id = $1 AND status <> 'released' AND end_date > $2
     UNION ALL
     SELECT NULL, 'block', id, unit_id, room_id, start_date, end_date FROM inventory.sale_blocks
      WHERE property_id = $1 AND end_date > $2`,
    [propertyId, horizon],
  );
  const head = rows.find((r) => r.version !== null);
  if (!head) return undefined;
  return { version: head.version!, rows: rows.filter((r) => r.version === null) };
}

/** The ledger's changes after `version`, in version order (see the ledger-version migration). */
export async function ledgerChangesSince(
  db: Db,
  propertyId: string,
  version: number,
): Promise<LedgerChange[]> {
  const { rows } = await db.query<LedgerChange>(
    `SELECT version, kind, id, live, unit_id, room_id, start_date, end_date FROM inventory.ledger_changes
      WHERE property_id = $1 AND version > $2 ORDER BY version`,
    [propertyId, version],
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
