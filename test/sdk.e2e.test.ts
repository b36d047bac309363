import { API_VERSION, ApiError, type Client, createClient, type RetryEvent } from "@reservations/sdk";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "./support/booking.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, inDays, stayFor } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

/** The partner's side of the booking flow, through the SDK only; the hotel is scripted as in other tests. */
let mesh: TestMesh;
// The database from outside, as the test would reach it in front of compiled processes too.
let db: pg.Pool;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;
let plan: string;
let longStays: string;
let client: Client;
let apiKey: string;
const units: string[] = [];
let nextUnit = 0;
const freshUnit = () => {
  const unit = units[nextUnit++];
  if (!unit) throw new Error("the test hotel ran out of units: add more in beforeAll");
  return unit;
};
const partnerKey = async (extra: Record<string, unknown> = {}) =>
  (await hotel.key(tenant.token, { property_ids: [property], scopes: [...BOOKING_SCOPES], ...extra })).secret;

beforeAll(async () => {
  mesh = await startTestMesh();
  db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 2 });
  hotel = new HotelScript(httpClient(mesh.url), mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("SDK hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const made = await Promise.all(Array.from({ length: 16 }, (_, i) => inv.unit({ name: `Room ${i}` })));
  units.push(...made.map((u) => u.id));
  plan = await inv.ratePlan({ unit_ids: units });
  longStays = await inv.ratePlan({ name: "Weekly", unit_ids: units, min_stay: 3 });
  apiKey = await partnerKey();
  client = createClient({ baseUrl: mesh.url, apiKey });
});
afterAll(async () => {
  await db?.end();
  await mesh?.stop();
});

const stay = (unit: string, from?: number, nights?: number) => stayFor(plan, unit, from, nights);

describe("the booking flow through the SDK: booking, cancelling and listing", () => {
  it("finds availability, quotes, holds, confirms and reads the booking back", async () => {
    const properties = await client.properties.list();
    expect(properties.map((p) => p.id)).toEqual([property]);
    expect(properties[0]!.api_rate_plans_configured).toBe(true);

    const unit = freshUnit();
    const free = await client.availability.get({ start: inDays(20), end: inDays(22) });
    expect(free.find((a) => a.unit_id === unit)).toMatchObject({ available: true, remaining_capacity: 1 });

    const quote = await client.quote(stay(unit));
    expect(quote).toMatchObject({ nights: 2, total_price: "200.00", currency: "EUR", available: true });

    const hold = await client.bookings.create({ ...stay(unit), guest, hold_minutes: 15 });
    expect(hold).toMatchObject({
      status: "pending",
      is_hold: true,
      hold_origin: "api",
      total_price: "200.00",
    });
    expect(Date.parse(hold.hold_expires_at!) - Date.now()).toBeGreaterThan(14 * 60_000);

    const confirmed = await client.bookings.confirm(hold.id);
    expect(confirmed).toMatchObject({
      id: hold.id,
      status: "confirmed",
      is_hold: false,
      hold_expires_at: null,
    });
    expect(await client.bookings.get(hold.id)).toEqual(confirmed);
    const taken = await client.availability.get({ start: inDays(20), end: inDays(22) });
    expect(taken.find((a) => a.unit_id === unit)).toMatchObject({ available: false, remaining_capacity: 0 });
  });

  it("cancels a booking, and the room returns to sale", async () => {
    const unit = freshUnit();
    const made = await client.bookings.create({ ...stay(unit, 30), guest });
    const cancelled = await client.bookings.cancel(made.id);
    expect(cancelled).toMatchObject({ id: made.id, status: "cancelled", cancellation_reason: "guest" });
    expect(await client.bookings.cancel(made.id)).toEqual(cancelled);
    const again = await client.availability.get({ start: inDays(30), end: inDays(32) });
    expect(again.find((a) => a.unit_id === unit)).toMatchObject({ available: true });
  });

  it("reads availability and a booking conditionally with { etag }: not modified until a change", async () => {
    const unit = freshUnit();
    const query = { start: inDays(75), end: inDays(77) };
    const first = await client.availability.get(query, { etag: undefined });
    if (first.notModified) throw new Error("a read with no tag is never not modified");
    expect(first.etag).toMatch(/^"[\w-]{22}"$/);
    expect(await client.availability.get(query, { etag: first.etag })).toEqual({
      notModified: true,
      etag: first.etag,
    });
    const made = await client.bookings.create({ ...stay(unit, 75), guest });
    const moved = await client.availability.get(query, { etag: first.etag });
    if (moved.notModified) throw new Error("a booking moves the availability of its nights");
    expect(moved.etag).not.toBe(first.etag);
    expect(moved.data.find((a) => a.unit_id === unit)).toMatchObject({ available: false });
    expect(await client.bookings.get(made.id, { etag: '"1"' })).toEqual({ notModified: true, etag: '"1"' });
    await client.bookings.confirm(made.id);
    expect(await client.bookings.get(made.id, { etag: '"1"' })).toMatchObject({
      notModified: false,
      etag: '"2"',
      data: { id: made.id, status: "confirmed", version: 2 },
    });
  });

  it("lists every booking of the key by iterating its pages", async () => {
    const pager = createClient({ baseUrl: mesh.url, apiKey: await partnerKey() });
    const made = new Set<string>();
    for (let i = 0; i < 5; i++)
      made.add((await pager.bookings.create({ ...stay(freshUnit(), 40 + i, 1), guest })).id);
    const pages: string[][] = [];
    for await (const page of pager.bookings.pages({ limit: 2 })) pages.push(page.data.map((b) => b.id));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flat())).toEqual(made);
  });
});

describe("the SDK's API version", () => {
  it("answers in 2026-12-15, money as strings, where the key's own version without the header answers numbers", async () => {
    const body = stay(freshUnit(), 80);
    const versions: (string | null)[] = [];
    const quote = await client.quote(body, {
      onResponse: ({ headers }) => versions.push(headers.get("api-version")),
    });
    expect(API_VERSION).toBe("2026-12-15");
    expect(versions).toEqual(["2026-12-15"]);
    expect(quote).toMatchObject({
      total_price: "200.00",
      nightly: [{ price: "100.00" }, { price: "100.00" }],
    });

    // The same call, plain: the key was made without an api_version, so it answers in 2026-11-21.
    const plain = await httpClient(mesh.url)("POST", "/api/v1/quote", { token: apiKey, body });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("api-version")).toBe("2026-11-21");
    expect(plain.body.data).toMatchObject({ total_price: 200, nightly: [{ price: 100 }, { price: 100 }] });
  });
});

describe("the booking flow through the SDK: errors and retries", () => {
  it("throws typed errors: the code with its fields, field errors, and 429's Retry-After", async () => {
    const unit = freshUnit();
    await client.bookings.create({ ...stay(unit, 50), guest });
    const taken = await client.bookings.create({ ...stay(unit, 51), guest }).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(ApiError);
    if (!(taken instanceof ApiError) || !taken.is("UNIT_NOT_AVAILABLE")) throw taken;
    expect(taken.status).toBe(409);
    expect(taken.extra.remaining_capacity).toBe(0);

    const missing = await client.bookings.get("bkg_nope").catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, error_code: "BOOKING_NOT_FOUND" });

    const short = await client.bookings
      .create({ ...stay(freshUnit(), 55, 1), rate_plan_id: longStays, guest })
      .catch((e: unknown) => e);
    if (!(short instanceof ApiError) || !short.is("RATE_PLAN_MIN_STAY")) throw short;
    expect(short.status).toBe(422);
    expect(short.extra).toEqual({ min_stay: 3, nights: 1 });

    const invalid = await client.bookings
      .create({ ...stay(freshUnit(), 60), guest, hold_minutes: 31 })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 422, error_code: undefined });
    expect(Object.keys((invalid as ApiError).errors ?? {})).toContain("hold_minutes");

    const limited = createClient({ baseUrl: mesh.url, apiKey: await partnerKey({ max_live_holds: 1 }) });
    await limited.bookings.create({ ...stay(freshUnit(), 65), guest, hold_minutes: 10 });
    const full = await limited.bookings
      .create({ ...stay(freshUnit(), 65), guest, hold_minutes: 10 })
      .catch((e: unknown) => e);
    if (!(full instanceof ApiError) || !full.is("KEY_HOLD_LIMIT_REACHED")) throw full;
    expect(full.status).toBe(429);
    expect(full.extra).toEqual({ limit: 1, used: 1 });
    expect(full.retryAfter).toBeGreaterThan(500);
  });

  it("retries IDEMPOTENCY_IN_FLIGHT with the same key until the first request finishes: one booking", async () => {
    const unit = freshUnit();
    const body = { ...stay(unit, 70), guest };
    const idempotencyKey = `sdk-slow-${unit}`;
    const lock = await db.connect();
    try {
      // Hold the unit's row lock so the first request waits mid-saga, in its allocation.
      await lock.query("BEGIN");
      await lock.query("SELECT id FROM inventory.units WHERE id = $1 FOR UPDATE", [unit]);
      const first = client.bookings.create(body, { idempotencyKey, retry: { attempts: 1 } });
      await eventually("the first request to be in flight", async () => {
        const { rows } = await db.query(
          "SELECT 1 FROM booking.idempotency WHERE idempotency_key = $1 AND state = 'in_flight'",
          [idempotencyKey],
        );
        return rows.length > 0 ? true : undefined;
      });
      const retries: RetryEvent[] = [];
      const second = client.bookings.create(body, {
        idempotencyKey,
        retry: { attempts: 10, baseDelayMs: 100, onRetry: (r) => retries.push(r) },
      });
      await eventually("the SDK to retry", async () => (retries.length > 0 ? true : undefined));
      await lock.query("ROLLBACK");
      const [a, b] = await Promise.all([first, second]);
      expect(b.id).toBe(a.id);
      for (const r of retries) {
        expect(r.error).toMatchObject({ status: 409, error_code: "IDEMPOTENCY_IN_FLIGHT" });
        expect(r.idempotencyKey).toBe(idempotencyKey);
      }
      const { rows } = await db.query("SELECT count(*)::int AS n FROM booking.bookings WHERE unit_id = $1", [
        unit,
      ]);
      expect(rows[0].n).toBe(1);
    } finally {
      await lock.query("ROLLBACK").catch(() => {});
      lock.release();
    }
  });
});
