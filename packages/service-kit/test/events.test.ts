import { type Booking, DomainEvent } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { newEvent } from "../src/index.js";

const booking: Booking = {
  id: "bkg_1",
  status: "confirmed",
  is_hold: false,
  hold_origin: null,
  hold_expires_at: null,
  property_id: "prp_1",
  unit_id: "unt_1",
  room_id: "room_1",
  rate_plan_id: "rpl_1",
  start_date: "2026-12-01",
  end_date: "2026-12-02",
  nights: 1,
  adults: 1,
  quantity: 1,
  guest: { id: "gst_1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
  currency: "EUR",
  total_price: 100,
  balance_due: 100,
  payment_status: "unpaid",
  origin: "hotel",
  conflict: false,
  cancellation_reason: null,
  created_at: "2026-11-22T10:05:00.000Z",
  confirmed_at: "2026-11-22T10:05:00.000Z",
  cancelled_at: null,
};
const scope = { tenant_id: "tnt_1", property_id: "prp_1" };

describe("newEvent", () => {
  it("makes an event of a known kind with its data, an id, the time and the scope, as the stream's union parses it", () => {
    const before = Date.now();
    const event = newEvent("booking.cancelled", { booking, reason: "hotel" }, scope);
    expect(event).toMatchObject({ type: "booking.cancelled", ...scope, data: { booking, reason: "hotel" } });
    expect(event.id).toMatch(/^evt_/);
    expect(Date.parse(event.occurred_at)).toBeGreaterThanOrEqual(before);
    expect(DomainEvent.parse(event)).toEqual(event);
    const unit = newEvent(
      "unit.housekeeping_changed",
      { unit_id: "unt_1", room_id: null, status: "inspected" },
      scope,
    );
    expect(unit.data.status).toBe("inspected");
  });

  it("accepts only a known type with its data shape (the compiler refuses the rest; so does the contract at run time)", () => {
    // @ts-expect-error: not a kind of the stream
    expect(() => newEvent("booking.exploded", { booking }, scope)).toThrow();
    // @ts-expect-error: the test event is sent by the webhooks service, never put on the stream
    expect(() => newEvent("webhook.test", { subscription_id: "whs_1", message: "hi" }, scope)).toThrow();
    // @ts-expect-error: booking.cancelled carries its reason
    expect(() => newEvent("booking.cancelled", { booking }, scope)).toThrow();
    const shiny = { unit_id: "u", room_id: null, status: "shiny" };
    // @ts-expect-error: not a housekeeping status
    expect(() => newEvent("unit.housekeeping_changed", shiny, scope)).toThrow();
    // A booking whose fields drifted from the contract (say, a price read as text from the database).
    expect(() =>
      newEvent(
        "booking.created",
        { booking: { ...booking, total_price: "100" as unknown as number } },
        scope,
      ),
    ).toThrow();
  });

  it("leaves out what the contract does not name, so it never reaches a subscriber", () => {
    const event = newEvent(
      "booking.confirmed",
      { booking: { ...booking, tenant_id: "tnt_1" } as Booking },
      scope,
    );
    expect(event.data.booking).not.toHaveProperty("tenant_id");
  });
});
