import {
  createClient,
  createMerchantClient,
  NetworkError,
  RateLimitError,
  TimeoutError,
  UnavailableError,
} from "@reservations/sdk";
import { createLogger, startService } from "@reservations/service-kit";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingService } from "../services/booking/src/service.js";
import { guest } from "./support/booking.js";
import { type Drop, dropProxy } from "./support/drop-proxy.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, stayFor } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

/** Each retry case of the SDK caused on a real gateway, counting the attempts the SDK made. */
let mesh: TestMesh;
let redis: Redis;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;
let plan: string;
const units: string[] = [];

const partnerKey = (extra: Record<string, unknown> = {}) =>
  hotel.key(tenant.token, { property_ids: [property], scopes: [...BOOKING_SCOPES], ...extra });

/** The global fetch, keeping what became of each attempt: its status, "no answer" or "timed out". */
function recorded() {
  const attempts: (number | string)[] = [];
  const fetch = async (request: Request) => {
    try {
      const response = await globalThis.fetch(request);
      attempts.push(response.status);
      return response;
    } catch (err) {
      attempts.push(request.signal.aborted ? "timed out" : "no answer");
      throw err;
    }
  };
  return { fetch, attempts };
}

beforeAll(async () => {
  mesh = await startTestMesh();
  redis = new Redis(mesh.config.REDIS_URL);
  hotel = new HotelScript(httpClient(mesh.url), mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("Retries hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  for (let i = 0; i < 6; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
  plan = await inv.ratePlan({ unit_ids: units });
});
afterAll(async () => {
  redis?.disconnect();
  await mesh?.stop();
});

describe("the SDK's retries on a real gateway: a request limit and a timeout", () => {
  it("waits out a 429's Retry-After from the key's own limit, then succeeds; a longer one is thrown at once", async () => {
    const key = await partnerKey({ requests_per_minute: 2 });
    const window = `${mesh.config.REDIS_PREFIX}:rl:key:${key.id}`;
    // The key's two calls of this minute, made 58.5 s ago: the next call is refused with Retry-After 2.
    const [seconds, micros] = await redis.time();
    const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    await redis.zadd(window, now - 58_500, "earlier-1", now - 58_400, "earlier-2");
    const { fetch, attempts } = recorded();
    const client = createClient({ baseUrl: mesh.url, apiKey: key.secret, fetch });
    const waits: number[] = [];
    const started = Date.now();
    await client.units.list({ retry: { onRetry: (r) => waits.push(r.delayMs) } });
    expect(attempts).toEqual([429, 200]);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);

    // The gateway's request log for the key has both attempts (read with the merchant client).
    const merchant = createMerchantClient({ baseUrl: mesh.url, token: tenant.token });
    const logged = await eventually("both attempts in the request log", async () => {
      const entries = await merchant.listKeyRequests(key.id).toArray();
      return entries.length >= 2 ? entries.map((e) => e.status) : undefined;
    });
    expect(logged).toEqual([200, 429]);

    // One more call fills the minute: the next one's Retry-After (about 60 s) is past maxRetryAfterMs.
    const full = recorded();
    const busy = createClient({ baseUrl: mesh.url, apiKey: key.secret, fetch: full.fetch });
    await busy.units.list();
    const err = await busy.units.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).retryAfter).toBeGreaterThan(30);
    expect(full.attempts).toEqual([200, 429]);
  });

  it("retries a call that timed out at the gateway, up to its attempts, then throws TimeoutError", async () => {
    const key = await partnerKey();
    const client = createClient({ baseUrl: mesh.url, apiKey: key.secret });
    const made = await client.bookings.create({ ...stayFor(plan, units[0]!, 20), guest });
    const lock = await mesh.db.connect();
    try {
      // Every read of a booking waits behind this lock: the gateway has no answer to give.
      await lock.query("BEGIN");
      await lock.query("LOCK TABLE booking.bookings IN ACCESS EXCLUSIVE MODE");
      const { fetch, attempts } = recorded();
      const slow = createClient({ baseUrl: mesh.url, apiKey: key.secret, fetch, timeoutMs: 300 });
      const started = Date.now();
      const err = await slow.bookings
        .get(made.id, { retry: { attempts: 3, baseDelayMs: 50, maxDelayMs: 50 } })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TimeoutError);
      expect(attempts).toEqual(["timed out", "timed out", "timed out"]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      await lock.query("ROLLBACK");
      expect((await slow.bookings.get(made.id)).id).toBe(made.id);
      expect(attempts).toHaveLength(4);
    } finally {
      await lock.query("ROLLBACK").catch(() => {});
      lock.release();
    }
  });
});

describe("the SDK's retries on a real gateway: a lost connection and a stopped service", () => {
  it.each<[string, Drop, (number | string)[]]>([
    ["before the gateway saw the request", "request", ["no answer", 201]],
    ["after the gateway booked it: the retry replays the booking", "answer", ["no answer", 201]],
  ])("retries a booking whose connection was dropped %s, and books once", async (_case, drop, expected) => {
    const key = await partnerKey();
    const proxy = await dropProxy(mesh.url, [drop]);
    try {
      const { fetch, attempts } = recorded();
      const client = createClient({ baseUrl: proxy.url, apiKey: key.secret, fetch });
      const unit = drop === "request" ? units[1]! : units[2]!;
      const retried: Error[] = [];
      const made = await client.bookings.create(
        { ...stayFor(plan, unit, 30), guest },
        { retry: { onRetry: (r) => retried.push(r.error) } },
      );
      expect(attempts).toEqual(expected);
      expect(retried[0]).toBeInstanceOf(NetworkError);
      expect(proxy.seen).toEqual([drop, "pass"]);
      const { rows } = await mesh.db.query("SELECT id FROM booking.bookings WHERE unit_id = $1", [unit]);
      expect(rows.map((r: { id: string }) => r.id)).toEqual([made.id]);
    } finally {
      await proxy.close();
    }
  });

  // Last: it leaves the mesh with a booking service started by the test.
  it("retries while a service is stopped (503), up to its attempts; started again, the booking goes through", async () => {
    const key = await partnerKey();
    await mesh.services.booking.stop();
    const down = recorded();
    const client = createClient({ baseUrl: mesh.url, apiKey: key.secret, fetch: down.fetch });
    const err = await client.bookings.list({}, { retry: { attempts: 3 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnavailableError);
    expect(err).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", retryAfter: 1 });
    expect(down.attempts).toEqual([503, 503, 503]);

    const back = recorded();
    const patient = createClient({ baseUrl: mesh.url, apiKey: key.secret, fetch: back.fetch });
    let restarting: Promise<void> | undefined;
    const made = await patient.bookings.create(
      { ...stayFor(plan, units[3]!, 40), guest },
      {
        retry: {
          attempts: 20,
          onRetry: () => {
            restarting ??= startService(bookingService, {
              config: mesh.config,
              log: createLogger({ name: "booking", level: "silent" }),
            }).then((s) => {
              mesh.services.booking = s;
            });
          },
        },
      },
    );
    await restarting;
    expect(back.attempts[0]).toBe(503);
    expect(back.attempts.at(-1)).toBe(201);
    expect(back.attempts.slice(0, -1).every((a) => a === 503)).toBe(true);
    const { rows } = await mesh.db.query("SELECT id FROM booking.bookings WHERE unit_id = $1", [units[3]]);
    expect(rows.map((r: { id: string }) => r.id)).toEqual([made.id]);
  });
});
