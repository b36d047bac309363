import { FieldValidationError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import {
  type BookingState,
  cancelDecision,
  confirmDecision,
  confirmRefusal,
  stayDecision,
} from "./booking-status.js";

const now = new Date("2026-12-01T12:00:00Z");
const b = (over: Partial<BookingState> = {}): BookingState => ({
  status: "pending",
  is_hold: false,
  hold_origin: null,
  hold_expires_at: null,
  cancellation_reason: null,
  start_date: "2026-12-10",
  ...over,
});
const liveHold = {
  is_hold: true,
  hold_origin: "api" as const,
  hold_expires_at: new Date("2026-12-01T12:10:00Z"),
};
const pastHold = { ...liveHold, hold_expires_at: new Date("2026-12-01T11:59:59Z") };
const code = (fn: () => unknown) => {
  try {
    fn();
    return "ok";
  } catch (err) {
    return (err as { code: string }).code;
  }
};

describe("confirm", () => {
  it.each([
    ["pending without hold", b(), "confirm"],
    ["pending api hold in time", b(liveHold), "confirm"],
    ["already confirmed", b({ status: "confirmed" }), "noop"],
  ])("%s → %s", (_n, state, expected) => expect(confirmDecision(state, now)).toBe(expected));

  it.each([
    ["pending api hold past its time", b(pastHold), "BOOKING_HOLD_EXPIRED"],
    [
      "hold cancelled by expiry",
      b({ ...pastHold, status: "cancelled", cancellation_reason: "hold_expired" }),
      "BOOKING_HOLD_EXPIRED",
    ],
    ["hold made by the hotel", b({ ...liveHold, hold_origin: "hotel" }), "BOOKING_NOT_CONFIRMABLE"],
    ["hold made by a channel", b({ ...liveHold, hold_origin: "channel" }), "BOOKING_NOT_CONFIRMABLE"],
    [
      "cancelled by the guest",
      b({ status: "cancelled", cancellation_reason: "guest" }),
      "BOOKING_NOT_CONFIRMABLE",
    ],
    ["checked in", b({ status: "checked_in" }), "BOOKING_NOT_CONFIRMABLE"],
    ["checked out", b({ status: "checked_out" }), "BOOKING_NOT_CONFIRMABLE"],
  ])("%s → %s", (_n, state, expected) => expect(code(() => confirmDecision(state, now))).toBe(expected));
});

describe("cancel", () => {
  const today = "2026-12-10";
  it.each([
    ["pending", b(), "cancel"],
    ["confirmed", b({ status: "confirmed" }), "cancel"],
    ["arriving today", b({ status: "confirmed", start_date: today }), "cancel"],
    ["already cancelled", b({ status: "cancelled" }), "noop"],
  ])("%s → %s", (_n, state, expected) => expect(cancelDecision(state, today)).toBe(expected));

  it.each([
    ["arrival before today", b({ status: "confirmed", start_date: "2026-12-09" })],
    ["checked in", b({ status: "checked_in" })],
    ["checked out", b({ status: "checked_out" })],
  ])("%s → BOOKING_NOT_CANCELLABLE", (_n, state) => {
    expect(code(() => cancelDecision(state, today))).toBe("BOOKING_NOT_CANCELLABLE");
  });
});

describe("a confirm the database refused", () => {
  it.each([
    ["already confirmed", b({ status: "confirmed" }), "ok"],
    // The database's clock said the hold ran out, even if this clock does not yet.
    ["pending api hold this clock still sees live", b(liveHold), "BOOKING_HOLD_EXPIRED"],
    ["pending api hold past its time", b(pastHold), "BOOKING_HOLD_EXPIRED"],
    [
      "hold cancelled by expiry",
      b({ ...pastHold, status: "cancelled", cancellation_reason: "hold_expired" }),
      "BOOKING_HOLD_EXPIRED",
    ],
    ["hold made by the hotel", b({ ...liveHold, hold_origin: "hotel" }), "BOOKING_NOT_CONFIRMABLE"],
    [
      "cancelled by the guest",
      b({ status: "cancelled", cancellation_reason: "guest" }),
      "BOOKING_NOT_CONFIRMABLE",
    ],
    ["checked in", b({ status: "checked_in" }), "BOOKING_NOT_CONFIRMABLE"],
  ])("%s → %s", (_n, state, expected) => expect(code(() => confirmRefusal(state, now))).toBe(expected));
});

describe("check-in and check-out", () => {
  it.each([
    ["pending", "checked_in", "apply"],
    ["confirmed", "checked_in", "apply"],
    ["checked_in", "checked_in", "noop"],
    ["checked_in", "checked_out", "apply"],
    ["checked_out", "checked_out", "noop"],
  ] as const)("%s → %s: %s", (from, to, decision) => {
    expect(stayDecision(from, to)).toBe(decision);
  });
  it.each([
    ["cancelled", "checked_in", "cannot check in a cancelled booking"],
    ["checked_out", "checked_in", "cannot check in a checked out booking"],
    ["pending", "checked_out", "cannot check out a pending booking"],
    ["confirmed", "checked_out", "cannot check out a confirmed booking"],
  ] as const)("%s → %s is refused", (from, to, message) => {
    expect(() => stayDecision(from, to)).toThrow(FieldValidationError);
    try {
      stayDecision(from, to);
    } catch (err) {
      expect((err as FieldValidationError).errors).toEqual({ status: [message] });
    }
  });
});
