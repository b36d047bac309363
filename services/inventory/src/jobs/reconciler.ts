import { bookingOps } from "@reservations/contracts";
import { inTransaction, type ServiceKit } from "@reservations/service-kit";
import { Queue, Worker } from "bullmq";
import { commitAllocation, releaseAllocation, stalePending } from "../store/ledger.js";

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
    if (outcome === "booked" && status !== "cancelled") {
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

export function startReconciler(kit: ServiceKit, options: { graceMs: number; everyMs: number }): void {
  const connection = kit.redis();
  const name = "inventory-reconciler";
  const queue = new Queue(name, { connection, prefix: kit.config.REDIS_PREFIX });
  queue.on("error", (err) => kit.log.warn({ err: err.message }, "reconciler queue error"));
  const schedule = () =>
    void queue
      .upsertJobScheduler(
        "reconcile",
        { every: options.everyMs },
        { name: "reconcile", opts: { removeOnComplete: 100, removeOnFail: 100 } },
      )
      .catch((err) => kit.log.warn({ err }, "could not schedule the reconciler"));
  schedule();
  // Redis keeps nothing on disk: one that restarted has lost the scheduler, so put it back on every reconnect.
  connection.on("ready", schedule);
  const worker = new Worker(
    name,
    async () => {
      try {
        return await reconcile(kit, options.graceMs);
      } catch (err) {
        // The booking service being away is not a reason to release anything; try next round.
        kit.log.warn({ err: (err as Error).message }, "reconciler round skipped");
        return { committed: 0, released: 0 };
      }
    },
    { connection, prefix: kit.config.REDIS_PREFIX, concurrency: 1 },
  );
  worker.on("error", (err) => kit.log.warn({ err: err.message }, "reconciler worker error"));
  kit.onClose(async () => {
    connection.off("ready", schedule);
    await worker.close();
    await queue.close();
  });
}
