import type { ServiceKit } from "@reservations/service-kit";
import { Queue, Worker } from "bullmq";
import type { RequestStore } from "../store/requests.js";

/** SPEC Limits: the request log is kept 90 days. */
export const REQUEST_RETENTION_DAYS = 90;
export const RETENTION_QUEUE = "keys-request-retention";
export const RETENTION_SCHEDULER = "request-log-retention";
// Hourly; BullMQ also runs an `every` scheduler once at start, so a fresh deployment purges at once.
const EVERY_MS = 60 * 60 * 1000;
const BATCH = 5_000;

/**
 * Deletes request-log entries older than the retention, in batches, so no single statement
 * holds locks on a large range for long. Returns how many it deleted.
 */
export async function purgeOldRequests(
  store: RequestStore,
  options: { days?: number; batch?: number } = {},
): Promise<number> {
  const days = options.days ?? REQUEST_RETENTION_DAYS;
  const batch = options.batch ?? BATCH;
  let total = 0;
  for (;;) {
    const deleted = await store.deleteOlderThan(days, batch);
    total += deleted;
    if (deleted < batch) return total;
  }
}

/** An hourly job, scheduled once for all copies of the service, that any copy's worker runs. */
export async function startRequestRetention(kit: ServiceKit, store: RequestStore): Promise<void> {
  const connection = kit.redis();
  const prefix = kit.config.REDIS_PREFIX;
  const queue = new Queue(RETENTION_QUEUE, { connection, prefix });
  queue.on("error", (err) => kit.log.warn({ err: err.message }, "retention queue error"));
  const worker = new Worker(
    RETENTION_QUEUE,
    async () => {
      const deleted = await purgeOldRequests(store);
      if (deleted > 0) kit.log.info({ deleted }, "old request-log entries deleted");
      return { deleted };
    },
    { connection, prefix, concurrency: 1 },
  );
  // Without a listener an emitted error would be thrown; the next run retries anyway.
  worker.on("error", (err) => kit.log.warn({ err }, "request retention worker error"));
  worker.on("failed", (_job, err) => kit.log.warn({ err }, "request retention run failed"));
  kit.onClose(async () => {
    await worker.close();
    await queue.close();
  });
  const schedule = () =>
    queue.upsertJobScheduler(
      RETENTION_SCHEDULER,
      { every: EVERY_MS },
      { name: "purge", opts: { removeOnComplete: 24, removeOnFail: 24 } },
    );
  await schedule();
  // Redis keeps nothing on disk: after a restart the scheduler is gone, so put it back on every reconnect.
  const onReady = () =>
    void schedule().catch((err) => kit.log.warn({ err: (err as Error).message }, "retention not scheduled"));
  connection.on("ready", onReady);
  kit.onClose(() => {
    connection.off("ready", onReady);
  });
}
