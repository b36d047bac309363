import { context } from "@opentelemetry/api";
import { type Allocation, allocationOps, type Booking, formatMoney } from "@reservations/contracts";
import { EventPublisher, newEvent } from "@reservations/service-kit";
import { toMinor } from "@reservations/service-kit/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEventHandlers } from "../src/handlers/booking-events.js";
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
    total_price: formatMoney(a.total_minor, a.currency),
    balance_due: formatMoney(a.total_minor, a.currency),
    payment_status: "unpaid",
    origin: "api",
    conflict: false,
    cancellation_reason: status === "cancelled" ? "guest" : null,
    created_at: new Date().toISOString(),
    confirmed_at: null,
    cancelled_at: status === "cancelled" ? new Date().toISOString() : null,
    version: status === "pending" ? 1 : 2,
    updated_at: new Date().toISOString(),
    children: a.children,
    taxes: a.taxes.map((t) => ({ ...t, amount: formatMoney(toMinor(t.amount), a.currency) })),
    cancellation_policy: a.cancellation_policy,
    free_cancellation_until: a.free_cancellation_until,
    cancellation_fee: null,
    promo_code: null,
  };
}

describe("booking events: the allocation committed on booking.created", () => {
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
  it("events that arrived together: the created ones commit in one statement, in stream order with the rest; a released one is still flagged", async () => {
    const stay = (d: number) => ({ start_date: inDays(d), end_date: inDays(d + 1) });
    const [a, b, c, cancelled] = await Promise.all(
      [70, 71, 72, 73].map(async (d) => (await allocate(stay(d))).body.data as Allocation),
    );
    h.bookings.set(c!.booking_id, "confirmed");
    await h.call(allocationOps.release, { booking_id: c!.booking_id }, hotel.partner);
    const created = (x: Allocation) =>
      newEvent("booking.created", { booking: bookingOf(x, "pending") }, scope());
    const batch = [
      created(a!),
      newEvent(
        "booking.cancelled",
        { booking: bookingOf(cancelled!, "cancelled"), reason: "guest" },
        scope(),
      ),
      created(b!),
      created(c!),
      // Seen twice (a redelivery): nothing changes.
      created(a!),
    ].map((event, seq) => ({ event, seq, stream: "test", subject: "test", trace: context.active() }));
    await bookingEventHandlers(h.service.kit).handleBatch(batch);

    const { rows } = await h.service.kit.pool.query<{ booking_id: string; status: string }>(
      "SELECT booking_id, status FROM inventory.allocations WHERE booking_id = ANY ($1)",
      [[a!.booking_id, b!.booking_id, c!.booking_id, cancelled!.booking_id]],
    );
    const of = (x: Allocation) => rows.find((r) => r.booking_id === x.booking_id)!;
    expect(of(a!).status).toBe("committed");
    expect(of(b!).status).toBe("committed");
    expect(of(c!).status).toBe("released");
    expect(of(cancelled!).status).toBe("released");
    expect(h.flagged).toContain(c!.booking_id);
    expect(h.flagged).not.toContain(a!.booking_id);
    expect(h.flagged).not.toContain(b!.booking_id);
    // Its room is back on sale.
    expect((await allocate(stay(73))).status).toBe(200);
  });

  it("commits a run of created bookings in one statement (one transaction: one commit time)", async () => {
    const allocations = await Promise.all(
      [80, 81, 82].map(
        async (d) =>
          (await allocate({ start_date: inDays(d), end_date: inDays(d + 1) })).body.data as Allocation,
      ),
    );
    await bookingEventHandlers(h.service.kit).handleBatch(
      allocations.map((x, seq) => ({
        event: newEvent("booking.created", { booking: bookingOf(x, "pending") }, scope()),
        seq,
        stream: "test",
        subject: "test",
        trace: context.active(),
      })),
    );
    const { rows } = await h.service.kit.pool.query<{ committed_at: Date }>(
      "SELECT committed_at FROM inventory.allocations WHERE booking_id = ANY ($1) AND status = 'committed'",
      [allocations.map((x) => x.booking_id)],
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.committed_at.getTime())).size).toBe(1);
  });
});
