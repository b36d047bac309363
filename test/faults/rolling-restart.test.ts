import { randomUUID } from "node:crypto";
import type { ServiceName } from "@reservations/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startGateway } from "../support/mesh.js";
import {
  bookUntilFinal,
  childEnv,
  Fleet,
  seedHotel,
  sleep,
  Tally,
  testPool,
  timed,
  until,
} from "./support.js";

const SERVICES: ServiceName[] = ["keys", "inventory", "booking", "webhooks"];
const MIN_LOAD_MS = 20_000;
const MAX_LOAD_MS = 90_000;
/** A steady load, not a saturating one: the copies restarting need CPU too (two cores). */
const PAUSE_MS = 40;

const config = testConfig();
const fleet = new Fleet(childEnv(config));
const pool = testPool();
let gateway: { url: string; stop(): Promise<void> } | undefined;
afterAll(async () => {
  await gateway?.stop();
  await fleet.stopAll();
  await pool.end();
});

/** Two copies of each service as processes, one gateway in this process. */
async function startEveryCopy(): Promise<Call> {
  const boot = Date.now();
  await Promise.all(SERVICES.flatMap((s) => [1, 2].map((i) => fleet.start(s, `${s}#${i}`))));
  gateway = await startGateway(config);
  const call = httpClient(gateway.url);
  await until(
    "every service up",
    async () => ((await call("GET", "/health")).body.status === "ok" ? true : undefined),
    30_000,
  );
  console.log(`8 service processes up in ${Date.now() - boot} ms`);
  return call;
}

/** Distinct unit/nights, so every booking should be created: 20 units × 150 nights. */
function distinctStays(h: Awaited<ReturnType<typeof seedHotel>>) {
  return Array.from({ length: 150 }, (_, d) =>
    h.units.map((unit_id) => ({
      unit_id,
      rate_plan_id: h.plan,
      start_date: inDays(5 + d),
      end_date: inDays(6 + d),
    })),
  ).flat();
}

/** Two readers and three bookers (each retrying until its answer is final) until stopped. */
function startLoad(call: Call, token: string, jobs: ReturnType<typeof distinctStays>) {
  const reads = new Tally();
  const bookings = new Tally();
  const created: string[] = [];
  const otherFinal: string[] = [];
  let retries = 0;
  let stop = false;
  const loadStart = Date.now();

  const reader = async () => {
    for (let i = 0; !stop && Date.now() - loadStart < MAX_LOAD_MS; i++) {
      const r =
        i % 2 === 0
          ? await timed(() =>
              call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(24)}`, { token }),
            )
          : await timed(() => call("GET", "/api/v1/properties", { token }));
      reads.add(i % 2 === 0 ? "availability" : "properties", r);
      await sleep(PAUSE_MS);
    }
  };
  const booker = async () => {
    while (!stop && Date.now() - loadStart < MAX_LOAD_MS) {
      const job = jobs.shift();
      if (!job) return;
      const out = await bookUntilFinal(call, token, job, randomUUID(), {
        tally: bookings,
        deadlineMs: 45_000,
      });
      retries += out.retried.length;
      if (out.res?.status === 201) created.push(out.res.body.data.id);
      else otherFinal.push(`${out.res?.status} ${JSON.stringify(out.res?.body)}`);
      await sleep(PAUSE_MS);
    }
  };
  const running = Promise.all([reader(), reader(), booker(), booker(), booker()]);
  return {
    reads,
    bookings,
    created,
    otherFinal,
    loadStart,
    retries: () => retries,
    async stop() {
      stop = true;
      await running;
    },
  };
}

/** Each service in turn, one copy at a time: SIGTERM, then started again. */
async function restartEveryCopy() {
  const restarts: string[] = [];
  const exitCodes: (number | null)[] = [];
  for (const service of SERVICES) {
    for (const label of [`${service}#1`, `${service}#2`]) {
      const down = await fleet.stop(label, "SIGTERM");
      exitCodes.push(down.code);
      const up = await fleet.start(service, label);
      restarts.push(`${label} stopped in ${down.ms} ms (exit ${down.code}), back in ${up.ms} ms`);
      await sleep(500);
    }
  }
  return { restarts, exitCodes };
}

/** Zero lost bookings: every 201 is a booking with a live allocation. */
async function lostOf(created: string[]): Promise<string[]> {
  const { rows } = await pool.query(
    `SELECT b.id FROM booking.bookings b
       JOIN inventory.allocations a ON a.booking_id = b.id AND a.status <> 'released'
      WHERE b.id = ANY($1) AND b.status <> 'cancelled'`,
    [created],
  );
  const found = new Set(rows.map((r) => r.id as string));
  const lost = created.filter((id) => !found.has(id));
  console.log(`lost bookings: ${lost.length} of ${created.length}`);
  return lost;
}

describe("rolling restart under load", () => {
  it("SIGTERM and restart of every copy of every service in turn: no failed request, no lost booking", async () => {
    const call = await startEveryCopy();
    const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Rolling", units: 20 });
    const load = startLoad(call, h.key.secret, distinctStays(h));
    const { reads, bookings, created, otherFinal, loadStart } = load;

    // Meanwhile: each service in turn, one copy at a time.
    await sleep(2000);
    const { restarts, exitCodes } = await restartEveryCopy();
    const restartsDone = Date.now() - loadStart;
    await sleep(Math.max(2000, MIN_LOAD_MS - restartsDone));
    await load.stop();
    const loadMs = Date.now() - loadStart;
    const retries = load.retries();

    console.log(`rolling restart: ${restarts.length} restarts done ${restartsDone} ms into the load`);
    for (const line of restarts) console.log(`  ${line}`);
    console.log(`load ran ${loadMs} ms`);
    console.log(`reads: ${reads.summary()}`);
    console.log(`booking attempts: ${bookings.summary()}`);
    console.log(
      `bookings: ${created.length} created, ${otherFinal.length} other final answers, ${retries} retries (503 / in flight)`,
    );
    for (const p of [...reads.problems, ...bookings.problems]) console.log(`  failure: ${p}`);
    console.log(`warnings logged by the service processes: ${fleet.warnings.length}`);

    const lost = await lostOf(created);

    expect(fleet.crashes).toEqual([]);
    expect(exitCodes.every((c) => c === 0)).toBe(true);
    expect(created.length).toBeGreaterThan(50);
    expect(otherFinal).toEqual([]);
    expect(lost).toEqual([]);
    expect(reads.network + bookings.network, "network errors").toBe(0);
    expect(reads.serverErrors, reads.problems.join("\n")).toBe(0);
    expect(bookings.serverErrors, bookings.problems.join("\n")).toBe(0);
    expect(bookings.count((l) => l.includes("IDEMPOTENCY_IN_FLIGHT"))).toBe(0);
  }, 180_000);
});
