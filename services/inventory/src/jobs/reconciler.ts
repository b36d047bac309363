import { bookingOps } from "@reservations/contracts";
import {
  everyWithLock,
  inTransaction,
  type LockedTimer,
  purgePublished,
  type ServiceKit,
} from "@reservations/service-kit";
import { sweepChangeQuotes } from "../handlers/change-quotes.js";
import { pruneAriChanges } from "../store/ari-changes.js";
import { commitAllocation, releaseAllocation, stalePending } from "../store/ledger.js";
import { pruneLedgerChanges } from "../store/ledger-changes.js";
import { INVENTORY_OUTBOX } from "../store/outbox.js";

/**
 * Pending allocations older than the grace period are settled by the booking service: every id
 * with no booking is given up there for good (no transaction can book it any more), so its room is
 * released here without a race; a booked one is committed, or released if it is cancelled (final).
 * The booking service gives up on an allocation long before this grace ends (its saga's bounds),
 * so this only ever finds what a crash left behind.
 */
export async function reconcile(
  kit: ServiceKit,
  graceMs: number,
  /** One hotel only (an operator's targeted run, and tests sharing a database). */
  tenantId: string | null = null,
): Promise<{ committed: number; released: number }> {
  const stale = await stalePending(kit.pool, graceMs, 200, tenantId);
  if (stale.length === 0) return { committed: 0, released: 0 };
  const { outcomes } = await kit.client.request(
    bookingOps.settle,
    { booking_ids: stale.map((s) => s.booking_id) },
    { request_id: "reconciler", actor: "system" },
  );
  let committed = 0;
  let released = 0;
  for (const { booking_id, outcome, status } of outcomes) {
    if (outcome === "booked" && status !== "cancelled" && status !== "no_show") {
      await commitAllocation(kit.pool, booking_id);
      committed++;
    } else {
      await inTransaction(kit.pool, (tx) => releaseAllocation(tx, booking_id));
      released++;
    }
  }
  if (released > 0) kit.log.warn({ released }, "released allocations whose booking never appeared");
  return { committed, released };
}

/** How long the ledger's change log is kept: a copy of the service idle for longer reloads a property's ledger whole. */
export const LEDGER_CHANGES_KEPT_MS = 600_000;

/**
 * Runs the reconciler every `everyMs` on this process's timer, one copy at a time (an advisory
 * lock): nothing about it lives in Redis, so a flush or an outage of Redis cannot stop it. Each
 * round also ends change quotes past their time (their hold with them), prunes the ledger's change
 * log, the ARI change log's entries past their 7 days, and the outbox's events published over 7 days ago.
 */
export function startReconciler(kit: ServiceKit, options: { graceMs: number; everyMs: number }): LockedTimer {
  const timer = everyWithLock(kit, "inventory.reconcile", options.everyMs, async () => {
    try {
      await reconcile(kit, options.graceMs);
    } catch (err) {
      // The booking service being away is not a reason to release anything; try next round.
      kit.log.warn({ err: (err as Error).message }, "reconciler round skipped");
    }
    await sweepChangeQuotes(kit).catch((err: Error) => {
      // The booking service being away is no reason to end a quote it may have applied.
      kit.log.warn({ err: err.message }, "change quote sweep skipped");
    });
    await pruneLedgerChanges(kit.pool, LEDGER_CHANGES_KEPT_MS).catch((err: Error) => {
      kit.log.warn({ err: err.message }, "ledger change log not pruned this round");
    });
    await pruneAriChanges(kit.pool).catch((err: Error) => {
      kit.log.warn({ err: err.message }, "ARI change log not pruned this round");
    });
    await purgePublished(kit.pool, INVENTORY_OUTBOX).catch((err: Error) => {
      kit.log.warn({ err: err.message }, "outbox not pruned this round");
    });
  });
  kit.onClose(() => timer.stop());
  return timer;
}
