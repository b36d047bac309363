import type { AriChange, AriKind } from "@reservations/contracts";
import { type CommitPosition, type Db, SETTLED_BELOW } from "@reservations/service-kit";

// The ARI change log (written by the triggers of sql/): read by cursor, in commit order.

export interface AriRow {
  seq: string;
  xid: string;
  at: Date;
  tenant_id: string;
  property_id: string;
  kind: AriKind;
  unit_ids: string[];
  rate_plan_id: string | null;
  from: string | null;
  to: string | null;
}

/**
 * Entries after `after`, oldest first, up to `limit`: one property's of `kinds` (a partner's read,
 * by the property's index), or every property's (the ari.changed sender, by the log's order). With
 * them, the settled bound of this read: every entry of a transaction below it that could be read was
 * read (when fewer than `limit` came), so a reader may stand at the bound next (nextCommitPosition).
 */
export async function readAriChanges(
  db: Db,
  f: {
    of?: { tenantId: string; propertyId: string; kinds: readonly AriKind[] };
    after: CommitPosition;
    limit: number;
  },
): Promise<{ rows: AriRow[]; bound: string }> {
  // Two statements, not one with optional filters: each keeps a plan on the index it reads.
  const only = f.of ? "c.property_id = $4 AND c.tenant_id = $5 AND c.kind = ANY($6::text[]) AND" : "";
  const { rows } = await db.query<AriRow & { bound: string }>(
    `WITH b AS (SELECT ${SETTLED_BELOW} AS x)
     SELECT b.x::text AS bound, c.seq::text, c.change_xid::text AS xid, c.at, c.tenant_id, c.property_id,
            c.kind, c.unit_ids, c.rate_plan_id,
            to_char(c.from_date, 'YYYY-MM-DD') AS from, to_char(c.to_date, 'YYYY-MM-DD') AS to
       FROM b LEFT JOIN LATERAL (
         SELECT * FROM inventory.ari_changes c
          WHERE ${only} (c.change_xid, c.seq) > ($1::xid8, $2::bigint) AND c.change_xid < b.x
          ORDER BY c.change_xid, c.seq LIMIT $3) c ON true`,
    [f.after.x, f.after.s, f.limit, ...(f.of ? [f.of.propertyId, f.of.tenantId, f.of.kinds] : [])],
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
