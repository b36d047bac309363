import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

// A booking's version moves at every change of it, GET answers it as the ETag, If-Match makes a
// change conditional on it, and the revisions list every version with who made it.

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;
let plan: string;
const units: string[] = [];
let key: { id: string; secret: string };
let other: { id: string; secret: string };
let reader: { id: string; secret: string };

beforeAll(async () => {
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("Versions hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  for (let i = 0; i < 10; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
  plan = await inv.ratePlan({ unit_ids: units });
  const scopes = { property_ids: [property], scopes: [...BOOKING_SCOPES] };
  key = await hotel.key(tenant.token, scopes);
  other = await hotel.key(tenant.token, scopes);
  reader = await hotel.key(tenant.token, {
    property_ids: [property],
    scopes: ["bookings:read", "bookings:read:all"],
  });
});
afterAll(async () => mesh?.stop());

/** A booking of the key on the i-th unit, as its 201 answered it. */
async function book(i: number) {
  const res = await booker(
    call,
    key.secret,
  )({
    unit_id: units[i],
    rate_plan_id: plan,
    start_date: inDays(10),
    end_date: inDays(12),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const get = (id: string, token = key.secret) => call("GET", `/api/v1/bookings/${id}`, { token });
const change = (id: string, verb: "confirm" | "cancel", ifMatch?: string) =>
  call("POST", `/api/v1/bookings/${id}/${verb}`, {
    token: key.secret,
    headers: ifMatch === undefined ? {} : { "if-match": ifMatch },
  });
const revisions = (id: string, query = "", token = key.secret) =>
  call("GET", `/api/v1/bookings/${id}/revisions${query}`, { token });

describe("a booking's version and ETag", () => {
  it("is 1 when made, with updated_at its creation; GET answers it as the ETag", async () => {
    const b = await book(0);
    expect(b).toMatchObject({ version: 1 });
    expect(b.updated_at).toBe(b.created_at);
    const read = await get(b.id);
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toBe('"1"');
    expect(read.body.data).toMatchObject({ version: 1, updated_at: b.created_at });
  });

  it("moves by one at a confirm and at a cancel, and updated_at with it; a repeat moves nothing", async () => {
    const b = await book(1);
    const confirmed = await change(b.id, "confirm");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: "confirmed", version: 2 });
    expect(confirmed.headers.get("etag")).toBe('"2"');
    expect(Date.parse(confirmed.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(b.created_at));
    expect(confirmed.body.data.updated_at).toBe(confirmed.body.data.confirmed_at);
    // Confirming a confirmed booking changes nothing: the same version.
    expect((await change(b.id, "confirm")).body.data.version).toBe(2);
    const cancelled = await change(b.id, "cancel");
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", version: 3 });
    expect(cancelled.body.data.updated_at).toBe(cancelled.body.data.cancelled_at);
    expect((await get(b.id)).headers.get("etag")).toBe('"3"');
  });
});

describe("If-Match on confirm and cancel", () => {
  it("answers 412 PRECONDITION_FAILED with the current version for a stale one, and changes nothing", async () => {
    const b = await book(2);
    const stale = await change(b.id, "confirm", '"7"');
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error_code: "PRECONDITION_FAILED", version: 1 });
    expect((await get(b.id)).body.data).toMatchObject({ status: "pending", version: 1 });
    const cancel = await change(b.id, "cancel", '"2"');
    expect(cancel.status).toBe(412);
    expect((await get(b.id)).body.data.status).toBe("pending");
  });

  it("changes at the version named (alone, in a list, or *); a weak or foreign tag matches none", async () => {
    const b = await book(3);
    expect((await change(b.id, "confirm", 'W/"1"')).status).toBe(412);
    expect((await change(b.id, "confirm", '"abc"')).status).toBe(412);
    const confirmed = await change(b.id, "confirm", '"5", "1"');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.version).toBe(2);
    // A repeat at the old version is refused; at the current one it answers the booking as it is.
    expect((await change(b.id, "confirm", '"1"')).status).toBe(412);
    expect((await change(b.id, "confirm", '"2"')).status).toBe(200);
    const cancelled = await change(b.id, "cancel", "*");
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", version: 3 });
  });

  it("answers another key's booking 404, whatever If-Match says", async () => {
    const b = await book(4);
    const res = await call("POST", `/api/v1/bookings/${b.id}/confirm`, {
      token: other.secret,
      headers: { "if-match": '"9"' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe("BOOKING_NOT_FOUND");
  });
});

describe("a booking's revisions", () => {
  it("lists every version oldest first: who made it, what, and each field before and after", async () => {
    const b = await book(5);
    await change(b.id, "confirm");
    const checkedIn = await call("POST", `/api/merchant/properties/${property}/bookings/${b.id}/check-in`, {
      token: tenant.token,
    });
    expect(checkedIn.status).toBe(200);
    await call("POST", `/api/merchant/properties/${property}/bookings/${b.id}/check-out`, {
      token: tenant.token,
    });

    const res = await revisions(b.id);
    expect(res.status).toBe(200);
    expect(res.body.next_cursor).toBeNull();
    const list = res.body.data;
    expect(list.map((r: { version: number; action: string }) => [r.version, r.action])).toEqual([
      [1, "create"],
      [2, "confirm"],
      [3, "check_in"],
      [4, "check_out"],
    ]);
    expect(list[0]).toEqual({
      version: 1,
      at: b.created_at,
      actor: { type: "key", id: key.id },
      action: "create",
      changes: {},
    });
    expect(list[1].actor).toEqual({ type: "key", id: key.id });
    expect(list[1].changes.status).toEqual(["pending", "confirmed"]);
    expect(list[2].actor).toEqual({ type: "merchant_token", id: null });
    expect(list[2].changes.status).toEqual(["confirmed", "checked_in"]);
    expect(list[3].changes).toEqual({ status: ["checked_in", "checked_out"] });
    const read = (await get(b.id)).body.data;
    expect(read.version).toBe(4);
    expect(list[3].at).toBe(read.updated_at);
  });

  it("pages by cursor, refuses another booking's cursor, and shows only what the key may read", async () => {
    const b = await book(6);
    await change(b.id, "confirm");
    await change(b.id, "cancel");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await revisions(b.id, `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((r: { action: string }) => r.action));
      cursor = page.body.next_cursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(["create", "confirm", "cancel"]);

    const next = (await revisions(b.id, "?limit=1")).body.next_cursor;
    const another = await book(7);
    const cross = await revisions(another.id, `?cursor=${encodeURIComponent(next)}`);
    expect(cross.status).toBe(422);
    expect(cross.body.error_code).toBe("INVALID_CURSOR");

    expect((await revisions("bkg_none")).status).toBe(404);
    expect((await revisions(b.id, "", other.secret)).status).toBe(404);
    const all = await revisions(b.id, "", reader.secret);
    expect(all.status).toBe(200);
    expect(all.body.data.map((r: { action: string }) => r.action)).toEqual(["create", "confirm", "cancel"]);
  });
});

describe("who a booking's versions name", () => {
  it("names the system for a hold's expiry, and the hotel for the void of a revoked key's booking", async () => {
    const hold = await booker(
      call,
      key.secret,
    )({
      unit_id: units[8],
      rate_plan_id: plan,
      start_date: inDays(10),
      end_date: inDays(12),
      hold_minutes: 5,
    });
    expect(hold.status).toBe(201);
    const expired = await call("POST", `/api/v1/sandbox/bookings/${hold.body.data.id}/expire-hold`, {
      token: key.secret,
    });
    expect(expired.status, JSON.stringify(expired.body)).toBe(200);
    const afterExpiry = (await revisions(hold.body.data.id)).body.data;
    expect(afterExpiry.at(-1)).toMatchObject({
      version: 2,
      action: "hold_expiry",
      actor: { type: "system", id: null },
      changes: { status: ["pending", "cancelled"], cancellation_reason: [null, "hold_expired"] },
    });

    const doomed = await hotel.key(tenant.token, { property_ids: [property], scopes: [...BOOKING_SCOPES] });
    const made = await booker(
      call,
      doomed.secret,
    )({
      unit_id: units[9],
      rate_plan_id: plan,
      start_date: inDays(10),
      end_date: inDays(12),
    });
    expect(made.status).toBe(201);
    const voided = await call("POST", `/api/merchant/keys/${doomed.id}/revoke-and-void`, {
      token: tenant.token,
      body: { since: inDays(0) },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const afterVoid = (await revisions(made.body.data.id, "", reader.secret)).body.data;
    expect(afterVoid.map((r: { action: string }) => r.action)).toEqual(["create", "void"]);
    expect(afterVoid[1].actor).toEqual({ type: "merchant_token", id: null });
  });

  it("names the hotel's person or token that made a booking as its first version's actor", async () => {
    const made = await call("POST", `/api/merchant/properties/${property}/bookings`, {
      token: tenant.token,
      body: {
        unit_id: units[0],
        start_date: inDays(30),
        end_date: inDays(31),
        adults: 1,
        guest: { first_name: "Hal", last_name: "Desk", email: "hal@example.com" },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const list = (await revisions(made.body.data.id, "", reader.secret)).body.data;
    expect(list).toEqual([
      {
        version: 1,
        at: made.body.data.created_at,
        actor: { type: "merchant_token", id: null },
        action: "create",
        changes: {},
      },
    ]);
  });
});
