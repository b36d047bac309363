import { bookingOps } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { guest, HotelFixture, inDays, uniq } from "./harness.js";

describe("the hotel's own bookings over NATS", () => {
  const fx = new HotelFixture(8);

  const book = (booking: Record<string, unknown>) =>
    fx.h.call(
      bookingOps.merchantCreate,
      {
        property_id: fx.hotel.property,
        booking: { ...fx.hotel.stay(fx.unit()), adults: 2, guest, ...booking } as never,
      },
      fx.hotel.merchant,
    );
  const stayOp = (op: typeof bookingOps.checkIn, id: string) =>
    fx.h.call(op, { property_id: fx.hotel.property, booking_id: id }, fx.hotel.merchant);

  it("books for the hotel (confirmed by default) and a channel's hold as a pending hold", async () => {
    const made = await book({});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ status: "confirmed", is_hold: false, origin: "hotel" });
    const held = await book({ channel: "Booking.com", hold_minutes: 15 });
    expect(held.body.data).toMatchObject({
      status: "pending",
      is_hold: true,
      hold_origin: "channel",
      origin: "channel",
    });
    const wrong = await book({ hold_origin: "hotel" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty("hold_origin");
  });

  it("checks a guest in and out, a repeat changing nothing, and refuses to check a departed guest in", async () => {
    const id = (await book({})).body.data.id;
    expect((await stayOp(bookingOps.checkIn, id)).body.data.status).toBe("checked_in");
    const out = await stayOp(bookingOps.checkOut, id);
    expect(out.body.data.status).toBe("checked_out");
    expect((await stayOp(bookingOps.checkOut, id)).body.data).toEqual(out.body.data);
    const back = await stayOp(bookingOps.checkIn, id);
    expect(back.status).toBe(422);
    expect(back.body.errors).toEqual({ status: ["cannot check in a checked out booking"] });
  });

  it("lists the property's bookings newest first, whoever made them, and no other hotel's", async () => {
    const a = (await book({})).body.data.id;
    const b = (await book({})).body.data.id;
    const first = await fx.h.call(
      bookingOps.merchantList,
      { property_id: fx.hotel.property, limit: 1 },
      fx.hotel.merchant,
    );
    expect(first.body.data.map((x: { id: string }) => x.id)).toEqual([b]);
    const second = await fx.h.call(
      bookingOps.merchantList,
      { property_id: fx.hotel.property, limit: 1, cursor: first.body.next_cursor },
      fx.hotel.merchant,
    );
    expect(second.body.data.map((x: { id: string }) => x.id)).toEqual([a]);
    const stranger = { actor: "merchant" as const, tenant_id: `ten_${uniq()}` };
    const res = await fx.h.call(
      bookingOps.merchantList,
      { property_id: fx.hotel.property, limit: 1 },
      stranger,
    );
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe("PROPERTY_NOT_FOUND");
  });

  it("adds a guest to the property and counts the bookings made in the stats", async () => {
    const made = await fx.h.call(
      bookingOps.createGuest,
      { property_id: fx.hotel.property, guest },
      fx.hotel.merchant,
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject(guest);
    const stats = await fx.h.call(
      bookingOps.stats,
      { property_id: fx.hotel.property, from: inDays(-1), to: inDays(1) },
      fx.hotel.merchant,
    );
    expect(stats.status).toBe(200);
    expect(stats.body.data.bookings_created).toBeGreaterThanOrEqual(1);
    expect(stats.body.data.cancellation_fees).toBe("0.00");
    const backwards = await fx.h.call(
      bookingOps.stats,
      { property_id: fx.hotel.property, from: inDays(1), to: inDays(-1) },
      fx.hotel.merchant,
    );
    expect(backwards.body.errors).toEqual({ to: ["must not be before from"] });
  });
});
