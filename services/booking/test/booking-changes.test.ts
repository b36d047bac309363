import { bookingOps, changeOps } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { guest, HotelFixture, inDays, uniq } from "./harness.js";

const fx = new HotelFixture(4);

describe("a booking's change over NATS: amounts as decimal strings, compared exactly", () => {
  it("quotes, refuses a total a hundredth off, applies the exact one given without decimals, and tells what it was", async () => {
    const key = `key_${uniq()}`;
    const partner = fx.hotel.partner(key);
    const stay = fx.hotel.stay(fx.unit(), 30, 2);
    const made = await fx.h.call(
      bookingOps.create,
      { idempotency_key: uniq(), request_hash: "h", body: { ...stay, adults: 2, guest } as never },
      partner,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const booking_id: string = made.body.data.id;

    const quoted = await fx.h.call(changeOps.quote, { booking_id, body: { end_date: inDays(33) } }, partner);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
    const q = quoted.body.data;
    expect(q.current).toMatchObject({ total_price: "200.00", taxes: [] });
    expect(q.proposed.nightly.map((n: { price: string }) => n.price)).toEqual(["100.00", "100.00", "100.00"]);
    expect(q.proposed).toMatchObject({ total_price: "300.00", taxes: [] });
    expect(q).toMatchObject({ price_difference: "100.00", change_fee: "0.00" });

    const apply = (expected: string) =>
      fx.h.call(
        changeOps.apply,
        {
          booking_id,
          idempotency_key: uniq(),
          request_hash: "h",
          body: { change_quote_id: q.id, expected_total_price: expected },
        },
        partner,
      );
    const off = await apply("299.99");
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ error_code: "BOOKING_PRICE_CHANGED", total_price: "300.00" });
    const changed = await apply("300");
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ total_price: "300.00", balance_due: "300.00", nights: 3 });

    const { rows } = await fx.h.db.query<{ event: { data: Record<string, unknown> } }>(
      `SELECT event FROM booking.outbox WHERE event->>'type' = 'booking.changed'
         AND event->'data'->'booking'->>'id' = $1`,
      [booking_id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.event.data).toMatchObject({
      booking: { total_price: "300.00", balance_due: "300.00" },
      previous: { total_price: "200.00" },
      change_quote_id: q.id,
    });
  });
});
