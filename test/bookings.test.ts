// Over 300 lines: one gateway mesh (100 units, three keys) serves every end-to-end booking case here; split, each part would seed its own.
import { allocationOps } from "@reservations/contracts";
import { connectNats, type NatsConnection, RpcClient } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHash } from "../services/gateway/src/plugins/idempotency.js";
import { booker, guest } from "./support/booking.js";
import { HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

const ALL = [...BOOKING_SCOPES];

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;
let inv: InventoryScript;
let plan: string;
let rt: { id: string; rooms: { id: string }[] };
const units: string[] = [];
let key: { id: string; secret: string };
let other: { id: string; secret: string };
let reader: { id: string; secret: string };
let nextUnit = 0;
const freshUnit = () => {
  const unit = units[nextUnit++];
  if (!unit) throw new Error("the test hotel ran out of units: add more in beforeAll");
  return unit;
};

beforeAll(async () => {
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("Booking hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
  inv = new InventoryScript(hotel, tenant.token, property);
  const made = await Promise.all(Array.from({ length: 100 }, (_, i) => inv.unit({ name: `Room ${i}` })));
  units.push(...made.map((x) => x.id));
  rt = await inv.unit({ name: "Doubles", kind: "room_type", rooms: [{ name: "1" }, { name: "2" }] });
  plan = await inv.ratePlan({ unit_ids: [...units, rt.id] });
  const scopes = { property_ids: [property], scopes: ALL };
  key = await hotel.key(tenant.token, scopes);
  other = await hotel.key(tenant.token, scopes);
  reader = await hotel.key(tenant.token, {
    property_ids: [property],
    scopes: ["bookings:read", "bookings:read:all", "bookings:write", "bookings:cancel"],
  });
});
afterAll(async () => mesh?.stop());

const stay = (unit: string, from = 20, nights = 2) => ({
  unit_id: unit,
  rate_plan_id: plan,
  start_date: inDays(from),
  end_date: inDays(from + nights),
});

describe("bookings through the gateway: create", () => {
  it("creates a booking (201) that is not a hold when hold_minutes is omitted", async () => {
    const res = await booker(call, key.secret)(stay(freshUnit()));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      status: "pending",
      is_hold: false,
      hold_origin: null,
      hold_expires_at: null,
      quantity: 1,
      total_price: 200,
      balance_due: 200,
      currency: "EUR",
      nights: 2,
      guest,
    });
    expect(res.body.data.id).toMatch(/^bkg_/);
  });

  it("creates a hold with hold_minutes: is_hold, hold_origin api, hold_expires_at with offset", async () => {
    const before = Date.now();
    const res = await booker(call, key.secret)({ ...stay(freshUnit()), hold_minutes: 15 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ is_hold: true, hold_origin: "api", status: "pending" });
    const expires = Date.parse(res.body.data.hold_expires_at);
    expect(res.body.data.hold_expires_at).toMatch(/(Z|[+-]\d\d:\d\d)$/);
    expect(expires - before).toBeGreaterThan(14 * 60_000);
    expect(expires - before).toBeLessThan(16 * 60_000);
  });
});

describe("bookings through the gateway: create with an Idempotency-Key", () => {
  it("requires an Idempotency-Key, replays a finished request, refuses the key with another body", async () => {
    const body = { ...stay(freshUnit()), guest };
    const missing = await call("POST", "/api/v1/bookings", { token: key.secret, body });
    expect(missing.status).toBe(422);
    expect(missing.body.error_code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const first = await booker(call, key.secret)(body, "idem-1");
    expect(first.status).toBe(201);
    const replay = await booker(call, key.secret)(body, "idem-1");
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const reused = await booker(call, key.secret)({ ...body, adults: 1 }, "idem-1");
    expect(reused.status).toBe(409);
    expect(reused.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
    // Records are per API key: another key may use the same Idempotency-Key.
    const otherKey = await booker(call, other.secret)({ ...stay(freshUnit()) }, "idem-1");
    expect(otherKey.status).toBe(201);
  });

  it("answers IDEMPOTENCY_IN_FLIGHT while the first request runs", async () => {
    const unit = freshUnit();
    const lock = await mesh.services.inventory.kit.pool.connect();
    try {
      // Hold the unit's row lock so the first request waits mid-saga, in its allocation.
      await lock.query("BEGIN");
      await lock.query("SELECT id FROM inventory.units WHERE id = $1 FOR UPDATE", [unit]);
      const body = stay(unit);
      const first = booker(call, key.secret)(body, "idem-slow");
      await new Promise((r) => setTimeout(r, 300));
      const second = await booker(call, key.secret)(body, "idem-slow");
      expect(second.status).toBe(409);
      expect(second.body.error_code).toBe("IDEMPOTENCY_IN_FLIGHT");
      await lock.query("ROLLBACK");
      expect((await first).status).toBe(201);
    } finally {
      await lock.query("ROLLBACK").catch(() => {});
      lock.release();
    }
  });

  it("lets a retry take over an abandoned request after its lease, reusing its allocation", async () => {
    const body = { ...stay(freshUnit()), guest, adults: 2 };
    const bookingId = "bkg_abandoned00000001";
    const nc: NatsConnection = await connectNats(mesh.config.NATS_URL, "test");
    const rpc = new RpcClient(nc, 5000, mesh.config.NATS_NAMESPACE);
    // A worker that crashed after allocating: its allocation and its expired in-flight record remain.
    await rpc.request(
      allocationOps.allocate,
      {
        booking_id: bookingId,
        unit_id: body.unit_id,
        rate_plan_id: plan,
        start_date: body.start_date,
        end_date: body.end_date,
        adults: 2,
      },
      { request_id: "t", actor: "partner", tenant_id: tenant.id, property_id: property },
    );
    await nc.drain();
    const hash = requestHash("POST", "/api/v1/bookings", property, body);
    await mesh.services.booking.kit.pool.query(
      `INSERT INTO booking.idempotency (key_id, idempotency_key, request_hash, booking_id, state, lease_until)
       VALUES ($1, 'idem-crashed', $2, $3, 'in_flight', now() - interval '1 second')`,
      [key.id, hash, bookingId],
    );
    const res = await booker(call, key.secret)(body, "idem-crashed");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.id).toBe(bookingId);
  });
});

describe("bookings through the gateway: create refused", () => {
  it("validates the request: hold_minutes, quantity, guest and guest_id", async () => {
    const s = stay(freshUnit());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ hold_minutes: 0 }, 422, "hold_minutes"],
      [{ hold_minutes: 31 }, 422, "hold_minutes"],
      [{ guest: undefined }, 422, "guest"],
      [{ guest_id: "gst_x" }, 422, "guest"],
      [{ guest: { ...guest, email: "not-an-email" } }, 422, "guest.email"],
      [{ adults: 0 }, 422, "adults"],
      [{ start_date: "2027-13-01" }, 422, "start_date"],
    ];
    for (const [patch, status, field] of cases) {
      const res = await booker(call, key.secret)({ ...s, ...patch });
      expect(res.status, field).toBe(status);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    const quantity = await booker(call, key.secret)({ ...s, quantity: 2 });
    expect(quantity.status).toBe(422);
    expect(quantity.body.error_code).toBe("INVALID_BOOKING_QUANTITY");
    expect((await booker(call, key.secret)({ ...stay(freshUnit()), quantity: 1 })).status).toBe(201);
    const unknownGuest = await booker(call, key.secret)({ ...s, guest: undefined, guest_id: "gst_nope" });
    expect(unknownGuest.status).toBe(404);
    expect(unknownGuest.body.error_code).toBe("GUEST_NOT_FOUND");
    const made = await booker(call, key.secret)(stay(freshUnit()));
    const byId = await booker(
      call,
      key.secret,
    )({ ...stay(freshUnit()), guest: undefined, guest_id: made.body.data.guest.id });
    expect(byId.status).toBe(201);
    expect(byId.body.data.guest).toEqual(made.body.data.guest);
  });

  it("answers 409 UNIT_NOT_AVAILABLE and INVENTORY_SLOT_UNAVAILABLE from the ledger", async () => {
    const unit = freshUnit();
    expect((await booker(call, key.secret)(stay(unit, 40))).status).toBe(201);
    const taken = await booker(call, key.secret)(stay(unit, 41));
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    expect((await booker(call, key.secret)({ ...stay(rt.id, 40), room_id: rt.rooms[0]!.id })).status).toBe(
      201,
    );
    const slot = await booker(call, key.secret)({ ...stay(rt.id, 40), room_id: rt.rooms[0]!.id });
    expect(slot.status).toBe(422);
    expect(slot.body.error_code).toBe("INVENTORY_SLOT_UNAVAILABLE");
  });
});

describe("bookings through the gateway: confirm and cancel", () => {
  it("confirms a pending booking, idempotently, clearing the hold", async () => {
    const hold = await booker(call, key.secret)({ ...stay(freshUnit()), hold_minutes: 10 });
    const id = hold.body.data.id;
    const confirmed = await call("POST", `/api/v1/bookings/${id}/confirm`, { token: key.secret });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: "confirmed",
      is_hold: false,
      hold_origin: null,
      hold_expires_at: null,
    });
    const again = await call("POST", `/api/v1/bookings/${id}/confirm`, {
      token: key.secret,
      headers: { "content-type": "application/json" },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(confirmed.body);
    const plain = await booker(call, key.secret)(stay(freshUnit()));
    const plainConfirmed = await call("POST", `/api/v1/bookings/${plain.body.data.id}/confirm`, {
      token: key.secret,
    });
    expect(plainConfirmed.body.data.status).toBe("confirmed");
  });

  it("cancels, idempotently, keeping the hold fields, and the room returns to sale", async () => {
    const unit = freshUnit();
    const hold = await booker(call, key.secret)({ ...stay(unit, 50), hold_minutes: 10 });
    const id = hold.body.data.id;
    const cancelled = await call("POST", `/api/v1/bookings/${id}/cancel`, { token: key.secret });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: "cancelled",
      is_hold: true,
      hold_origin: "api",
      cancellation_reason: "guest",
    });
    expect(cancelled.body.data.hold_expires_at).toBe(hold.body.data.hold_expires_at);
    const again = await call("POST", `/api/v1/bookings/${id}/cancel`, { token: key.secret });
    expect(again.body).toEqual(cancelled.body);
    const notConfirmable = await call("POST", `/api/v1/bookings/${id}/confirm`, { token: key.secret });
    expect(notConfirmable.status).toBe(422);
    expect(notConfirmable.body.error_code).toBe("BOOKING_NOT_CONFIRMABLE");
    expect((await booker(call, key.secret)(stay(unit, 50))).status).toBe(201);
  });

  it("answers 409 BOOKING_HOLD_EXPIRED for a pending hold past its time", async () => {
    const hold = await booker(call, key.secret)({ ...stay(freshUnit()), hold_minutes: 5 });
    const id = hold.body.data.id;
    // The clock runs out (moved in the database rather than waiting five minutes).
    await mesh.services.booking.kit.pool.query(
      "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1",
      [id],
    );
    const before = await call("POST", `/api/v1/bookings/${id}/confirm`, { token: key.secret });
    expect(before.status).toBe(409);
    expect(before.body.error_code).toBe("BOOKING_HOLD_EXPIRED");
    // After the expiry cancelled it, the answer is the same: see test/holds.test.ts.
  });

  it("answers 422 BOOKING_NOT_CANCELLABLE once the stay has started", async () => {
    const res = await booker(call, key.secret)(stay(freshUnit()));
    const id = res.body.data.id;
    await mesh.services.booking.kit.pool.query(
      "UPDATE booking.bookings SET start_date = current_date - 1 WHERE id = $1",
      [id],
    );
    const cancel = await call("POST", `/api/v1/bookings/${id}/cancel`, { token: key.secret });
    expect(cancel.status).toBe(422);
    expect(cancel.body.error_code).toBe("BOOKING_NOT_CANCELLABLE");
  });

  it("answers 422 BOOKING_NOT_CONFIRMABLE for a stay that is checked in, and BOOKING_NOT_CANCELLABLE to cancel it", async () => {
    const made = await booker(call, key.secret)(stay(freshUnit()));
    const id = made.body.data.id;
    const checkIn = await call("POST", `/api/merchant/properties/${property}/bookings/${id}/check-in`, {
      token: tenant.token,
    });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.data.status).toBe("checked_in");
    const confirm = await call("POST", `/api/v1/bookings/${id}/confirm`, { token: key.secret });
    expect(confirm.status).toBe(422);
    expect(confirm.body.error_code).toBe("BOOKING_NOT_CONFIRMABLE");
    const cancel = await call("POST", `/api/v1/bookings/${id}/cancel`, { token: key.secret });
    expect(cancel.status).toBe(422);
    expect(cancel.body.error_code).toBe("BOOKING_NOT_CANCELLABLE");
  });

  it("acts only on the calling key's bookings, even with bookings:read:all", async () => {
    const mine = await booker(call, key.secret)(stay(freshUnit()));
    const id = mine.body.data.id;
    for (const k of [other, reader]) {
      for (const verb of ["confirm", "cancel"]) {
        const res = await call("POST", `/api/v1/bookings/${id}/${verb}`, { token: k.secret });
        expect(res.status).toBe(404);
        expect(res.body.error_code).toBe("BOOKING_NOT_FOUND");
      }
    }
    expect((await call("POST", "/api/v1/bookings/bkg_nope/confirm", { token: key.secret })).status).toBe(404);
  });
});

describe("bookings through the gateway: reading", () => {
  it("shows a key its own bookings, and all of the property's with bookings:read:all", async () => {
    const mine = await booker(call, key.secret)(stay(freshUnit()));
    const id = mine.body.data.id;
    expect((await call("GET", `/api/v1/bookings/${id}`, { token: key.secret })).body.data.id).toBe(id);
    const hidden = await call("GET", `/api/v1/bookings/${id}`, { token: other.secret });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error_code).toBe("BOOKING_NOT_FOUND");
    expect((await call("GET", `/api/v1/bookings/${id}`, { token: reader.secret })).status).toBe(200);
    const otherList = await call("GET", "/api/v1/bookings?limit=100", { token: other.secret });
    expect(otherList.body.data.map((b: { id: string }) => b.id)).not.toContain(id);
    const all = await call("GET", "/api/v1/bookings?limit=100", { token: reader.secret });
    expect(all.body.data.map((b: { id: string }) => b.id)).toContain(id);
  });

  it("bookings:read:all alone does not grant bookings:read", async () => {
    const onlyAll = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: ["bookings:read:all"],
    });
    const res = await call("GET", "/api/v1/bookings", { token: onlyAll.secret });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe("APIKEY_SCOPE_MISSING");
    expect(res.body.message).toContain("bookings:read");
  });

  it("pages to the end with no duplicates and refuses a forged cursor", async () => {
    const pager = await hotel.key(tenant.token, { property_ids: [property], scopes: ALL });
    const made = new Set<string>();
    for (let i = 0; i < 7; i++) {
      const r = await booker(call, pager.secret)(stay(freshUnit(), 60 + i, 1));
      made.add(r.body.data.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await call("GET", `/api/v1/bookings?limit=3${q}`, { token: pager.secret });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((b: { id: string }) => b.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(made);
    const first = await call("GET", "/api/v1/bookings?limit=3", { token: pager.secret });
    const forged = `${first.body.next_cursor.split(".")[0]}x.${first.body.next_cursor.split(".")[1]}`;
    for (const bad of ["nonsense", forged]) {
      const res = await call("GET", `/api/v1/bookings?cursor=${encodeURIComponent(bad)}`, {
        token: pager.secret,
      });
      expect(res.status).toBe(422);
      expect(res.body.error_code).toBe("INVALID_CURSOR");
    }
    // A cursor of another key's list does not work here either.
    const borrowed = await call(
      "GET",
      `/api/v1/bookings?cursor=${encodeURIComponent(first.body.next_cursor)}`,
      { token: key.secret },
    );
    expect(borrowed.body.error_code).toBe("INVALID_CURSOR");
  });
});

describe("bookings through the gateway: per-key ceilings", () => {
  it("refuses holds past the key's live-hold limit with 429, limit, used and Retry-After; confirm frees a slot", async () => {
    const k = await hotel.key(tenant.token, { property_ids: [property], scopes: ALL, max_live_holds: 2 });
    const book = booker(call, k.secret);
    const a = await book({ ...stay(freshUnit()), hold_minutes: 10 });
    await book({ ...stay(freshUnit()), hold_minutes: 10 });
    const refused = await book({ ...stay(freshUnit()), hold_minutes: 10 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: "KEY_HOLD_LIMIT_REACHED", limit: 2, used: 2 });
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(500);
    expect(retry).toBeLessThanOrEqual(600);
    // A booking that is not a hold is not limited by holds.
    expect((await book(stay(freshUnit()))).status).toBe(201);
    await call("POST", `/api/v1/bookings/${a.body.data.id}/confirm`, { token: k.secret });
    expect((await book({ ...stay(freshUnit()), hold_minutes: 10 })).status).toBe(201);
  });

  /** A key with a 24-hour quota of 2 that has made both its bookings. */
  async function keyAtQuotaOfTwo() {
    const k = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: ALL,
      max_bookings_per_24h: 2,
    });
    const book = booker(call, k.secret);
    const first = await book(stay(freshUnit()));
    await book(stay(freshUnit()));
    return { k, book, first };
  }

  it("refuses bookings past the key's 24-hour quota with 429 KEY_BOOKING_QUOTA_EXCEEDED", async () => {
    const { k, book, first } = await keyAtQuotaOfTwo();
    // Cancelled bookings still count: they were created in the window.
    await call("POST", `/api/v1/bookings/${first.body.data.id}/cancel`, { token: k.secret });
    const refused = await book(stay(freshUnit()));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: "KEY_BOOKING_QUOTA_EXCEEDED", limit: 2, used: 2 });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
  });

  it("counts a key's last 24 hours exactly, up to the edge of the window", async () => {
    const { k, book, first } = await keyAtQuotaOfTwo();
    const db = mesh.services.booking.kit.pool;
    /** Moves the first booking back in time, with its place in the key's per-minute counts. */
    const age = async (interval: string) => {
      await db.query(
        `WITH old AS (SELECT created_at FROM booking.bookings WHERE id = $1),
              dec AS (UPDATE booking.key_counts SET bookings = bookings - 1
                       WHERE key_id = $2 AND minute = date_trunc('minute', (SELECT created_at FROM old)))
         UPDATE booking.bookings SET created_at = now() - $3::interval WHERE id = $1`,
        [first.body.data.id, k.id, interval],
      );
      await db.query(
        `INSERT INTO booking.key_counts AS c (key_id, minute, bookings)
         SELECT $2, date_trunc('minute', created_at), 1 FROM booking.bookings WHERE id = $1
         ON CONFLICT (key_id, minute) DO UPDATE SET bookings = c.bookings + 1`,
        [first.body.data.id, k.id],
      );
    };
    // 20 s before it leaves the window: still counted, and Retry-After says when it leaves.
    await age("23 hours 59 minutes 40 seconds");
    const refused = await book(stay(freshUnit()));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: "KEY_BOOKING_QUOTA_EXCEEDED", limit: 2, used: 2 });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(80);
    // A second past the window: no longer counted.
    await age("24 hours 1 second");
    expect((await book(stay(freshUnit()))).status).toBe(201);
  });
});

describe("bookings through the gateway: concurrency", () => {
  it("20 simultaneous identical requests with one Idempotency-Key make exactly one booking", async () => {
    const body = stay(freshUnit(), 90);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => booker(call, key.secret)(body, "idem-race")),
    );
    const created = results.filter((r) => r.status === 201);
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    for (const r of results) expect([201, 409]).toContain(r.status);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error_code).toBe("IDEMPOTENCY_IN_FLIGHT");
    const { rows } = await mesh.services.booking.kit.pool.query(
      "SELECT count(*)::int AS n FROM booking.bookings WHERE unit_id = $1",
      [body.unit_id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("50 simultaneous bookings of one room make exactly one", async () => {
    const unit = freshUnit();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => booker(call, key.secret)(stay(unit, 95))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r.body.error_code).toBe("UNIT_NOT_AVAILABLE");
  });

  it("a key racing 40 bookings at a quota of 25 gets exactly 25, the early check skipped or not", async () => {
    const k = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: ALL,
      max_bookings_per_24h: 25,
    });
    const book = booker(call, k.secret);
    // The first leaves the key far below its quota, so the next ones skip the early check and
    // only the count under the key's lock stands between them and the quota. Distinct units, so
    // that inventory's unit locks do not line the requests up.
    expect((await book(stay(freshUnit(), 200, 1))).status).toBe(201);
    const racing = Array.from({ length: 40 }, () => freshUnit());
    const results = await Promise.all(racing.map((u) => book(stay(u, 201, 1))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(24);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ error_code: "KEY_BOOKING_QUOTA_EXCEEDED", limit: 25, used: 25 });
    }
    // What was refused after allocating gave its night back.
    const { rows } = await mesh.services.inventory.kit.pool.query(
      "SELECT count(*)::int AS n FROM inventory.allocations WHERE unit_id = ANY($1) AND status <> 'released'",
      [racing],
    );
    expect(rows[0].n).toBe(24);
  });

  it("a key at its hold limit racing 10 holds never exceeds it", async () => {
    const k = await hotel.key(tenant.token, { property_ids: [property], scopes: ALL, max_live_holds: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        booker(call, k.secret)({ ...stay(freshUnit(), 100), hold_minutes: 5 }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r.body.error_code).toBe("KEY_HOLD_LIMIT_REACHED");
  });
});
