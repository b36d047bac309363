import { describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { eventually } from "./support/hotel.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import {
  call,
  freshUnit,
  hotel,
  merchantBook,
  mesh,
  PARTNER,
  partner,
  path,
  stay,
  stayAction,
  tenant,
  useMerchantBookings,
} from "./support/merchant-bookings.js";

/** The hotel side of bookings through the gateway: check-in and check-out, stats, and revoking a key with its bookings voided. */
useMerchantBookings();

describe("merchant bookings: check-in and check-out", () => {
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

describe("merchant bookings: stats", () => {
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
      no_shows: 0,
      // The guest cancelled before free_cancellation_until: free.
      cancellation_fees: 0,
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

/**
 * A key over two new properties with three bookings to void (two on the first, a hold among them, one
 * on the second) and two that are not: one the guest cancelled, one whose stay has started.
 */
async function rogueKeyWithBookings() {
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
  return { p1, p2, u1, rogue, watcher, voidable: [a, b, c], cancelled, started };
}

describe("merchant bookings: revoke-and-void", () => {
  it("previews, then revokes the key and voids what it created since the day, across properties", async () => {
    const { p1, p2, u1, rogue, watcher, voidable, cancelled, started } = await rogueKeyWithBookings();

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
    for (const r of voidable) {
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
