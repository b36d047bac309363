import type { AriChange, AriKind } from "@reservations/contracts";
import { type CommitPosition, type Db, SETTLED_BELOW } from "@reservations/service-kit";

// The ARI change log (written by the triggers of sql/): read by cursor, in commit order.

export interface AriRow {
  seq: string;
  xid: string;
  at: Date;
  kind: AriKind;
  unit_ids: string[];
  rate_plan_id: string | null;
  from: string | null;
  to: string | null;
}

/**
 * The property's entries of `kinds` after `after`, oldest first, up to `limit`, and the settled
 * bound of this read: every entry of a transaction below it that could be read was read (when
 * fewer than `limit` came), so a reader may stand at the bound next.
 */
export async function readAriChanges(
  db: Db,
  f: {
    tenantId: string;
    propertyId: string;
    after: CommitPosition;
    kinds: readonly AriKind[];
    limit: number;
  },
): Promise<{ rows: AriRow[]; bound: string }> {
  const { rows } = await db.query<AriRow & { bound: string }>(
    `WITH b AS (SELECT ${SETTLED_BELOW} AS x)
     SELECT b.x::text AS bound, c.seq::text, c.change_xid::text AS xid, c.at, c.kind, c.unit_ids, c.rate_plan_id,
            to_char(c.from_date, 'YYYY-MM-DD') AS from, to_char(c.to_date, 'YYYY-MM-DD') AS to
       FROM b LEFT JOIN LATERAL (
         SELECT * FROM inventory.ari_changes c
          WHERE c.property_id = $1 AND c.tenant_id = $2 AND (c.change_xid, c.seq) > ($3::xid8, $4::bigint)
            AND c.change_xid < b.x AND c.kind = ANY($5::text[])
          ORDER BY c.change_xid, c.seq LIMIT $6) c ON true`,
    [f.propertyId, f.tenantId, f.after.x, f.after.s, f.kinds, f.limit],
  );
  const bound = rows[0]!.bound;
  return { rows: rows.filter((r) => r.seq !== null), bound };
}

/** An entry as partners read it. */
export const ariEntry = (r: AriRow): AriChange => ({
  id: `ari_${r.seq}`,
  at: r.at.toISOString(),
  kind: r.kind,
  unit_ids: r.unit_ids,
  rate_plan_id: r.rate_plan_id,
  from: r.from,
  to: r.to,
});

/** How long entries are kept; a cursor older than this is ARI_CURSOR_EXPIRED. */
export const ARI_CHANGES_KEPT_MS = 7 * 86_400_000;
/** Entries outlive their 7 days by this much: a transaction's entries are stamped at its start, a cursor at its read. */
const PRUNE_MARGIN_MS = 3_600_000;

/** Removes entries past their time (the reconciler's round). */
export async function pruneAriChanges(db: Db, keptMs = ARI_CHANGES_KEPT_MS): Promise<number> {
  const { rowCount } = await db.query(
    "DELETE FROM inventory.ari_changes WHERE at < now() - make_interval(secs => $1::double precision / 1000)",
    [keptMs + PRUNE_MARGIN_MS],
  );
  return rowCount ?? 0;
}
