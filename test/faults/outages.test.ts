// Over 300 lines: the three outages share one mesh set-up and one request load, kept in this file.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { type HttpResult, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { freePorts } from "../support/net.js";
import { parseExposition, total } from "../support/prometheus.js";
import {
  childEnv,
  Fleet,
  PrivateNats,
  PrivatePostgres,
  PrivateRedis,
  type Received,
  seedHotel,
  Tally,
  timed,
  until,
  webhookReceiver,
} from "./support.js";

/** What every request must answer within while a dependency is down. */
const ANSWER_WITHIN_MS = 1000;
/** SIGTERM ends each process within this (SHUTDOWN_DRAIN_MS), whatever is down. */
const DRAIN_MS = 4000;
const PER_KIND = 200;
const PROCESSES = ["keys", "inventory", "booking", "webhooks", "gateway"] as const;

type Kind = "read" | "booking" | "merchant" | "health";

interface Servers {
  pg: PrivatePostgres;
  redis: PrivateRedis;
  nats: PrivateNats;
}

/** Private Postgres, Redis and NATS, and the whole mesh as processes on them, a hotel seeded. */
async function meshOn(servers: Servers) {
  const config = testConfig({
    DATABASE_URL: servers.pg.url("reservations"),
    REDIS_URL: servers.redis.url,
    NATS_URL: servers.nats.url,
  });
  const [port, ...opsList] = await freePorts(1 + PROCESSES.length);
  const fleet = new Fleet(
    childEnv(config, {
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      HOLD_SWEEP_EVERY_MS: "500",
      HEALTH_TIMEOUT_MS: "300",
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      // Retries come only from BullMQ here: the database sweep is ten minutes away.
      WEBHOOK_RETRY_SCHEDULE_MS: "0,300",
      WEBHOOK_SWEEP_EVERY_MS: "600000",
      PORT: String(port),
      HOST: "127.0.0.1",
      // Hundreds of calls from one client and one key: limits out of the way (a test key sets its own).
      RATE_LIMIT_DEFAULT_PER_MINUTE: "100000",
      RATE_LIMIT_MAX_PER_MINUTE: "100000",
      RATE_LIMIT_IP_PER_MINUTE: "100000",
      RATE_LIMIT_MERCHANT_PER_MINUTE: "100000",
    }),
    5,
  );
  const opsPorts = Object.fromEntries(PROCESSES.map((p, i) => [p, opsList[i]!]));
  const ops = (p: string) => ({ OPS_PORT: String(opsPorts[p]) });
  await Promise.all(PROCESSES.filter((p) => p !== "gateway").map((p) => fleet.start(p, p, ops(p))));
  await fleet.start("gateway", "gateway", ops("gateway"));
  const call = httpClient(`http://127.0.0.1:${port}`);
  const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Outage", units: 40 });
  let night = 0;
  /** A stay of its own for every booking (none collides with another). */
  const stay = () => {
    const n = night++;
    return {
      unit_id: h.units[n % h.units.length]!,
      rate_plan_id: h.plan,
      start_date: inDays(10 + Math.floor(n / h.units.length)),
      end_date: inDays(11 + Math.floor(n / h.units.length)),
    };
  };
  const book = (extra: Record<string, unknown> = {}) =>
    call("POST", "/api/v1/bookings", {
      token: h.key.secret,
      headers: { "idempotency-key": randomUUID() },
      body: {
        ...stay(),
        adults: 2,
        guest: { first_name: "A", last_name: "B", email: "a@b.example" },
        ...extra,
      },
    });
  const requests: Record<Kind, () => Promise<HttpResult>> = {
    read: () =>
      call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(12)}`, { token: h.key.secret }),
    booking: () => book(),
    merchant: () => call("GET", "/api/merchant/keys", { token: h.tenant.token }),
    health: () => call("GET", "/health"),
  };
  /** Every process's /metrics: each must answer 200 within ANSWER_WITHIN_MS, leaving out the gauges it could not read. */
  const scrapeAll = async (absent: Partial<Record<(typeof PROCESSES)[number], string[]>>) => {
    const times: string[] = [];
    for (const p of PROCESSES) {
      const r = await timed(async () => {
        const res = await fetch(`http://127.0.0.1:${opsPorts[p]}/metrics`);
        return { status: res.status, headers: res.headers, body: await res.text() };
      });
      expect(r.res?.status, `${p} /metrics`).toBe(200);
      times.push(`${p} ${r.ms} ms`);
      expect(r.ms, `${p} /metrics`).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
      const exp = parseExposition(r.res!.body);
      for (const gauge of absent[p] ?? []) {
        expect(exp.types.has(gauge), `${p} ${gauge}`).toBe(false);
        // Tried and given up, not missing by mistake.
        expect(
          total(exp, "metrics_collect_failures_total", { metric: gauge }),
          `${p} ${gauge}`,
        ).toBeGreaterThan(0);
      }
      expect(exp.types.has("pg_pool_connections") || p === "gateway", p).toBe(true);
    }
    console.log(`  /metrics: ${times.join(", ")}`);
  };
  return { config, fleet, call, h, book, requests, scrapeAll };
}

/** PER_KIND requests of each kind, 8 at a time; every answer timed. */
async function underOutage(requests: Record<Kind, () => Promise<HttpResult>>) {
  const tallies = {} as Record<Kind, Tally>;
  const bodies = {} as Record<Kind, HttpResult[]>;
  for (const kind of Object.keys(requests) as Kind[]) {
    const tally = new Tally();
    const answers: HttpResult[] = [];
    let left = PER_KIND;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (left-- > 0) {
          const r = await timed(requests[kind]);
          tally.add(kind, r);
          if (r.res) answers.push(r.res);
        }
      }),
    );
    tallies[kind] = tally;
    bodies[kind] = answers;
    console.log(`  ${kind}: ${tally.summary()}`);
  }
  return { tallies, bodies };
}

/** While `dependency` is down: every answer within the limit, a coded 503 for all that needs it, /health naming it. */
function expectCoded503({ tallies, bodies }: Awaited<ReturnType<typeof underOutage>>, dependency: string) {
  for (const kind of Object.keys(tallies) as Kind[])
    expect(tallies[kind].maxMs).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
  for (const kind of ["read", "booking", "merchant"] as const) {
    expect(
      tallies[kind].count((l) => l === `${kind} 503 SERVICE_UNAVAILABLE`),
      kind,
    ).toBe(PER_KIND);
  }
  expect(bodies.health.every((r) => r.status === 200 && r.body.down.includes(dependency))).toBe(true);
}

/**
 * Once `dependency` is back: reads, bookings and merchant calls work again without a restart. Each
 * process reconnects on its own, so a booking right after the first good read may still meet a
 * service that is reconnecting (a coded 503): each kind gets its own bound.
 */
async function expectRecovered(requests: Record<Kind, () => Promise<HttpResult>>, dependency: string) {
  for (const [kind, status] of [
    ["read", 200],
    ["booking", 201],
    ["merchant", 200],
  ] as const) {
    const before: string[] = [];
    await until(
      `a ${kind} after ${dependency} is back`,
      async () => {
        const res = await requests[kind]();
        if (res.status === status) return true;
        before.push(`${res.status} ${res.body?.error_code ?? ""} ${res.body?.message ?? ""}`.trim());
        return undefined;
      },
      20_000,
      200,
    );
    if (before.length > 0)
      console.log(`${kind} after ${dependency} is back, before the first ${status}: ${before.join("; ")}`);
  }
}

/** SIGTERM to every process at once; each must be gone within the drain deadline. */
async function sigtermAll(fleet: Fleet) {
  const labels = [...fleet.copies.keys()];
  const stops = await Promise.all(labels.map((label) => fleet.stop(label, "SIGTERM", 30_000)));
  console.log(`  SIGTERM: ${stops.map((s, i) => `${labels[i]} ${s.ms} ms (code ${s.code})`).join(", ")}`);
  for (const s of stops) {
    expect(s.signal).toBeNull(); // it exited by itself, not by the test's SIGKILL
    expect(s.ms).toBeLessThanOrEqual(DRAIN_MS + 1000);
  }
}

let servers: Servers | undefined;
let fleet: Fleet | undefined;
afterEach(async () => {
  await fleet?.stopAll();
  await servers?.pg.destroy();
  await servers?.redis.kill();
  await servers?.nats.destroy();
  fleet = undefined;
  servers = undefined;
});

const privateServers = async (): Promise<Servers> => {
  // One after the other: each takes a free port, which a server starting beside it could take too.
  const pg = await PrivatePostgres.create();
  await pg.start();
  const redis = await PrivateRedis.create();
  await redis.start();
  const nats = await PrivateNats.create();
  await nats.start();
  return { pg, redis, nats };
};

describe("dependency outages: Redis", () => {
  it("Redis stopped: every kind of request answers within 1 s, /health names redis, holds expire through the sweep; limits and BullMQ resume when it is back; SIGTERM still ends every process in time", async () => {
    servers = await privateServers();
    const m = await meshOn(servers);
    fleet = m.fleet;
    // Every first attempt of a delivery fails, so a second one must come from a BullMQ retry job.
    const receiver = await webhookReceiver((r: Received, all: Received[]) =>
      all.filter((x) => x.headers["webhook-id"] === r.headers["webhook-id"]).length === 1 ? 500 : 204,
    );
    const sub = await m.call("POST", "/api/v1/webhooks", {
      token: m.h.key.secret,
      body: { url: receiver.url, events: ["booking.created"] },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);

    await servers.redis.kill();
    const { tallies, bodies } = await underOutage(m.requests);
    await m.scrapeAll({ booking: ["bullmq_queue_jobs"], webhooks: ["bullmq_queue_jobs"] });
    for (const kind of Object.keys(tallies) as Kind[])
      expect(tallies[kind].maxMs).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
    expect(tallies.read.count((l) => l === "read 200")).toBe(PER_KIND);
    expect(tallies.merchant.count((l) => l === "merchant 200")).toBe(PER_KIND);
    expect(tallies.booking.count((l) => l === "booking 201")).toBe(PER_KIND);
    expect(bodies.health.every((r) => r.status === 200 && r.body.down.includes("redis"))).toBe(true);

    // A hold made now still expires on time: its job could not be queued, the sweep expires it.
    const hold = await m.book({ hold_minutes: 1 });
    expect(hold.status).toBe(201);
    const db = new pg.Pool({ connectionString: m.config.DATABASE_URL, max: 1 });
    const { rows } = await db.query(
      "UPDATE booking.bookings SET hold_expires_at = now() + interval '1 second' WHERE id = $1 RETURNING hold_expires_at",
      [hold.body.data.id],
    );
    const expiresAt = (rows[0].hold_expires_at as Date).getTime();
    const cancelledAt = await until(
      "the hold cancelled by the sweep",
      async () => {
        const r = await m.call("GET", `/api/v1/bookings/${hold.body.data.id}`, { token: m.h.key.secret });
        return r.body?.data?.status === "cancelled" ? Date.now() : undefined;
      },
      10_000,
    );
    console.log(`  hold cancelled ${cancelledAt - expiresAt} ms after hold_expires_at, Redis away`);
    expect(cancelledAt - expiresAt).toBeLessThanOrEqual(1500);

    // Redis comes back empty: shared limits and BullMQ work again without a restart.
    await servers.redis.start();
    await until(
      "/health without redis down",
      async () => ((await m.requests.health()).body?.down?.includes("redis") ? undefined : true),
      15_000,
      100,
    );
    const limited = await m.h.hotel.key(m.h.tenant.token, {
      property_ids: [m.h.property],
      scopes: ["availability:read"],
      requests_per_minute: 3,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await m.call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(12)}`, {
        token: limited.secret,
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number((await servers.redis.send("DBSIZE")).slice(1))).toBeGreaterThan(0);
    const after = await m.book();
    expect(after.status).toBe(201);
    const attempts = await until(
      "a delivery retried by its BullMQ job",
      async () => {
        const got = receiver.received.filter((r) => r.body.includes(after.body.data.id));
        return got.length >= 2 ? got : undefined;
      },
      10_000,
      50,
    );
    expect(attempts.map((a) => a.headers["webhook-id"])).toEqual([
      attempts[0]!.headers["webhook-id"],
      attempts[0]!.headers["webhook-id"],
    ]);
    await db.end();
    await receiver.close();

    // With Redis away again, SIGTERM still ends every process within its drain deadline.
    await servers.redis.kill();
    await sigtermAll(fleet);
  }, 150_000);
});

describe("dependency outages: Postgres", () => {
  it("Postgres stopped: coded 503 within 1 s for what needs it, /health names postgres; it recovers without a restart; SIGTERM still ends every process in time", async () => {
    servers = await privateServers();
    const m = await meshOn(servers);
    fleet = m.fleet;
    expect((await m.requests.read()).status).toBe(200);

    await servers.pg.stop();
    const outage = await underOutage(m.requests);
    await m.scrapeAll({ booking: ["booking_outbox_backlog", "booking_outbox_oldest_age_seconds"] });
    expectCoded503(outage, "postgres");

    await servers.pg.start();
    await expectRecovered(m.requests, "Postgres");
    await until(
      "/health ok",
      async () => ((await m.requests.health()).body?.status === "ok" ? true : undefined),
      10_000,
      100,
    );

    await servers.pg.stop();
    await sigtermAll(fleet);
  }, 150_000);
});

describe("dependency outages: NATS", () => {
  it("NATS stopped: coded 503 within 1 s, /health names nats; it recovers without a restart; SIGTERM still ends every process in time", async () => {
    servers = await privateServers();
    const m = await meshOn(servers);
    fleet = m.fleet;
    expect((await m.requests.read()).status).toBe(200);

    await servers.nats.kill("SIGKILL");
    const outage = await underOutage(m.requests);
    await m.scrapeAll({
      inventory: ["jetstream_consumer_pending_messages"],
      webhooks: ["jetstream_consumer_pending_messages"],
    });
    expectCoded503(outage, "nats");

    await servers.nats.start();
    await expectRecovered(m.requests, "NATS");

    await servers.nats.kill("SIGKILL");
    await sigtermAll(fleet);
  }, 150_000);
});
