import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { createLogger, ensureDatabase, everyWithLock, purgeInBatches } from "../src/index.js";

describe("jobs on in-process timers", () => {
  const config = testConfig();
  const log = createLogger({ name: "timers-test", level: "silent" });
  let pool: pg.Pool;
  const table = `public.purge_${config.NATS_NAMESPACE}`;
  beforeAll(async () => {
    await ensureDatabase(config.DATABASE_URL);
    pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 6 });
  });
  afterAll(async () => {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await pool.end();
  });

  it("copies sharing a lock never run the work at once, and each run happens under it", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 40));
      running--;
      runs++;
    };
    // Four copies of a service, each with its own timer, ticking every 10 ms for half a second.
    const copies = Array.from({ length: 4 }, () =>
      everyWithLock({ pool, log }, `lock-test-${config.NATS_NAMESPACE}`, 10, work),
    );
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all(copies.map((c) => c.stop()));
    expect(most).toBe(1);
    expect(runs).toBeGreaterThan(3);
    // A copy asked to run while another holds the lock says so instead of waiting.
    const [a, b] = [0, 1].map(() =>
      everyWithLock({ pool, log }, `now-${config.NATS_NAMESPACE}`, 60_000, work),
    );
    const [first, second] = await Promise.all([a!.runNow(), b!.runNow()]);
    expect([first, second].sort()).toEqual([false, true]);
    await Promise.all([a!.stop(), b!.stop()]);
  });

  it("purges in bounded batches until none is left, and only the rows named", async () => {
    await pool.query(`CREATE TABLE ${table} (id int PRIMARY KEY, old boolean NOT NULL)`);
    await pool.query(`INSERT INTO ${table} SELECT i, i % 3 <> 0 FROM generate_series(1, 1000) i`);
    expect(await purgeInBatches(pool, table, "old", { batch: 100 })).toBe(667);
    const { rows } = await pool.query(`SELECT count(*)::int AS n, bool_or(old) AS any_old FROM ${table}`);
    expect(rows[0]).toEqual({ n: 333, any_old: false });
    // At most maxBatches batches per call: the next call takes the rest.
    await pool.query(`UPDATE ${table} SET old = true`);
    expect(await purgeInBatches(pool, table, "old", { batch: 100, maxBatches: 2 })).toBe(200);
    expect(await purgeInBatches(pool, table, "old", { batch: 100 })).toBe(133);
  });
});
