import { FieldValidationError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { merchantBookingState } from "./merchant-booking.js";

describe("what a hotel or channel booking starts as", () => {
  it("is as its status says without hold_minutes", () => {
    expect(merchantBookingState({ status: "confirmed" })).toEqual({
      status: "confirmed",
      is_hold: false,
      hold_origin: null,
      hold_minutes: null,
    });
    expect(merchantBookingState({ status: "pending" }).status).toBe("pending");
  });
  it("is a pending hold with hold_minutes, whatever the status", () => {
    expect(merchantBookingState({ status: "confirmed", hold_minutes: 30 })).toEqual({
      status: "pending",
      is_hold: true,
      hold_origin: "hotel",
      hold_minutes: 30,
    });
  });
  it("holds for the channel when a channel sent it, unless hold_origin says otherwise", () => {
    expect(merchantBookingState({ status: "confirmed", hold_minutes: 5, channel: "ota" }).hold_origin).toBe(
      "channel",
    );
    expect(
      merchantBookingState({ status: "confirmed", hold_minutes: 5, channel: "ota", hold_origin: "hotel" })
        .hold_origin,
    ).toBe("hotel");
  });
  it("refuses hold_origin without hold_minutes", () => {
    expect(() => merchantBookingState({ status: "confirmed", hold_origin: "hotel" })).toThrow(
      FieldValidationError,
    );
  });
});
