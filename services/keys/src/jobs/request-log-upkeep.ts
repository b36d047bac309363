import type { Logger, Pool } from "@reservations/service-kit";
import { partitionDay, partitionName, upkeepPlan, utcDay } from "../domain/request-partitions.js";
import {
  dropPartition,
  ensurePartition,
  partitionNames,
  releaseUpkeepLock,
  tryUpkeepLock,
} from "../store/request-partitions.js";

/** What one run did: partitions made and dropped (days), and steps that failed and wait for the next run. */
export interface UpkeepRun {
  created: string[];
  dropped: string[];
  failed: string[];
}

/**
 * Keeps the request log's partitions: the next days made ahead, the days past the retention
 * dropped. On a timer in every copy of the keys service, guarded by a Postgres advisory lock so
 * one copy runs at a time; nothing of it lives in Redis, so it cannot be lost with Redis's data.
 * Each partition is one short statement of its own, and a run drops a bounded number of days.
 */
export class RequestLogUpkeep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
  ) {}

  /** One run; null when another copy holds the lock (it does the same work). */
  async run(now = new Date()): Promise<UpkeepRun | null> {
    const client = await this.pool.connect();
    let locked = false;
    let broken: Error | undefined;
    try {
      locked = await tryUpkeepLock(client);
      if (!locked) return null;
      const days = (await partitionNames(this.pool)).flatMap((name) => partitionDay(name) ?? []);
      const plan = upkeepPlan(days, utcDay(now));
      const done: UpkeepRun = { created: [], dropped: [], failed: [] };
      for (const day of plan.create) {
        await this.step(done, day, async () => {
          if (await ensurePartition(this.pool, day)) done.created.push(day);
        });
      }
      for (const day of plan.drop) {
        await this.step(done, day, async () => {
          await dropPartition(this.pool, partitionName(day));
          done.dropped.push(day);
        });
      }
      if (done.created.length + done.dropped.length + done.failed.length > 0) {
        this.log.info(done, "request log partitions kept");
      }
      return done;
    } catch (err) {
      broken = err as Error;
      throw err;
    } finally {
      // A session lock dies with its connection: a client that failed is closed, not reused.
      if (locked && !broken) await releaseUpkeepLock(client).catch((err: Error) => (broken = err));
      client.release(broken);
    }
  }

  /** A failed step (a drop that could not get its lock in time) is left to the next run. */
  private async step(done: UpkeepRun, day: string, fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (err) {
      done.failed.push(day);
      this.log.warn(
        { err: (err as Error).message, day },
        "request log partition not kept; the next run retries",
      );
    }
  }

  start(everyMs: number): void {
    this.timer = setInterval(() => {
      this.running ??= this.run()
        .catch((err) => this.log.warn({ err: (err as Error).message }, "request log upkeep failed"))
        .finally(() => {
          this.running = undefined;
        });
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
