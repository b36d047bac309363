import type { AriChanged } from "@reservations/contracts";
import {
  type Db,
  everyWithLock,
  insertOutboxEvent,
  inTransaction,
  type LockedTimer,
  newEvent,
  nextCommitPosition,
  type ServiceKit,
} from "@reservations/service-kit";
import type { Pool } from "pg";
import { mergeAri } from "../domain/ari-merge.js";
import { ariEntry, readAriChanges } from "../store/ari-changes.js";
import { INVENTORY_OUTBOX } from "../store/outbox.js";

// ari.changed events: the sender follows the whole ARI change log in commit order, keeps each
// property's entries merged, and sends a property's merge at most once every 5 s, through the outbox
// in the same transaction as its place in the log (nothing sent twice, nothing skipped).

/** At most one ari.changed per property in this time. */
export const ARI_EVENT_EVERY_MS = 5000;
const ROUND_ENTRIES = 2000;

/**
 * One round: the log's settled entries since the last round merged into their properties' waiting
 * entries, and the events of the properties whose last one is 5 s old or more: the events sent, and
 * whether the round read as much as it may (more may wait).
 */
export async function sendAriEvents(pool: Pool): Promise<{ sent: number; full: boolean }> {
  return inTransaction(pool, async (tx) => {
    const { rows: feed } = await tx.query<{ x: string; s: string }>(
      "SELECT change_xid::text AS x, seq::text AS s FROM inventory.ari_feed FOR UPDATE",
    );
    const after = feed[0]!;
    const { rows, bound } = await readAriChanges(tx, { after, limit: ROUND_ENTRIES });
    const merged = new Map<string, { tenant: string; entry: AriChanged | null }>();
    for (const r of rows) {
      const kept = merged.get(r.property_id);
      merged.set(r.property_id, { tenant: r.tenant_id, entry: mergeAri(kept?.entry ?? null, ariEntry(r)) });
    }
    if (merged.size > 0) await keepMerged(tx, merged);
    const sent = await sendDue(tx);
    const next = nextCommitPosition(rows, ROUND_ENTRIES, bound, after);
    await tx.query("UPDATE inventory.ari_feed SET change_xid = $1::xid8, seq = $2::bigint", [next.x, next.s]);
    return { sent, full: rows.length === ROUND_ENTRIES };
  });
}

/** The round's merges folded into each property's waiting entry. */
async function keepMerged(
  tx: Db,
  merged: Map<string, { tenant: string; entry: AriChanged | null }>,
): Promise<void> {
  const ids = [...merged.keys()];
  const { rows } = await tx.query<{ property_id: string; entry: AriChanged | null }>(
    "SELECT property_id, entry FROM inventory.ari_pending WHERE property_id = ANY($1) FOR UPDATE",
    [ids],
  );
  const waiting = new Map(rows.map((r) => [r.property_id, r.entry]));
  const entries = ids.map((id) => {
    const round = merged.get(id)!.entry!;
    return mergeAri(waiting.get(id) ?? null, round);
  });
  await tx.query(
    `INSERT INTO inventory.ari_pending (property_id, tenant_id, entry)
     SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[])
     ON CONFLICT (property_id) DO UPDATE SET entry = excluded.entry`,
    [ids, ids.map((id) => merged.get(id)!.tenant), entries.map((e) => JSON.stringify(e))],
  );
}

/** The waiting entries of properties not sent to in the last 5 s, written to the outbox as ari.changed. */
async function sendDue(tx: Db): Promise<number> {
  const { rows } = await tx.query<{ property_id: string; tenant_id: string; entry: AriChanged }>(
    `UPDATE inventory.ari_pending p SET entry = NULL, sent_at = now()
       FROM (SELECT property_id, entry FROM inventory.ari_pending
              WHERE entry IS NOT NULL AND (sent_at IS NULL OR sent_at <= now() - make_interval(secs => $1::double precision / 1000))
              FOR UPDATE) due
      WHERE p.property_id = due.property_id
      RETURNING p.property_id, p.tenant_id, due.entry`,
    [ARI_EVENT_EVERY_MS],
  );
  for (const r of rows) {
    await insertOutboxEvent(
      tx,
      INVENTORY_OUTBOX,
      newEvent("ari.changed", r.entry, { tenant_id: r.tenant_id, property_id: r.property_id }),
    );
  }
  return rows.length;
}

/**
 * Runs the sender every second, one copy at a time, rounds back to back while the log holds more
 * than a round, and has the outbox publish what a round wrote.
 */
export function startAriEvents(kit: ServiceKit, onSent: () => void): LockedTimer {
  const timer = everyWithLock(kit, "inventory.ari-events", 1000, async () => {
    for (let round = 0; round < 10; round++) {
      const { sent, full } = await sendAriEvents(kit.pool);
      if (sent > 0) onSent();
      if (!full) break;
    }
  });
  kit.onClose(() => timer.stop());
  return timer;
}
