import { type Allocation, allocationOps, type Booking } from "@reservations/contracts";
import { EventPublisher, newEvent } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Allocate,
  allocator,
  eventually,
  type Hotel,
  type InventoryHarness,
  inDays,
  ledgerUnits,
  startInventory,
} from "./harness.js";

/** The booking of an allocation, shaped as the booking service puts it in its events. */
function bookingOf(a: Allocation, status: Booking["status"]): Booking {
  return {
    id: a.booking_id,
    status,
    is_hold: false,
    hold_origin: null,
    hold_expires_at: null,
    property_id: a.property_id,
    unit_id: a.unit_id,
    room_id: a.room_id,
    rate_plan_id: a.rate_plan_id,
    start_date: a.start_date,
    end_date: a.end_date,
    nights: a.nights,
    adults: a.adults,
    quantity: 1,
    guest: { id: "gst_test", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
    currency: a.currency,
    total_price: a.total_price,
    balance_due: a.total_price,
    payment_status: "unpaid",
    origin: "api",
    conflict: false,
    cancellation_reason: status === "cancelled" ? "guest" : null,
    created_at: new Date().toISOString(),
    confirmed_at: null,
    cancelled_at: status === "cancelled" ? new Date().toISOString() : null,
  };
}

describe("booking events (DESIGN saga step 5)", () => {
  let h: InventoryHarness;
  let hotel: Hotel;
  let allocate: Allocate;
  let events: EventPublisher;
  const scope = () => ({ tenant_id: hotel.tenantId, property_id: hotel.propertyId });

  beforeAll(async () => {
    h = await startInventory();
    hotel = await h.hotel();
    allocate = allocator(h, hotel.partner, await ledgerUnits(hotel));
    events = new EventPublisher(h.nc, h.config.NATS_NAMESPACE);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("commits the allocation when its booking is created", async () => {
    const pending = (await allocate({ start_date: inDays(40), end_date: inDays(42) })).body
      .data as Allocation;
    expect(pending.status).toBe("pending");
    await events.publish(newEvent("booking.created", { booking: bookingOf(pending, "pending") }, scope()));
    await eventually(async () => {
      const again = await allocate({
        booking_id: pending.booking_id,
        start_date: inDays(40),
        end_date: inDays(42),
      });
      expect(again.body.data).toMatchObject({ id: pending.id, status: "committed" });
    });
    expect(h.flagged).not.toContain(pending.booking_id);
  });

  it("returns the room to sale when its booking is cancelled", async () => {
    const stay = { start_date: inDays(50), end_date: inDays(52) };
    const held = (await allocate(stay)).body.data as Allocation;
    expect((await allocate(stay)).body.error_code).toBe("UNIT_NOT_AVAILABLE");
    const booking = bookingOf(held, "cancelled");
    await events.publish(newEvent("booking.cancelled", { booking, reason: "guest" }, scope()));
    await eventually(async () => expect((await allocate(stay)).status).toBe(200));
  });

  it("asks the booking service to flag a booking whose allocation was released before it was created", async () => {
    const stay = { start_date: inDays(60), end_date: inDays(62) };
    const released = (await allocate(stay)).body.data as Allocation;
    h.bookings.set(released.booking_id, "confirmed");
    await h.call(allocationOps.release, { booking_id: released.booking_id }, hotel.partner);
    await events.publish(newEvent("booking.created", { booking: bookingOf(released, "confirmed") }, scope()));
    await eventually(() => expect(h.flagged).toContain(released.booking_id));
  });
});
