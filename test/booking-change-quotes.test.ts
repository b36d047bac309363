import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { CHANGE_TTL_MS, type ChangesHotel, changesHotel, expectedTotal } from "./support/booking-changes.js";
import { eventually } from "./support/hotel.js";
import { inDays } from "./support/inventory.js";

// A change quote prices the stay a booking would have and holds the nights it adds: from other
// keys while it lives, freed when a newer quote replaces it or it runs out.

let h: ChangesHotel;
beforeAll(async () => {
  // Inventory's sweep waits an hour here: what frees an expired quote's hold is its own job.
  h = await changesHotel({ RECONCILE_EVERY_MS: "3600000" });
});
afterAll(async () => h?.stop());

describe("a change quote", () => {
  it("prices the proposed stay and holds the night an extension adds from other keys until a new quote replaces it", async () => {
    const b = await h.book(0);
    const q = await h.quote(b.id, { end_date: inDays(13) });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    expect(q.body.data).toMatchObject({
      booking_id: b.id,
      booking_version: 1,
      current: {
        stay: { unit_id: h.units[0], start_date: inDays(10), end_date: inDays(12), nights: 2 },
        total_price: 200,
      },
      proposed: {
        stay: { unit_id: h.units[0], start_date: inDays(10), end_date: inDays(13), nights: 3 },
        total_price: 300,
      },
      price_difference: 100,
      change_fee: 0,
    });
    expect(q.body.data.id).toMatch(/^bcq_/);
    expect(Date.parse(q.body.data.expires_at) - Date.now()).toBeGreaterThan(CHANGE_TTL_MS - 5_000);
    // The added night is taken for everyone else while the quote lives.
    expect(await h.free(0, 12, 13)).toBe(false);
    const taken = await booker(
      h.call,
      h.other.secret,
    )({
      unit_id: h.units[0],
      rate_plan_id: h.plan,
      start_date: inDays(12),
      end_date: inDays(13),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    // A quote that adds nothing replaces it, and the night is free again.
    const again = await h.quote(b.id, { adults: 1 });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.price_difference).toBe(-40);
    await eventually(
      "the replaced quote's night freed",
      async () => ((await h.free(0, 12, 13)) ? true : undefined),
      10_000,
    );
    expect(await h.free(0, 10, 12)).toBe(false);
  });

  it("frees what it held once it runs out, by its expiry job", async () => {
    const b = await h.book(1);
    const q = await h.quote(b.id, { start_date: inDays(9) });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    expect(await h.free(1, 9, 10)).toBe(false);
    await new Promise((r) => setTimeout(r, CHANGE_TTL_MS));
    await eventually(
      "the expired quote's night freed",
      async () => ((await h.free(1, 9, 10)) ? true : undefined),
      20_000,
    );
    const late = await h.change(b.id, {
      change_quote_id: q.body.data.id,
      expected_total_price: expectedTotal(q.body.data),
    });
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe("BOOKING_CHANGE_QUOTE_EXPIRED");
  }, 60_000);

  it("refuses a night someone else holds, another key's booking, a cancelled booking and a stale If-Match", async () => {
    const mine = await h.book(2);
    await h.book(2, 12, 13, h.other.secret);
    const blocked = await h.quote(mine.id, { end_date: inDays(13) });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    const foreign = await h.quote(mine.id, { adults: 1 }, {}, h.other.secret);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe("BOOKING_NOT_FOUND");
    const stale = await h.quote(mine.id, { adults: 1 }, { "if-match": '"7"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error_code: "PRECONDITION_FAILED", version: 1 });
    const cancelled = await h.call("POST", `/api/v1/bookings/${mine.id}/cancel`, { token: h.key.secret });
    expect(cancelled.status).toBe(200);
    const refused = await h.quote(mine.id, { adults: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.error_code).toBe("BOOKING_NOT_CHANGEABLE");
  });
});
