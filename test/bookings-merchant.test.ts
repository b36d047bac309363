import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import { inDays } from "./support/inventory.js";
import {
  call,
  freshUnit,
  hotel,
  merchantBook,
  PARTNER,
  partner,
  path,
  property,
  readAll,
  rt,
  stay,
  stranger,
  tenant,
  useMerchantBookings,
} from "./support/merchant-bookings.js";

/** The hotel side of bookings through the gateway: guests, hotel and channel bookings, what partner keys see of them, other hotels kept out. */
useMerchantBookings();

describe("merchant bookings: guests and bookings", () => {
  it("creates a guest (201) and validates it", async () => {
    const res = await call("POST", path("guests"), { token: tenant.token, body: guest });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject(guest);
    expect(res.body.data.id).toMatch(/^gst_/);
    const bad = await call("POST", path("guests"), {
      token: tenant.token,
      body: { ...guest, email: "nope" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain("email");
  });

  it("a key limited to one property cannot attach a guest of another property of the hotel (404 GUEST_NOT_FOUND)", async () => {
    const other = await hotel.property(tenant.token, { timezone: "UTC" });
    const own = await call("POST", path("guests"), { token: tenant.token, body: guest });
    const foreign = await call("POST", path("guests", other), { token: tenant.token, body: guest });
    expect([own.status, foreign.status]).toEqual([201, 201]);
    const book = (guestId: string, token = partner.secret) =>
      call("POST", "/api/v1/bookings", {
        token,
        headers: { "idempotency-key": randomUUID() },
        body: { ...stay(freshUnit()), guest_id: guestId },
      });
    const refused = await book(foreign.body.data.id);
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    expect(refused.body.error_code).toBe("GUEST_NOT_FOUND");
    expect((await book(own.body.data.id)).status).toBe(201);
    // A key covering both properties may attach either property's guest.
    const both = await hotel.key(tenant.token, { property_ids: [property, other], scopes: [...PARTNER] });
    const across = await call("POST", "/api/v1/bookings", {
      token: both.secret,
      property,
      headers: { "idempotency-key": randomUUID() },
      body: { ...stay(freshUnit()), guest_id: foreign.body.data.id },
    });
    expect(across.status, JSON.stringify(across.body)).toBe(201);
  });

  it("records a hotel booking, confirmed by default, priced by its rate plan or free without one", async () => {
    const res = await merchantBook(stay(freshUnit()));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      status: "confirmed",
      origin: "hotel",
      conflict: false,
      is_hold: false,
      hold_origin: null,
      total_price: 200,
      nights: 2,
      guest,
      property_id: property,
    });
    expect(res.body.data.confirmed_at).not.toBeNull();
    const { rate_plan_id: _, ...noPlan } = stay(freshUnit());
    const pending = await merchantBook({ ...noPlan, status: "pending" });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    expect(pending.body.data).toMatchObject({ status: "pending", rate_plan_id: null, total_price: 0 });
    const list = await call("GET", path("bookings?limit=100"), { token: tenant.token });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((b: { id: string }) => b.id);
    expect(ids).toEqual(expect.arrayContaining([res.body.data.id, pending.body.data.id]));
  });

  it("lists every booking of the property, partner ones included, page by page", async () => {
    const made = await booker(call, partner.secret)(stay(freshUnit()));
    expect(made.status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await call("GET", path(`bookings?limit=2${q}`), { token: tenant.token });
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((b: { id: string }) => b.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toContain(made.body.data.id);
    expect(new Set(seen).size).toBe(seen.length);
    const forged = await call("GET", path("bookings?cursor=nonsense"), { token: tenant.token });
    expect(forged.status).toBe(422);
    expect(forged.body.error_code).toBe("INVALID_CURSOR");
  });

  it("records an outside-channel booking on a full unit without a room, flagged conflict; refuses a hotel one", async () => {
    const s = stay(rt.id, 30);
    const first = await merchantBook(s);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.room_id).toBe(rt.rooms[0]!.id);
    const channel = await merchantBook({ ...s, channel: "Booking.com" });
    expect(channel.status, JSON.stringify(channel.body)).toBe(201);
    expect(channel.body.data).toMatchObject({ origin: "channel", conflict: true, room_id: null });
    const hotelToo = await merchantBook(s);
    expect(hotelToo.status).toBe(409);
    expect(hotelToo.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    // A channel booking that finds the room free takes it like any other.
    const free = await merchantBook({ ...stay(rt.id, 40), channel: "Expedia" });
    expect(free.body.data).toMatchObject({ origin: "channel", conflict: false, room_id: rt.rooms[0]!.id });
  });

  it("refuses what inventory refuses: unknown unit, past dates, hold_origin without hold_minutes", async () => {
    const unknown = await merchantBook({ ...stay(freshUnit()), unit_id: "unt_nope" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe("UNIT_NOT_FOUND");
    const past = await merchantBook({ ...stay(freshUnit()), start_date: inDays(-3), end_date: inDays(-1) });
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.errors)).toContain("start_date");
    const origin = await merchantBook({ ...stay(freshUnit()), hold_origin: "hotel" });
    expect(origin.status).toBe(422);
    expect(Object.keys(origin.body.errors)).toContain("hold_origin");
  });
});

describe("merchant bookings: what partner keys see of hotel bookings", () => {
  it("hides a hotel booking from a key without bookings:read:all and shows it to one with it", async () => {
    const made = await merchantBook(stay(freshUnit()));
    const id = made.body.data.id;
    const hidden = await call("GET", `/api/v1/bookings/${id}`, { token: partner.secret });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error_code).toBe("BOOKING_NOT_FOUND");
    const own = await call("GET", "/api/v1/bookings?limit=100", { token: partner.secret });
    expect(own.body.data.map((b: { id: string }) => b.id)).not.toContain(id);
    const seen = await call("GET", `/api/v1/bookings/${id}`, { token: readAll.secret });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id, origin: "hotel" });
  });

  it("makes hotel and channel holds that no key can confirm or cancel", async () => {
    const hold = await merchantBook({ ...stay(freshUnit()), hold_minutes: 120 });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    expect(hold.body.data).toMatchObject({ status: "pending", is_hold: true, hold_origin: "hotel" });
    expect(Date.parse(hold.body.data.hold_expires_at) - Date.now()).toBeGreaterThan(119 * 60_000);
    const channelHold = await merchantBook({ ...stay(freshUnit()), hold_minutes: 30, channel: "Airbnb" });
    expect(channelHold.body.data).toMatchObject({ is_hold: true, hold_origin: "channel" });
    for (const id of [hold.body.data.id, channelHold.body.data.id]) {
      for (const k of [partner, readAll]) {
        for (const verb of ["confirm", "cancel"]) {
          const res = await call("POST", `/api/v1/bookings/${id}/${verb}`, { token: k.secret });
          expect(res.status).toBe(404);
          expect(res.body.error_code).toBe("BOOKING_NOT_FOUND");
        }
      }
    }
  });
});

describe("merchant bookings: another hotel", () => {
  it("gets 404 on every route, and cannot revoke or void this hotel's key", async () => {
    const made = (await merchantBook(stay(freshUnit()))).body.data.id;
    const token = stranger.token;
    const cases: [string, string, unknown, string][] = [
      ["POST", path("guests"), guest, "PROPERTY_NOT_FOUND"],
      ["GET", path("bookings"), undefined, "PROPERTY_NOT_FOUND"],
      ["POST", path("bookings"), { ...stay(freshUnit()), guest }, "PROPERTY_NOT_FOUND"],
      ["POST", path(`bookings/${made}/check-in`), undefined, "BOOKING_NOT_FOUND"],
      ["POST", path(`bookings/${made}/check-out`), undefined, "BOOKING_NOT_FOUND"],
      ["GET", path(`stats?from=${inDays(0)}&to=${inDays(0)}`), undefined, "PROPERTY_NOT_FOUND"],
      ["POST", `/api/merchant/keys/${partner.id}/void-preview`, { since: inDays(0) }, "KEY_NOT_FOUND"],
      ["POST", `/api/merchant/keys/${partner.id}/revoke-and-void`, { since: inDays(0) }, "KEY_NOT_FOUND"],
    ];
    for (const [method, url, body, code] of cases) {
      const res = await call(method, url, { token, body });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body.error_code).toBe(code);
    }
    // Nothing changed here: the booking is untouched and the key still works.
    const list = await call("GET", path("bookings?limit=100"), { token: tenant.token });
    expect(list.body.data.find((b: { id: string }) => b.id === made).status).toBe("confirmed");
    expect((await call("GET", "/api/v1/bookings", { token: partner.secret })).status).toBe(200);
    const noToken = await call("GET", path("bookings"));
    expect(noToken.status).toBe(401);
  });
});
