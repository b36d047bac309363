import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { reconcile } from "../../services/inventory/src/jobs/reconciler.js";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import { bookUntilFinal, childEnv, Fleet, seedHotel, Tally, testPool } from "./support.js";

const CLIENTS = 60;
const CONCURRENCY = 12;
const KILL_AFTER = 12;

/**
 * CLIENTS clients booking at once, CONCURRENCY at a time, each retrying with its own Idempotency-Key
 * until its answer is final; booking#1 is SIGKILLed once KILL_AFTER bookings succeeded.
 */
async function burstWithAKill(call: Call, h: Awaited<ReturnType<typeof seedHotel>>, fleet: Fleet) {
  // Every client has its own unit/night and its own Idempotency-Key.
  const clients = Array.from({ length: CLIENTS }, (_, i) => ({
    key: randomUUID(),
    body: {
      unit_id: h.units[i % h.units.length]!,
      rate_plan_id: h.plan,
      start_date: inDays(10 + Math.floor(i / h.units.length)),
      end_date: inDays(11 + Math.floor(i / h.units.length)),
    },
  }));
  const queue = [...clients];
  const tally = new Tally();
  const results = new Map<string, { status?: number; id?: string; retried: string[]; ms: number }>();
  let ok = 0;
  let killedAt = 0;
  const burstStart = Date.now();
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const out = await bookUntilFinal(call, h.key.secret, c.body, c.key, {
        tally,
        deadlineMs: 75_000,
        pauseMs: 250,
      });
      results.set(c.key, {
        status: out.res?.status,
        id: out.res?.body?.data?.id,
        retried: out.retried,
        ms: out.ms,
      });
      if (out.res?.status === 201 && ++ok === KILL_AFTER && !killedAt) {
        killedAt = Date.now();
        fleet.kill("booking#1");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const burstMs = Date.now() - burstStart;
  return { clients, results, tally, killedAt, burstStart, burstMs };
}

describe("SIGKILL of a booking copy mid-burst", () => {
  // A short request timeout: a request lost with the killed copy answers 503 after 2 s, then is retried.
  const config = testConfig({ NATS_REQUEST_TIMEOUT_MS: "2000" });
  const fleet = new Fleet(childEnv(config));
  const pool = testPool();
  let mesh: TestMesh | undefined;
  afterAll(async () => {
    await fleet.stopAll();
    await mesh?.stop();
    await pool.end();
  });

  it("clients retrying with their Idempotency-Key end with exactly one booking each; no orphan allocation after reconciliation", async () => {
    mesh = await startTestMesh({ config, without: ["booking"] });
    await Promise.all([fleet.start("booking", "booking#1"), fleet.start("booking", "booking#2")]);
    const call = httpClient(mesh.url);
    const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Sigkill", units: 10 });

    const { clients, results, tally, killedAt, burstStart, burstMs } = await burstWithAKill(call, h, fleet);
    expect(killedAt).toBeGreaterThan(0);
    const killed = await fleet.stop("booking#1");

    const all = [...results.values()];
    const retriedClients = all.filter((r) => r.retried.length > 0);
    const slowest = Math.max(...all.map((r) => r.ms));
    console.log(
      `burst: ${CLIENTS} clients, ${CONCURRENCY} at a time, booking#1 SIGKILLed (${killed.signal}) after ${KILL_AFTER} bookings, ${killedAt - burstStart} ms in; burst took ${burstMs} ms`,
    );
    console.log(`attempts: ${tally.summary()}`);
    console.log(
      `clients that had to retry: ${retriedClients.length} (${retriedClients.map((r) => r.retried.length).join(", ")} retries); slowest client ${slowest} ms`,
    );
    console.log(
      `retry causes: 503 ${tally.count((l) => l.includes(" 503"))}, in flight ${tally.count((l) => l.includes("IDEMPOTENCY_IN_FLIGHT"))}, network ${tally.network}`,
    );

    // Each client: a final 201, and one booking with the id it was given.
    expect(all.filter((r) => r.status !== 201)).toEqual([]);
    const reconciled = await reconcile(mesh.services.inventory.kit, 0, h.tenant.id);
    console.log(`reconcile(grace 0): ${JSON.stringify(reconciled)}`);

    const { rows: perStay } = await pool.query(
      `SELECT unit_id, start_date, count(*)::int AS n, array_agg(id) AS ids FROM booking.bookings
        WHERE tenant_id = $1 AND status <> 'cancelled' GROUP BY unit_id, start_date`,
      [h.tenant.id],
    );
    const { rows: perKey } = await pool.query(
      `SELECT idempotency_key, state, response_status, booking_id FROM booking.idempotency WHERE key_id = $1`,
      [h.key.id],
    );
    const { rows: orphans } = await pool.query(
      `SELECT a.booking_id, a.status FROM inventory.allocations a
        WHERE a.tenant_id = $1 AND a.status <> 'released'
          AND NOT EXISTS (SELECT 1 FROM booking.bookings b WHERE b.id = a.booking_id AND b.status <> 'cancelled')`,
      [h.tenant.id],
    );
    const { rows: withoutRoom } = await pool.query(
      `SELECT b.id FROM booking.bookings b
        WHERE b.tenant_id = $1 AND b.status <> 'cancelled'
          AND NOT EXISTS (SELECT 1 FROM inventory.allocations a WHERE a.booking_id = b.id AND a.status <> 'released')`,
      [h.tenant.id],
    );
    const { rows: counts } = await pool.query(
      `SELECT (SELECT count(*)::int FROM booking.bookings WHERE tenant_id = $1) AS bookings,
              (SELECT count(*)::int FROM inventory.allocations WHERE tenant_id = $1 AND status <> 'released') AS live_allocations,
              (SELECT count(*)::int FROM inventory.allocations WHERE tenant_id = $1 AND status = 'released') AS released_allocations`,
      [h.tenant.id],
    );
    console.log(`after reconciliation: ${JSON.stringify(counts[0])}, orphan allocations ${orphans.length}`);

    expect(perStay).toHaveLength(CLIENTS);
    expect(perStay.filter((r) => r.n !== 1)).toEqual([]);
    expect(counts[0].bookings).toBe(CLIENTS);
    expect(perKey).toHaveLength(CLIENTS);
    for (const c of clients) {
      const record = perKey.find((r) => r.idempotency_key === c.key);
      expect(record, c.key).toMatchObject({ state: "done", response_status: 201 });
      expect(record!.booking_id).toBe(results.get(c.key)!.id);
    }
    expect(orphans).toEqual([]);
    expect(withoutRoom).toEqual([]);
    expect(fleet.crashes).toEqual([]);
    expect(tally.serverErrors).toBe(tally.count((l) => l.includes(" 503 SERVICE_UNAVAILABLE")));
  }, 150_000);
});
