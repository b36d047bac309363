import { randomUUID } from "node:crypto";
import { allocationOps } from "@reservations/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import {
  bookUntilFinal,
  PrivateRedis,
  seedHotel,
  sleep,
  testPool,
  timed,
  until,
  webhookReceiver,
} from "./support.js";

/** The first retry waits this long, so the retry job sits in Redis when Redis goes away. */
const FIRST_RETRY_MS = 4000;

const pool = testPool();
let redis: PrivateRedis | undefined;
let mesh: TestMesh | undefined;
let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;
afterAll(async () => {
  await mesh?.stop();
  await redis?.kill("SIGTERM");
  await receiver?.close();
  await pool.end();
});

type Hotel = Awaited<ReturnType<typeof seedHotel>>;

/** A mesh on a Redis server of the test's own, a hotel, and four calls of a key limited to 3 a minute. */
async function meshOnPrivateRedis() {
  redis = await PrivateRedis.create();
  await redis.start();
  const config = testConfig({
    REDIS_URL: redis.url,
    HOLD_SWEEP_EVERY_MS: "500",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_SWEEP_EVERY_MS: "500",
    WEBHOOK_RETRY_SCHEDULE_MS: `0,${FIRST_RETRY_MS},1000,1000,1000,1000,1000,1000`,
    RECONCILE_EVERY_MS: "500",
    RECONCILE_GRACE_MS: "1000",
  });
  mesh = await startTestMesh({ config });
  const call = httpClient(mesh.url);
  const h = await seedHotel(call, config.PLATFORM_ADMIN_TOKEN!, { name: "Redis", units: 4 });
  const limited = await h.hotel.key(h.tenant.token, {
    property_ids: [h.property],
    scopes: ["properties:read"],
    requests_per_minute: 3,
  });
  const limitedCalls = async () => {
    const out: number[] = [];
    for (let i = 0; i < 4; i++)
      out.push((await call("GET", "/api/v1/properties", { token: limited.secret })).status);
    return out;
  };
  return { call, h, limitedCalls, redis, mesh };
}

/** A receiver that fails the first attempt of every message; a booking and a hold to deliver. */
async function bookingAndHoldToDeliver(call: Call, h: Hotel) {
  const attemptsById = new Map<string, number>();
  receiver = await webhookReceiver((r) => {
    const id = String(r.headers["webhook-id"]);
    const n = (attemptsById.get(id) ?? 0) + 1;
    attemptsById.set(id, n);
    return n === 1 ? 500 : 204;
  });
  const sub = await call("POST", "/api/v1/webhooks", {
    token: h.key.secret,
    body: { url: receiver.url, events: ["booking.created"] },
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  const stay = (unit: string) => ({
    unit_id: unit,
    rate_plan_id: h.plan,
    start_date: inDays(10),
    end_date: inDays(12),
  });
  const booking = await bookUntilFinal(call, h.key.secret, stay(h.units[0]!), randomUUID());
  const hold = await bookUntilFinal(
    call,
    h.key.secret,
    { ...stay(h.units[1]!), hold_minutes: 5 },
    randomUUID(),
  );
  expect(booking.res?.status).toBe(201);
  expect(hold.res?.status).toBe(201);
  const holdId = hold.res!.body.data.id as string;
  await until(
    "first attempts failed",
    async () => (receiver!.received.length >= 2 ? true : undefined),
    10_000,
  );
  const firstAttemptsAt = Date.now();
  return { receiver, attemptsById, ids: [booking.res!.body.data.id, holdId], holdId, firstAttemptsAt };
}

/** Redis dies with the retry jobs, the hold's expiry job and the rate-limit windows, and comes back empty. */
async function restartRedisEmpty(call: Call, h: Hotel, redis: PrivateRedis) {
  const keysBefore = await redis.send("DBSIZE");
  expect(await redis.send("SET faults:sentinel 1")).toBe("+OK");
  await redis.kill("SIGKILL");
  const downAt = Date.now();
  // A call while Redis is down (the gateway checks rate limits there): how long does it take?
  const duringOutage = timed(() => call("GET", "/api/v1/properties", { token: h.key.secret }));
  await sleep(1000);
  await redis.start();
  const upAt = Date.now();
  const sentinelAfterRestart = await redis.send("EXISTS faults:sentinel");
  const outage = await duringOutage;
  console.log(
    `redis down ${upAt - downAt} ms: ${keysBefore.slice(1)} keys before, empty after the restart (sentinel key: ${sentinelAfterRestart}); a call made while it was down answered ${outage.res?.status ?? outage.err?.message} after ${outage.ms} ms`,
  );
  return sentinelAfterRestart;
}

/** Holds still expire: the hold's time runs out (moved into the past); the sweep cancels it. */
async function expectHoldExpires(call: Call, h: Hotel, holdId: string) {
  await pool.query(
    "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1",
    [holdId],
  );
  const expiredFrom = Date.now();
  const cancelled = await until(
    "hold cancelled",
    async () => {
      const r = await call("GET", `/api/v1/bookings/${holdId}`, { token: h.key.secret });
      return r.body?.data?.status === "cancelled" ? r.body.data : undefined;
    },
    15_000,
    100,
  );
  console.log(
    `hold past its time cancelled ${Date.now() - expiredFrom} ms later (reason ${cancelled.cancellation_reason})`,
  );
  expect(cancelled.cancellation_reason).toBe("hold_expired");
}

/**
 * The reconciler (a BullMQ job scheduler) still runs: an allocation whose booking never appears
 * (a booking copy dying mid-saga) is released after the grace period.
 */
async function expectReconcilerRuns(mesh: TestMesh, h: Hotel) {
  const orphanId = `bkg_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  // As the booking service allocates (it alone may), for a booking it then never writes.
  await mesh.services.booking.kit.client.request(
    allocationOps.allocate,
    {
      booking_id: orphanId,
      unit_id: h.units[2]!,
      rate_plan_id: h.plan,
      start_date: inDays(10),
      end_date: inDays(12),
      adults: 2,
      origin: "api",
      allow_conflict: false,
    },
    {
      request_id: "faults",
      actor: "system",
      tenant_id: h.tenant.id,
      property_id: h.property,
      key_id: null,
      scopes: [],
      property_ids: null,
    },
  );
  const allocatedAt = Date.now();
  const released = await until(
    "orphan allocation released by the reconciler",
    async () => {
      const { rows } = await pool.query("SELECT status FROM inventory.allocations WHERE booking_id = $1", [
        orphanId,
      ]);
      return rows[0]?.status === "released" ? Date.now() - allocatedAt : undefined;
    },
    10_000,
    200,
  ).catch(() => null);
  console.log(
    `orphan allocation made after the restart: ${released === null ? "NOT released within 10 s" : `released ${released} ms later`} (grace 1000 ms, reconciler every 500 ms)`,
  );
  expect(released).not.toBeNull();
}

describe("Redis restarted empty", () => {
  it("rate limits resume, holds still expire, webhook retries resume from the database, the reconciler still runs", async () => {
    const { call, h, limitedCalls, redis, mesh } = await meshOnPrivateRedis();
    // Before: 3 calls pass, the 4th is refused.
    const before = await limitedCalls();
    expect(before).toEqual([200, 200, 200, 429]);
    const { receiver, attemptsById, ids, holdId, firstAttemptsAt } = await bookingAndHoldToDeliver(call, h);
    const sentinelAfterRestart = await restartRedisEmpty(call, h, redis);

    // Rate limits resume: the limited key again gets 3 calls and a refusal.
    const after = await until(
      "rate limits answering again",
      async () => {
        const r = await limitedCalls();
        return r.every((s) => s === 200 || s === 429) ? r : undefined;
      },
      15_000,
      200,
    );
    console.log(`rate limit (3/min) before the restart: ${before.join(",")}; after: ${after.join(",")}`);
    expect(after).toEqual([200, 200, 200, 429]);

    await expectHoldExpires(call, h, holdId);

    // Webhook retries resume from the database: both first attempts failed, both deliveries end delivered.
    // (The hold's cancellation is a booking.cancelled event: not subscribed.)
    const done = await until(
      "both deliveries succeeded",
      async () => {
        const { rows } = await pool.query(
          `SELECT d.status, d.attempts, e.booking_id FROM webhooks.deliveries d
             CROSS JOIN LATERAL (SELECT d.payload->'data'->'booking'->>'id' AS booking_id) e
            WHERE d.tenant_id = $1 AND d.event_type = 'booking.created'`,
          [h.tenant.id],
        );
        return rows.length === 2 && rows.every((r) => r.status === "succeeded") ? rows : undefined;
      },
      20_000,
      200,
    );
    const delivered = receiver.received.filter(
      (r) => attemptsById.get(String(r.headers["webhook-id"]))! >= 2,
    );
    console.log(
      `webhook deliveries: ${JSON.stringify(done)}; retried ${Date.now() - firstAttemptsAt} ms after the first attempts (first retry due after ${FIRST_RETRY_MS} ms); ${receiver.received.length} requests received`,
    );
    expect(done.map((r) => r.booking_id).sort()).toEqual([...ids].sort());
    expect(done.every((r) => r.attempts === 2)).toBe(true);
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    expect(sentinelAfterRestart).toBe(":0");

    await expectReconcilerRuns(mesh, h);
  }, 120_000);
});
