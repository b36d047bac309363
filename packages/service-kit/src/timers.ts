import type { Pool } from "./db.js";
import type { Logger } from "./logger.js";

/** A 32-bit key for an advisory lock, from a name (stable across processes and versions). */
export function lockKey(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export interface LockedTimer {
  /** Runs the work now (under the lock), as a tick would; false when another copy held the lock. */
  runNow(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Runs `work` every `everyMs` in this process, under a Postgres advisory lock named `name`: copies
 * of a service take turns and never run it at once, and nothing depends on Redis (a flush or an
 * outage of Redis stops nothing). A failed run is logged; the next tick tries again.
 */
export function everyWithLock(
  deps: { pool: Pool; log: Logger },
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
): LockedTimer {
  const key = lockKey(name);
  let running: Promise<boolean> | undefined;
  const runNow = (): Promise<boolean> => {
    running ??= (async () => {
      const client = await deps.pool.connect();
      let broken: Error | undefined;
      try {
        const { rows } = await client.query<{ got: boolean }>("SELECT pg_try_advisory_lock($1) AS got", [
          key,
        ]);
        if (!rows[0]?.got) return false;
        try {
          await work();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [key]).catch((err: Error) => {
            broken = err; // a lost connection lets its lock go with it
          });
        }
        return true;
      } finally {
        client.release(broken);
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    runNow().catch((err) => deps.log.warn({ err: (err as Error).message, job: name }, "job round failed"));
  }, everyMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => false);
    },
  };
}

/**
 * Deletes rows past their lifecycle in batches, so no statement holds locks or builds WAL for
 * long: `table` and `where` name the rows (trusted SQL of the caller's own), deleted `batch` at a
 * time until fewer remain, at most `maxBatches` per call (the next run takes the rest).
 */
export async function purgeInBatches(
  db: Pool,
  table: string,
  where: string,
  options: { batch?: number; maxBatches?: number } = {},
): Promise<number> {
  const batch = options.batch ?? 5000;
  let total = 0;
  for (let i = 0; i < (options.maxBatches ?? 20); i++) {
    const { rowCount } = await db.query(
      `DELETE FROM ${table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} WHERE ${where} LIMIT ${batch}))`,
    );
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < batch) break;
  }
  return total;
}
