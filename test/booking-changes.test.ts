import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "./support/booking.js";
import { type ChangesHotel, changesHotel, expectedTotal } from "./support/booking-changes.js";
import { eventually } from "./support/hotel.js";
import { inDays } from "./support/inventory.js";

// A change applies a change quote in one step: the stay, the total, the version and a revision
// move, inventory frees the dropped nights, and booking.changed carries what the stay was.

let h: ChangesHotel;
beforeAll(async () => {
  h = await changesHotel();
});
afterAll(async () => h?.stop());

describe("a change", () => {
  it("applies the quote: new stay and total, one version more, a revision, the dropped night freed and the kept ones never", async () => {
    const b = await h.book(3, 10, 13);
    const q = (await h.quote(b.id, { start_date: inDays(11), end_date: inDays(14) })).body.data;
    const idem = randomUUID();
    const body = { change_quote_id: q.id, expected_total_price: expectedTotal(q) };
    const res = await h.change(b.id, body, { "if-match": '"1"' }, idem);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(res.body.data).toMatchObject({
      id: b.id,
      start_date: inDays(11),
      end_date: inDays(14),
      nights: 3,
      total_price: 300,
      version: 2,
    });
    // Replayed with the same key: the same answer, nothing changed twice.
    const replay = await h.change(b.id, body, {}, idem);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(res.body);
    const read = await h.call("GET", `/api/v1/bookings/${b.id}`, { token: h.key.secret });
    expect(read.body.data.version).toBe(2);
    const revisions = await h.call("GET", `/api/v1/bookings/${b.id}/revisions`, { token: h.key.secret });
    expect(revisions.body.data.map((r: { action: string }) => r.action)).toEqual(["create", "change"]);
    expect(revisions.body.data[1]).toMatchObject({
      version: 2,
      actor: { type: "key", id: h.key.id },
      changes: { start_date: [inDays(10), inDays(11)], end_date: [inDays(13), inDays(14)] },
    });
    // Inventory follows: the dropped night is free, the kept and added ones taken.
    await eventually(
      "the dropped night freed",
      async () => ((await h.free(3, 10, 11)) ? true : undefined),
      10_000,
    );
    expect(await h.free(3, 11, 13)).toBe(false);
    expect(await h.free(3, 13, 14)).toBe(false);
    // The quote is used up.
    const again = await h.change(b.id, body);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe("BOOKING_CHANGE_QUOTE_EXPIRED");
  });

  it("moves a stay to another unit; the old unit's nights are freed", async () => {
    const b = await h.book(4);
    const q = (await h.quote(b.id, { unit_id: h.units[5] })).body.data;
    expect(await h.free(5, 10, 12)).toBe(false);
    const res = await h.change(b.id, { change_quote_id: q.id, expected_total_price: expectedTotal(q) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.unit_id).toBe(h.units[5]);
    await eventually(
      "the old unit freed",
      async () => ((await h.free(4, 10, 12)) ? true : undefined),
      10_000,
    );
    expect(await h.free(5, 10, 12)).toBe(false);
  });

  it("refuses a replaced quote, a booking changed since, a wrong total (with the right one) and a stale If-Match", async () => {
    const b = await h.book(6);
    const first = (await h.quote(b.id, { adults: 1 })).body.data;
    const second = (await h.quote(b.id, { end_date: inDays(13) })).body.data;
    const replaced = await h.change(b.id, {
      change_quote_id: first.id,
      expected_total_price: expectedTotal(first),
    });
    expect(replaced.status).toBe(409);
    expect(replaced.body.error_code).toBe("BOOKING_CHANGE_QUOTE_EXPIRED");
    const wrong = await h.change(b.id, { change_quote_id: second.id, expected_total_price: 1 });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ error_code: "BOOKING_PRICE_CHANGED", total_price: 300 });
    const stale = await h.change(
      b.id,
      { change_quote_id: second.id, expected_total_price: 300 },
      { "if-match": '"5"' },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error_code: "PRECONDITION_FAILED", version: 1 });
    const confirmed = await h.call("POST", `/api/v1/bookings/${b.id}/confirm`, { token: h.key.secret });
    expect(confirmed.status).toBe(200);
    const conflict = await h.change(b.id, { change_quote_id: second.id, expected_total_price: 300 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error_code).toBe("BOOKING_VERSION_CONFLICT");
    const cancelled = await h.call("POST", `/api/v1/bookings/${b.id}/cancel`, { token: h.key.secret });
    expect(cancelled.status).toBe(200);
    const late = await h.change(b.id, { change_quote_id: second.id, expected_total_price: 300 });
    expect(late.status).toBe(422);
    expect(late.body.error_code).toBe("BOOKING_NOT_CHANGEABLE");
  });
});

describe("a change's fee, a started stay and the event", () => {
  it("charges the booked policy's fee for a night dropped after free cancellation, which the hotel may waive", async () => {
    const b = await h.book(7, 10, 13, h.key.secret, h.strict);
    const q = (await h.quote(b.id, { end_date: inDays(12) })).body.data;
    expect(q).toMatchObject({ price_difference: -100, change_fee: 100, proposed: { total_price: 200 } });
    const res = await h.change(b.id, { change_quote_id: q.id, expected_total_price: 300 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ total_price: 300, nights: 2 });

    const waived = await h.book(8, 10, 13, h.key.secret, h.strict);
    const path = `/api/merchant/properties/${h.property}/bookings/${waived.id}`;
    const mq = await h.call("POST", `${path}/change-quotes`, {
      token: h.tenant.token,
      body: { end_date: inDays(12) },
    });
    expect(mq.status, JSON.stringify(mq.body)).toBe(201);
    expect(mq.body.data.change_fee).toBe(100);
    const mc = await h.call("POST", `${path}/change`, {
      token: h.tenant.token,
      headers: { "idempotency-key": randomUUID() },
      body: { change_quote_id: mq.body.data.id, expected_total_price: 200, waive_change_fee: true },
    });
    expect(mc.status, JSON.stringify(mc.body)).toBe(200);
    expect(mc.body.data).toMatchObject({ total_price: 200, version: 2 });
    const revisions = await h.call("GET", `/api/v1/bookings/${waived.id}/revisions`, { token: h.key.secret });
    expect(revisions.body.data[1]).toMatchObject({ action: "change", actor: { type: "merchant_token" } });
    const trail = await eventually(
      "the hotel's change in the audit trail",
      async () => {
        const res = await h.call("GET", "/api/merchant/audit?limit=50", { token: h.tenant.token });
        const actions = res.body.data
          .filter((e: { target: { id: string } }) => e.target.id === waived.id)
          .map((e: { action: string }) => e.action);
        return actions.includes("booking.change") ? actions : undefined;
      },
      10_000,
    );
    expect(trail).toEqual(expect.arrayContaining(["booking.change_quote", "booking.change"]));
  });

  it("lets a started stay change only its end_date, to a later date", async () => {
    const made = await h.call("POST", `/api/merchant/properties/${h.property}/bookings`, {
      token: h.tenant.token,
      body: {
        unit_id: h.units[9],
        rate_plan_id: h.plan,
        start_date: inDays(0),
        end_date: inDays(2),
        adults: 2,
        guest,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const path = `/api/merchant/properties/${h.property}/bookings/${made.body.data.id}`;
    expect((await h.call("POST", `${path}/check-in`, { token: h.tenant.token })).status).toBe(200);
    const moved = await h.call("POST", `${path}/change-quotes`, {
      token: h.tenant.token,
      body: { unit_id: h.units[10] },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.error_code).toBe("BOOKING_NOT_CHANGEABLE");
    const longer = await h.call("POST", `${path}/change-quotes`, {
      token: h.tenant.token,
      body: { end_date: inDays(3) },
    });
    expect(longer.status, JSON.stringify(longer.body)).toBe(201);
    expect(longer.body.data.proposed.stay).toMatchObject({ start_date: inDays(0), end_date: inDays(3) });
  });

  it("sends booking.changed with what the stay was", async () => {
    const b = await h.book(11);
    const q = (await h.quote(b.id, { end_date: inDays(13) })).body.data;
    const res = await h.change(b.id, { change_quote_id: q.id, expected_total_price: expectedTotal(q) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const delivered = await eventually(
      "the booking.changed delivery",
      async () => h.hook.received.find((r) => r.body.includes(b.id)),
      10_000,
    );
    const event = JSON.parse(delivered.body);
    expect(event).toMatchObject({
      type: "booking.changed",
      data: {
        booking: { id: b.id, end_date: inDays(13), version: 2 },
        previous: {
          stay: { unit_id: h.units[11], start_date: inDays(10), end_date: inDays(12), nights: 2 },
          total_price: 200,
        },
        change_quote_id: q.id,
      },
    });
  });
});
