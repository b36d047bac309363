import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker, guest } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays, stayFor } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

const PARTNER = ["availability:read", "bookings:read", "bookings:write", "bookings:cancel"] as const;

/** The hotel side of bookings through the gateway: guests, hotel and channel bookings, stays, stats, voids. */
describe("merchant bookings", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  let tenant: { id: string; token: string };
  let stranger: { id: string; token: string };
  let property: string;
  let inv: InventoryScript;
  let plan: string;
  let rt: { id: string; rooms: { id: string }[] };
  const units: string[] = [];
  let nextUnit = 0;
  const freshUnit = () => units[nextUnit++]!;
  /** A partner key of the property, one that also reads every booking, and one that only reads its own. */
  let partner: { id: string; secret: string };
  let readAll: { id: string; secret: string };

  beforeAll(async () => {
    // A quick sweep, so a hold moved past its time in the database is cancelled within the test.
    mesh = await startTestMesh({ config: testConfig({ HOLD_SWEEP_EVERY_MS: "200" }) });
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Merchant bookings hotel");
    stranger = await hotel.tenant("Another hotel");
    property = await hotel.property(tenant.token, { timezone: "UTC" });
    inv = new InventoryScript(hotel, tenant.token, property);
    for (let i = 0; i < 24; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
    rt = await inv.unit({ name: "Suite", kind: "room_type", rooms: [{ name: "S1" }] });
    plan = await inv.ratePlan({ unit_ids: [...units, rt.id] });
    partner = await hotel.key(tenant.token, { property_ids: [property], scopes: [...PARTNER] });
    readAll = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: [...PARTNER, "bookings:read:all"],
    });
  });
  afterAll(async () => mesh?.stop());

  const path = (rest: string, p = property) => `/api/merchant/properties/${p}/${rest}`;
  const stay = (unit: string, from?: number, nights?: number) => stayFor(plan, unit, from, nights);
  const merchantBook = (body: Record<string, unknown>, p = property, token = tenant.token) =>
    call("POST", path("bookings", p), { token, body: { guest, ...body } });
  const stayAction = (id: string, verb: "check-in" | "check-out", token = tenant.token) =>
    call("POST", path(`bookings/${id}/${verb}`), { token });

  describe("guests and bookings", () => {
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

  describe("what partner keys see of hotel bookings", () => {
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

  describe("check-in and check-out", () => {
    it("checks in from confirmed or pending, checks out from checked in, idempotently", async () => {
      const id = (await merchantBook(stay(freshUnit()))).body.data.id;
      const early = await stayAction(id, "check-out");
      expect(early.status).toBe(422);
      expect(early.body.errors.status).toEqual(["cannot check out a confirmed booking"]);
      const inRes = await stayAction(id, "check-in");
      expect(inRes.status, JSON.stringify(inRes.body)).toBe(200);
      expect(inRes.body.data.status).toBe("checked_in");
      expect((await stayAction(id, "check-in")).body).toEqual(inRes.body);
      const out = await stayAction(id, "check-out");
      expect(out.status).toBe(200);
      expect(out.body.data.status).toBe("checked_out");
      const again = await stayAction(id, "check-in");
      expect(again.status).toBe(422);
      expect(again.body.errors.status).toEqual(["cannot check in a checked out booking"]);

      // A pending hold checked in is no hold any more.
      const hold = (await merchantBook({ ...stay(freshUnit()), hold_minutes: 60 })).body.data.id;
      const held = await stayAction(hold, "check-in");
      expect(held.body.data).toMatchObject({ status: "checked_in", is_hold: false, hold_expires_at: null });
    });

    it("refuses to check in a cancelled booking, and a partner cannot cancel a checked-in one", async () => {
      const book = booker(call, partner.secret);
      const cancelled = (await book(stay(freshUnit()))).body.data.id;
      await call("POST", `/api/v1/bookings/${cancelled}/cancel`, { token: partner.secret });
      const refused = await stayAction(cancelled, "check-in");
      expect(refused.status).toBe(422);
      expect(refused.body.error_code).toBeUndefined();
      expect(refused.body.errors.status).toEqual(["cannot check in a cancelled booking"]);

      const id = (await book(stay(freshUnit()))).body.data.id;
      expect((await stayAction(id, "check-in")).body.data.status).toBe("checked_in");
      const cancel = await call("POST", `/api/v1/bookings/${id}/cancel`, { token: partner.secret });
      expect(cancel.status).toBe(422);
      expect(cancel.body.error_code).toBe("BOOKING_NOT_CANCELLABLE");
    });

    it("answers 404 BOOKING_NOT_FOUND for a booking of another property", async () => {
      const other = await hotel.property(tenant.token, { name: "Annex", timezone: "UTC" });
      const id = (await merchantBook(stay(freshUnit()))).body.data.id;
      for (const verb of ["check-in", "check-out"]) {
        const res = await call("POST", path(`bookings/${id}/${verb}`, other), { token: tenant.token });
        expect(res.status).toBe(404);
        expect(res.body.error_code).toBe("BOOKING_NOT_FOUND");
      }
      const unknown = await stayAction("bkg_nope", "check-in");
      expect(unknown.status).toBe(404);
      expect(unknown.body.error_code).toBe("BOOKING_NOT_FOUND");
    });
  });

  describe("stats", () => {
    it("counts bookings created and cancellations by reason on days from..to", async () => {
      const p = await hotel.property(tenant.token, { name: "Stats", timezone: "UTC" });
      const pinv = new InventoryScript(hotel, tenant.token, p);
      const us: string[] = [];
      for (let i = 0; i < 4; i++) us.push((await pinv.unit({ name: `S${i}` })).id);
      const pplan = await pinv.ratePlan({ unit_ids: us });
      const key = await hotel.key(tenant.token, { property_ids: [p], scopes: [...PARTNER] });
      const s = (unit: string) => ({ ...stay(unit), rate_plan_id: pplan });
      await merchantBook(s(us[0]!), p);
      const hold = (await merchantBook({ ...s(us[1]!), hold_minutes: 60 }, p)).body.data.id;
      const guestCancelled = (await booker(call, key.secret)(s(us[2]!))).body.data.id;
      await call("POST", `/api/v1/bookings/${guestCancelled}/cancel`, { token: key.secret });
      await booker(call, key.secret)(s(us[3]!));
      // The hotel's hold runs out (moved in the database); the sweep cancels it.
      await mesh.services.booking.kit.pool.query(
        "UPDATE booking.bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1",
        [hold],
      );
      await eventually("the hold to expire", async () => {
        const res = await call("GET", path("bookings?limit=100", p), { token: tenant.token });
        const b = res.body.data.find((x: { id: string }) => x.id === hold);
        return b.status === "cancelled" ? b : undefined;
      });

      const today = inDays(0);
      const res = await call("GET", path(`stats?from=${inDays(-1)}&to=${today}`, p), { token: tenant.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({
        from: inDays(-1),
        to: today,
        bookings_created: 4,
        guest_cancellations: 1,
        hotel_cancellations: 0,
        expired_holds: 1,
        voided: 0,
      });
      const before = await call("GET", path(`stats?from=${inDays(-10)}&to=${inDays(-1)}`, p), {
        token: tenant.token,
      });
      expect(before.body.data).toMatchObject({
        bookings_created: 0,
        guest_cancellations: 0,
        expired_holds: 0,
      });
      const backwards = await call("GET", path(`stats?from=${today}&to=${inDays(-1)}`, p), {
        token: tenant.token,
      });
      expect(backwards.status).toBe(422);
      expect(Object.keys(backwards.body.errors)).toContain("to");
      const missing = await call("GET", path("stats", p), { token: tenant.token });
      expect(missing.status).toBe(422);
    });
  });

  describe("revoke-and-void", () => {
    it("previews, then revokes the key and voids what it created since the day, across properties", async () => {
      const p1 = await hotel.property(tenant.token, { name: "Void one", timezone: "UTC" });
      const p2 = await hotel.property(tenant.token, { name: "Void two", timezone: "UTC" });
      const inv1 = new InventoryScript(hotel, tenant.token, p1);
      const inv2 = new InventoryScript(hotel, tenant.token, p2);
      const u1: string[] = [];
      for (let i = 0; i < 4; i++) u1.push((await inv1.unit({ name: `V${i}` })).id);
      const u2 = (await inv2.unit({ name: "W" })).id;
      const plan1 = await inv1.ratePlan({ unit_ids: u1 });
      const plan2 = await inv2.ratePlan({ unit_ids: [u2] });
      // One key over both properties (multi-property: X-Property on every call).
      const rogue = await hotel.key(tenant.token, { property_ids: [p1, p2], scopes: [...PARTNER] });
      const watcher = await hotel.key(tenant.token, { property_ids: [p1], scopes: ["availability:read"] });
      const book1 = booker(call, rogue.secret, p1);
      const at = (unit: string, rate: string, from: number, nights: number) => ({
        unit_id: unit,
        rate_plan_id: rate,
        start_date: inDays(from),
        end_date: inDays(from + nights),
      });
      const a = await book1(at(u1[0]!, plan1, 10, 2));
      const b = await book1({ ...at(u1[1]!, plan1, 12, 3), hold_minutes: 20 });
      const c = await booker(call, rogue.secret, p2)(at(u2, plan2, 10, 1));
      for (const r of [a, b, c]) expect(r.status, JSON.stringify(r.body)).toBe(201);
      // Not voided: one the guest already cancelled, one whose stay has started.
      const cancelled = (await book1(at(u1[2]!, plan1, 10, 2))).body.data.id;
      await call("POST", `/api/v1/bookings/${cancelled}/cancel`, { token: rogue.secret, property: p1 });
      const started = (await book1(at(u1[3]!, plan1, 10, 2))).body.data.id;
      const checkedIn = await call("POST", path(`bookings/${started}/check-in`, p1), { token: tenant.token });
      expect(checkedIn.body.data.status).toBe("checked_in");

      const expected = { bookings: 3, nights: 6, properties: 2 };
      const preview = await call("POST", `/api/merchant/keys/${rogue.id}/void-preview`, {
        token: tenant.token,
        body: { since: inDays(0) },
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data).toEqual(expected);
      const later = await call("POST", `/api/merchant/keys/${rogue.id}/void-preview`, {
        token: tenant.token,
        body: { since: inDays(1) },
      });
      expect(later.body.data).toEqual({ bookings: 0, nights: 0, properties: 0 });
      // The preview changes nothing.
      expect((await call("GET", "/api/v1/bookings", { token: rogue.secret, property: p1 })).status).toBe(200);

      const availability = async () => {
        const res = await call("GET", `/api/v1/availability?start=${inDays(10)}&end=${inDays(15)}`, {
          token: watcher.secret,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return Object.fromEntries(
          res.body.data.map((e: { unit_id: string; available: boolean }) => [e.unit_id, e.available]),
        );
      };
      expect(await availability()).toMatchObject({ [u1[0]!]: false, [u1[1]!]: false });

      const voided = await call("POST", `/api/merchant/keys/${rogue.id}/revoke-and-void`, {
        token: tenant.token,
        body: { since: inDays(0) },
      });
      expect(voided.status, JSON.stringify(voided.body)).toBe(200);
      expect(voided.body.data).toEqual(expected);

      await eventually("the revoked key to be refused", async () => {
        const res = await call("GET", "/api/v1/bookings", { token: rogue.secret, property: p1 });
        return res.status === 401 ? res : undefined;
      }).then((res) => expect(res.body.error_code).toBe("APIKEY_INVALID"));
      const keyNow = await call("GET", `/api/merchant/keys/${rogue.id}`, { token: tenant.token });
      expect(keyNow.body.data.status).toBe("revoked");

      const all = [
        ...(await call("GET", path("bookings?limit=100", p1), { token: tenant.token })).body.data,
        ...(await call("GET", path("bookings?limit=100", p2), { token: tenant.token })).body.data,
      ];
      const byId = new Map(all.map((x: { id: string }) => [x.id, x]));
      for (const r of [a, b, c]) {
        expect(byId.get(r.body.data.id)).toMatchObject({
          status: "cancelled",
          cancellation_reason: "voided",
        });
      }
      expect(byId.get(cancelled)).toMatchObject({ status: "cancelled", cancellation_reason: "guest" });
      expect(byId.get(started)).toMatchObject({ status: "checked_in" });
      // The rooms are back on sale.
      await eventually("the rooms to be back on sale", async () => {
        const now = await availability();
        return now[u1[0]!] && now[u1[1]!] ? now : undefined;
      });

      const stats = await call("GET", path(`stats?from=${inDays(0)}&to=${inDays(0)}`, p1), {
        token: tenant.token,
      });
      expect(stats.body.data).toMatchObject({ bookings_created: 4, voided: 2, guest_cancellations: 1 });
      const stats2 = await call("GET", path(`stats?from=${inDays(0)}&to=${inDays(0)}`, p2), {
        token: tenant.token,
      });
      expect(stats2.body.data).toMatchObject({ bookings_created: 1, voided: 1, guest_cancellations: 0 });

      // Again: the key stays revoked, nothing is left to void.
      const twice = await call("POST", `/api/merchant/keys/${rogue.id}/revoke-and-void`, {
        token: tenant.token,
        body: { since: inDays(0) },
      });
      expect(twice.status).toBe(200);
      expect(twice.body.data).toEqual({ bookings: 0, nights: 0, properties: 0 });
    });

    it("answers 404 KEY_NOT_FOUND for an unknown key and validates since", async () => {
      for (const verb of ["void-preview", "revoke-and-void"]) {
        const res = await call("POST", `/api/merchant/keys/key_nope/${verb}`, {
          token: tenant.token,
          body: { since: inDays(0) },
        });
        expect(res.status).toBe(404);
        expect(res.body.error_code).toBe("KEY_NOT_FOUND");
        const bad = await call("POST", `/api/merchant/keys/${partner.id}/${verb}`, {
          token: tenant.token,
          body: { since: "yesterday" },
        });
        expect(bad.status).toBe(422);
        expect(Object.keys(bad.body.errors)).toContain("since");
      }
    });
  });

  describe("another hotel", () => {
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
});
