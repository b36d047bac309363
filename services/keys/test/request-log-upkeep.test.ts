import { spawn } from "node:child_process";
import { keysOps } from "@reservations/contracts";
import {
  createLogger,
  createPool,
  deleteNamespaceStreams,
  type Pool,
  runNatsSetup,
  serviceDatabaseUrl,
  startService,
} from "@reservations/service-kit";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { freePort } from "../../../test/support/net.js";
import { partitionDay, partitionName } from "../src/domain/request-partitions.js";
import { RequestLogUpkeep } from "../src/jobs/request-log-upkeep.js";
import { keysService } from "../src/service.js";
import {
  ensurePartition,
  partitionNames,
  releaseUpkeepLock,
  tryUpkeepLock,
} from "../src/store/request-partitions.js";
import { eventually, type KeysHarness, merchant, startKeys, utcDay } from "./harness.js";

const DAY = 86_400_000;
const quiet = createLogger({ name: "upkeep-test", level: "silent" });

let h: KeysHarness;
let pool: Pool;
beforeAll(async () => {
  h = await startKeys();
  pool = h.service.kit.pool;
});
afterAll(() => h?.stop());

const exists = async (day: string): Promise<boolean> =>
  (await pool.query("SELECT to_regclass($1) IS NOT NULL AS there", [`keys.${partitionName(day)}`])).rows[0]
    .there;
const attachedDays = async () => (await partitionNames(pool)).flatMap((n) => partitionDay(n) ?? []);
const dropDay = (day: string) => pool.query(`DROP TABLE IF EXISTS keys.${partitionName(day)}`);
const record = (key: { id: string; tenant: string }, entries: { at: Date | string; path: string }[]) =>
  h.call(keysOps.recordRequests, {
    entries: entries.map(({ at, path }) => ({
      key_id: key.id,
      tenant_id: key.tenant,
      method: "GET",
      path,
      status: 200,
      duration_ms: 1.5,
      ip: null,
      occurred_at: typeof at === "string" ? at : at.toISOString(),
    })),
  });

describe("request log upkeep: partitions made and dropped", () => {
  it("makes today and the next 7 days, and drops the days past 90 days with their entries, keeping newer ones", async () => {
    const key = await h.newKey();
    await dropDay(utcDay(3));
    await dropDay(utcDay(7));
    // Old days the service never made itself (as left by a service that was down for weeks).
    expect(await ensurePartition(pool, utcDay(-120))).toBe(true);
    expect(await ensurePartition(pool, utcDay(-91))).toBe(true);
    const now = Date.now();
    const res = await record(key, [
      { at: `${utcDay(-120)}T12:00:00.000Z`, path: "/old-120" },
      { at: `${utcDay(-91)}T23:59:59.999Z`, path: "/old-91" },
      { at: new Date(now - 90 * DAY + 60_000), path: "/kept-90" },
      { at: new Date(now - 89 * DAY), path: "/kept-89" },
      { at: new Date(now - 60_000), path: "/kept-now" },
    ]);
    expect(res).toMatchObject({ status: 200, body: { recorded: 5 } });

    const run = await new RequestLogUpkeep(pool, quiet).run();
    expect(run).toEqual({
      created: [utcDay(3), utcDay(7)],
      dropped: [utcDay(-120), utcDay(-91)],
      failed: [],
    });

    const days = await attachedDays();
    for (let ahead = 0; ahead <= 7; ahead++) expect(days).toContain(utcDay(ahead));
    expect(await exists(utcDay(-120))).toBe(false);
    expect(await exists(utcDay(-91))).toBe(false);
    const { rows } = await pool.query(
      "SELECT count(*)::integer AS n FROM keys.requests WHERE occurred_at < $1",
      [`${utcDay(-90)}T00:00:00Z`],
    );
    expect(rows[0].n).toBe(0);
    const page = await h.call(keysOps.listRequests, { key_id: key.id }, merchant(key.tenant));
    expect(page.body.data.map((e: { path: string }) => e.path)).toEqual([
      "/kept-now",
      "/kept-89",
      "/kept-90",
    ]);

    // A second run finds nothing to do.
    expect(await new RequestLogUpkeep(pool, quiet).run()).toEqual({ created: [], dropped: [], failed: [] });
  });
});

describe("request log upkeep: two copies, and Redis flushed", () => {
  it("runs in two copies at once without failing: one skips while the other holds the lock, inserts racing them still land", async () => {
    const key = await h.newKey();
    // Two copies of the service: each connects as the keys service's role.
    const pools = [
      createPool(serviceDatabaseUrl(h.config, "keys"), { max: 3 }),
      createPool(serviceDatabaseUrl(h.config, "keys"), { max: 3 }),
    ];
    const copies = pools.map((p) => new RequestLogUpkeep(p, quiet));
    try {
      for (let round = 0; round < 5; round++) {
        await dropDay(utcDay(7));
        const [a, b, res] = await Promise.all([
          copies[0]!.run(),
          copies[1]!.run(),
          record(key, [{ at: `${utcDay(7)}T12:00:00.000Z`, path: `/ahead-${round}` }]),
        ]);
        expect(
          [a, b].some((r) => r !== null),
          `round ${round}`,
        ).toBe(true);
        for (const r of [a, b]) if (r) expect(r.failed, `round ${round}`).toEqual([]);
        expect(res, `round ${round}`).toMatchObject({ status: 200, body: { recorded: 1 } });
        expect(await exists(utcDay(7)), `round ${round}`).toBe(true);
      }

      // Another copy holds the lock: this one does nothing and says so.
      const holder = await pools[1]!.connect();
      try {
        expect(await tryUpkeepLock(holder)).toBe(true);
        await dropDay(utcDay(6));
        expect(await copies[0]!.run()).toBeNull();
        expect(await exists(utcDay(6))).toBe(false);
      } finally {
        await releaseUpkeepLock(holder);
        holder.release();
      }
      // Once that copy is done, the lock is free again.
      expect((await copies[0]!.run())?.created).toEqual([utcDay(6)]);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });

  it("keeps the days ahead on its timer through a Redis FLUSHALL, never touching Redis", async () => {
    // A Redis of its own, so that FLUSHALL empties nothing another test uses.
    const port = await freePort();
    const redisServer = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, retryStrategy: () => 100 });
    probe.on("error", () => {});
    try {
      await eventually(async () => expect(await probe.ping()).toBe("PONG"), 10_000);
      await dropDay(utcDay(5));
      const config = testConfig({
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REQUEST_LOG_UPKEEP_EVERY_MS: "100",
      });
      await runNatsSetup(config, {});
      const service = await startService(keysService, { config, log: quiet });
      try {
        expect(await exists(utcDay(5))).toBe(true);
        expect(await probe.flushall()).toBe("OK");
        await dropDay(utcDay(5));
        await eventually(async () => expect(await exists(utcDay(5))).toBe(true), 5000);
        // Nothing of the upkeep is in Redis, and the service never even connected to it.
        expect(await probe.dbsize()).toBe(0);
        const clients = String(await probe.call("CLIENT", "LIST"))
          .trim()
          .split("\n");
        expect(clients).toHaveLength(1);
      } finally {
        await service.stop();
        await deleteNamespaceStreams(h.nc, config.NATS_NAMESPACE);
      }
    } finally {
      probe.disconnect();
      redisServer.kill("SIGTERM");
    }
  });
});
