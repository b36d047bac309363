import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import type { Call } from "../support/http.js";
import { httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startGateway } from "../support/mesh.js";
import { childEnv, Fleet, seedHotel, sleep, Tally, testPool, timed, until } from "./support.js";

const SERVICES = ["keys", "inventory", "booking", "webhooks"] as const;
const ROUNDS = 3;
/** "Fast": well under the gateway's request timeout (5 s); the pools wait 2 s at most for a connection. */
const FAST_MS = 3000;
const guest = { first_name: "Ana", last_name: "Perez", email: "ana@example.com" };

const config = testConfig();
// The services run as processes: a connection error nobody handles would end one, and show.
// The reconciler releases what an interrupted saga left pending after 5 s.
const fleet = new Fleet(childEnv(config, { RECONCILE_GRACE_MS: "5000", RECONCILE_EVERY_MS: "1000" }), 5);
const pool = testPool();
let gateway: { url: string; stop(): Promise<void> } | undefined;
let call: Call;
let h: Awaited<ReturnType<typeof seedHotel>>;
beforeAll(async () => {
  await Promise.all(SERVICES.map((s) => fleet.start(s, s)));
  gateway = await startGateway(config);
  call = httpClient(gateway.url);
  h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Postgres", units: 12 });
});
afterAll(async () => {
  await gateway?.stop();
  await fleet.stopAll();
  await pool.end();
});

const orphansOf = async (tenantId: string) =>
  (
    await pool.query(
      `SELECT a.booking_id FROM inventory.allocations a
        WHERE a.tenant_id = $1 AND a.status <> 'released'
          AND NOT EXISTS (SELECT 1 FROM booking.bookings b WHERE b.id = a.booking_id AND b.status <> 'cancelled')`,
      [tenantId],
    )
  ).rows;

/** Units 0..9 for the load (units 10 and 11 are for the retry test), each booking on a night of its own. */
function loadStays() {
  let night = 0;
  const stay = () => {
    const d = night++;
    return {
      unit_id: h.units[d % 10]!,
      rate_plan_id: h.plan,
      start_date: inDays(10 + Math.floor(d / 10)),
      end_date: inDays(11 + Math.floor(d / 10)),
    };
  };
  return stay;
}

/**
 * Two readers and two bookers, timed, until stopped. One attempt per booking (its own unit/night and
 * Idempotency-Key): what a drop does to one call.
 */
function startLoad(token: string) {
  const stay = loadStays();
  const tally = new Tally();
  const seen: { at: number; ms: number; status: number | null; code?: string }[] = [];
  const created: string[] = [];
  let stop = false;
  const record = (kind: string, r: Awaited<ReturnType<typeof timed>>) => {
    tally.add(kind, r);
    seen.push({ at: r.at, ms: r.ms, status: r.res?.status ?? null, code: r.res?.body?.error_code });
  };
  const reader = async () => {
    for (let i = 0; !stop && i < 5000; i++) {
      const r =
        i % 2 === 0
          ? await timed(() =>
              call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(20)}`, { token }),
            )
          : await timed(() => call("GET", "/api/v1/properties", { token }));
      record(i % 2 === 0 ? "availability" : "properties", r);
      await sleep(20);
    }
  };
  const booker = async () => {
    for (let i = 0; !stop && i < 2000; i++) {
      const r = await timed(() =>
        call("POST", "/api/v1/bookings", {
          token,
          headers: { "idempotency-key": randomUUID() },
          body: { ...stay(), adults: 2, guest },
        }),
      );
      record("booking", r);
      if (r.res?.status === 201) created.push(r.res.body.data.id);
      await sleep(20);
    }
  };
  const load = Promise.all([reader(), reader(), booker(), booker()]);
  return {
    tally,
    seen,
    created,
    async stop() {
      stop = true;
      await load;
    },
  };
}

/** ROUNDS rounds of every service backend terminated, 1.5 s apart. */
async function dropConnections() {
  const ns = config.NATS_NAMESPACE;
  const rounds: string[] = [];
  let lastDropAt = 0;
  let dropped = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const { rows } = await pool.query(
      `SELECT pg_terminate_backend(pid) AS done, application_name FROM pg_stat_activity
        WHERE application_name LIKE $1 AND pid <> pg_backend_pid()`,
      [`${ns}:%`],
    );
    lastDropAt = Date.now();
    dropped += rows.filter((r) => r.done).length;
    const byService = new Map<string, number>();
    for (const r of rows) byService.set(r.application_name, (byService.get(r.application_name) ?? 0) + 1);
    rounds.push(
      `round ${round}: ${rows.filter((r) => r.done).length} backends terminated (${[...byService.entries()].map(([k, v]) => `${k.slice(ns.length + 1)} ${v}`).join(", ")})`,
    );
    if (round < ROUNDS) await sleep(1500);
  }
  return { rounds, lastDropAt, dropped };
}

/** Recovery: five successive reads that all succeed; answers when the fifth did. */
async function recovered(token: string): Promise<number> {
  let streak = 0;
  return until(
    "five successive successful reads",
    async () => {
      const r = await call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(20)}`, { token });
      streak = r.status === 200 ? streak + 1 : 0;
      return streak >= 5 ? Date.now() : undefined;
    },
    15_000,
    20,
  );
}

/** Nothing booked without a room; nothing left held once the process reconciler has run. */
async function lostAndOrphans(created: string[]) {
  const { rows: lost } = await pool.query(
    `SELECT b.id FROM unnest($1::text[]) AS b(id)
      WHERE NOT EXISTS (SELECT 1 FROM inventory.allocations a WHERE a.booking_id = b.id AND a.status <> 'released')
         OR NOT EXISTS (SELECT 1 FROM booking.bookings x WHERE x.id = b.id)`,
    [created],
  );
  const orphansAtEnd = (await orphansOf(h.tenant.id)).length;
  const orphans = await until(
    "no orphan allocation",
    async () => {
      const rows = await orphansOf(h.tenant.id);
      return rows.length === 0 ? rows : undefined;
    },
    15_000,
    500,
  ).catch(() => orphansOf(h.tenant.id));
  console.log(
    `lost bookings ${lost.length}; allocations without a booking: ${orphansAtEnd} when the load stopped, ${orphans.length} after the process reconciler`,
  );
  return { lost, orphans };
}

describe("Postgres connections dropped", () => {
  it("requests answer 503 fast or succeed while backends are terminated; the services recover without a restart", async () => {
    const token = h.key.secret;
    const pids = SERVICES.map((s) => fleet.copies.get(s)!.child.pid);
    const load = startLoad(token);
    const { tally, seen, created } = load;
    await sleep(2000);
    const { rounds, lastDropAt, dropped } = await dropConnections();
    // Recovery is measured from the last drop.
    const recoveredAt = await recovered(token);
    await sleep(2000);
    await load.stop();

    const afterRecovery = seen.filter((s) => s.at >= recoveredAt);
    const failedAfter = afterRecovery.filter((s) => s.status !== 200 && s.status !== 201);
    for (const r of rounds) console.log(r);
    console.log(`load: ${tally.summary()}`);
    console.log(
      `bookings: ${created.length} created; services answering again ${recoveredAt - lastDropAt} ms after the last drop; ${failedAfter.length} failures among ${afterRecovery.length} calls after that`,
    );
    for (const p of tally.problems) console.log(`  ${p}`);

    // The same processes, never restarted, are all still running.
    const running = SERVICES.filter((s) => {
      const c = fleet.copies.get(s)!.child;
      return c.exitCode === null && c.signalCode === null;
    });
    console.log(
      `service processes still running after ${dropped} dropped connections: ${running.length} of ${SERVICES.length}; ${fleet.warnings.length} warnings logged`,
    );

    const { lost, orphans } = await lostAndOrphans(created);

    expect(fleet.crashes).toEqual([]);
    expect(running).toEqual([...SERVICES]);
    expect(SERVICES.map((s) => fleet.copies.get(s)!.child.pid)).toEqual(pids);
    expect(tally.network).toBe(0);
    for (const s of seen) {
      if (s.status !== 200 && s.status !== 201)
        expect(s).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
    }
    expect(tally.maxMs).toBeLessThan(FAST_MS);
    expect(recoveredAt - lastDropAt).toBeLessThan(5000);
    expect(failedAfter).toEqual([]);
    expect(created.length).toBeGreaterThan(20);
    expect(lost).toEqual([]);
    expect(orphans).toEqual([]);
  }, 120_000);
});

describe("Postgres failing a booking and its release", () => {
  // After a 503 whose allocation could not be released (inventory's database failed too), the
  // retry with the same Idempotency-Key takes the record over with the same booking id and so
  // reuses its own allocation, rather than finding its room taken. The failures are injected
  // with triggers raising SQLSTATE 57P01 (what a terminated backend reports), on one unit only.
  it("a booking retried with its Idempotency-Key after a 503 gets its room", async () => {
    const unit = h.units[10]!;
    const body = {
      unit_id: unit,
      rate_plan_id: h.plan,
      start_date: inDays(40),
      end_date: inDays(41),
      adults: 2,
      guest,
    };
    await pool.query(`
      CREATE OR REPLACE FUNCTION public.faults_drop_${config.NATS_NAMESPACE}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.unit_id = '${unit}' THEN RAISE EXCEPTION 'injected: connection lost' USING ERRCODE = '57P01'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER faults_booking BEFORE INSERT ON booking.bookings
        FOR EACH ROW EXECUTE FUNCTION public.faults_drop_${config.NATS_NAMESPACE}();
      CREATE TRIGGER faults_release BEFORE UPDATE ON inventory.allocations
        FOR EACH ROW WHEN (NEW.status = 'released') EXECUTE FUNCTION public.faults_drop_${config.NATS_NAMESPACE}();`);
    const key = randomUUID();
    const post = () =>
      call("POST", "/api/v1/bookings", { token: h.key.secret, headers: { "idempotency-key": key }, body });
    let first: Awaited<ReturnType<typeof post>>;
    try {
      first = await post();
    } finally {
      await pool.query(`
        DROP TRIGGER IF EXISTS faults_booking ON booking.bookings;
        DROP TRIGGER IF EXISTS faults_release ON inventory.allocations;
        DROP FUNCTION IF EXISTS public.faults_drop_${config.NATS_NAMESPACE}();`);
    }
    const retry = await post();
    console.log(
      `first attempt ${first.status} ${first.body?.error_code}; retry with the same Idempotency-Key ${retry.status} ${retry.body?.error_code ?? retry.body?.data?.status}`,
    );
    expect(first.status, "the injected failure should answer 503").toBe(503);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
  }, 30_000);
});
