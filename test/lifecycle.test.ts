import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { allocationOps } from "@reservations/contracts";
import { connectNats, RpcClient } from "@reservations/service-kit";
import type { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { privateRedis } from "./support/redis.js";

/**
 * Every table has a lifecycle, kept by in-process timers under advisory locks: rows past
 * it go at the next run, newer ones stay, and nothing about it lives in Redis.
 */
let mesh: TestMesh;
let db: pg.Pool;
let redis: Redis;
let redisServer: ChildProcess;
let tenant: { id: string; token: string };
let property: string;
let unit: string;
let plan: string;

beforeAll(async () => {
  // A Redis of the test's own: it is flushed below, which the shared one must never be.
  const own = await privateRedis();
  ({ server: redisServer, client: redis } = own);
  const redisUrl = own.url;
  mesh = await startTestMesh({
    config: testConfig({
      REDIS_URL: redisUrl,
      PURGE_EVERY_MS: "300",
      // The subscription below points at a local port nobody listens on (no event is sent to it).
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      RECONCILE_EVERY_MS: "300",
      RECONCILE_GRACE_MS: "1000",
    }),
  });
  db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 2 });
  const call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("Lifecycle hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  unit = (await inv.unit({ name: "Only" })).id;
  plan = await inv.ratePlan({ unit_ids: [unit] });
  // Whatever Redis held is gone: the purges and the reconciler must not care.
  expect(await redis.flushall()).toBe("OK");
});
afterAll(async () => {
  await db?.end();
  await mesh?.stop();
  redis?.disconnect();
  redisServer?.kill("SIGTERM");
});

const count = async (sql: string, values: unknown[] = []) =>
  (await db.query(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0].n as number;

describe("table lifecycles: old rows purged", () => {
  it("purges each table's rows past their lifecycle at the next run and keeps the newer ones, Redis flushed or not", async () => {
    const tag = randomUUID().slice(0, 8);
    // Booking: idempotency records (48 h), published outbox rows (7 days), key counts (past the
    // 24-hour window), abandoned booking ids (7 days). Each old row beside a newer one.
    await db.query(
      `INSERT INTO booking.idempotency (key_id, idempotency_key, request_hash, booking_id, state, lease_until, created_at)
       VALUES ($1, 'old', 'h', 'bkg_old', 'done', now(), now() - interval '49 hours'),
              ($1, 'new', 'h', 'bkg_new', 'done', now(), now() - interval '47 hours')`,
      [`key_${tag}`],
    );
    await db.query(
      `INSERT INTO booking.outbox (event_id, event, published_at) VALUES
         ($1 || '-old', '{}', now() - interval '8 days'),
         ($1 || '-recent', '{}', now() - interval '6 days')`,
      [`evt_${tag}`],
    );
    // Inventory: published outbox rows (7 days), pruned by the reconciler's rounds.
    await db.query(
      `INSERT INTO inventory.outbox (event_id, event, published_at) VALUES
         ($1 || '-old', '{}', now() - interval '8 days'),
         ($1 || '-recent', '{}', now() - interval '6 days')`,
      [`evt_inv_${tag}`],
    );
    await db.query(
      `INSERT INTO booking.key_counts (key_id, minute, bookings) VALUES
         ($1, date_trunc('minute', now() - interval '26 hours'), 1),
         ($1, date_trunc('minute', now() - interval '23 hours'), 1)`,
      [`key_${tag}`],
    );
    await db.query(
      `INSERT INTO booking.saga_outcomes (booking_id, outcome, decided_at) VALUES
         ($1 || '-old', 'abandoned', now() - interval '8 days'),
         ($1 || '-new', 'abandoned', now() - interval '6 days'),
         ($1 || '-booked', 'booked', now() - interval '400 days')`,
      [`bkg_${tag}`],
    );
    // Webhooks: deliveries and their attempts (30 days).
    const sub = await httpClient(mesh.url)("POST", "/api/merchant/webhooks", {
      token: tenant.token,
      body: { url: "http://127.0.0.1:9/x", events: ["booking.*"] },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    for (const [suffix, age] of [
      ["old", "31 days"],
      ["new", "29 days"],
    ] as const) {
      await db.query(
        `WITH d AS (
           INSERT INTO webhooks.deliveries (id, subscription_id, tenant_id, event_id, event_type, payload, status, attempts, created_at)
           VALUES ($1, $2, $3, $1, 'booking.created', '{}', 'succeeded', 1, now() - $4::interval) RETURNING id)
         INSERT INTO webhooks.attempts (delivery_id, subscription_id, attempt, succeeded, duration_ms, attempted_at)
         SELECT id, $2, 1, true, 1, now() - $4::interval FROM d`,
        [`dlv_${tag}_${suffix}`, sub.body.data.id, tenant.id, age],
      );
      // The feed's events (30 days), at stream positions no real event of this mesh reaches.
      await db.query(
        `INSERT INTO webhooks.events (seq, id, tenant_id, type, occurred_at, data, created_at)
         VALUES ($1, $2, $3, 'booking.created', now() - $4::interval, '{}', now() - $4::interval)`,
        [1e12 + Math.floor(Math.random() * 1e9), `evt_${tag}_${suffix}`, tenant.id, age],
      );
    }
    await eventually(
      "every old row purged",
      async () => {
        const left =
          (await count("booking.idempotency WHERE key_id = $1 AND idempotency_key = 'old'", [`key_${tag}`])) +
          (await count("booking.outbox WHERE event_id = $1", [`evt_${tag}-old`])) +
          (await count("inventory.outbox WHERE event_id = $1", [`evt_inv_${tag}-old`])) +
          (await count("booking.key_counts WHERE key_id = $1 AND minute < now() - interval '25 hours'", [
            `key_${tag}`,
          ])) +
          (await count("booking.saga_outcomes WHERE booking_id = $1", [`bkg_${tag}-old`])) +
          (await count("webhooks.deliveries WHERE id = $1", [`dlv_${tag}_old`])) +
          (await count("webhooks.attempts WHERE delivery_id = $1", [`dlv_${tag}_old`])) +
          (await count("webhooks.events WHERE id = $1", [`evt_${tag}_old`]));
        return left === 0 ? true : undefined;
      },
      10_000,
    );
    expect(await count("booking.idempotency WHERE key_id = $1", [`key_${tag}`])).toBe(1);
    expect(await count("booking.outbox WHERE event_id LIKE $1", [`evt_${tag}-%`])).toBe(1);
    expect(await count("inventory.outbox WHERE event_id LIKE $1", [`evt_inv_${tag}-%`])).toBe(1);
    expect(await count("booking.key_counts WHERE key_id = $1", [`key_${tag}`])).toBe(1);
    expect(await count("booking.saga_outcomes WHERE booking_id LIKE $1", [`bkg_${tag}-%`])).toBe(2);
    expect(await count("webhooks.deliveries WHERE id = $1", [`dlv_${tag}_new`])).toBe(1);
    expect(await count("webhooks.attempts WHERE delivery_id = $1", [`dlv_${tag}_new`])).toBe(1);
    expect(await count("webhooks.events WHERE id = $1", [`evt_${tag}_new`])).toBe(1);
  });
});

describe("table lifecycles: the reconciler", () => {
  it("the reconciler still runs after Redis was flushed: an orphan allocation is released", async () => {
    // A booking service that died after allocating: the allocation and nothing else.
    const nc = await connectNats(mesh.config.NATS_URL, "lifecycle-test");
    const rpc = new RpcClient(nc, 5000, mesh.config.NATS_NAMESPACE);
    const bookingId = `bkg_orphan${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    await rpc.request(
      allocationOps.allocate,
      {
        booking_id: bookingId,
        unit_id: unit,
        rate_plan_id: plan,
        start_date: inDays(30),
        end_date: inDays(31),
        adults: 2,
      },
      { request_id: "t", actor: "partner", tenant_id: tenant.id, property_id: property },
    );
    await nc.drain();
    const status = async () =>
      (await db.query("SELECT status FROM inventory.allocations WHERE booking_id = $1", [bookingId])).rows[0]
        ?.status;
    expect(await status()).toBe("pending");
    await eventually(
      "the orphan released",
      async () => ((await status()) === "released" ? true : undefined),
      10_000,
    );
  });
});
