import { type bookingOps, FieldValidationError } from "@reservations/contracts";
import type { z } from "zod";

export type MerchantBookingBody = z.infer<typeof bookingOps.merchantCreate.input>["booking"];

/**
 * What a hotel or channel booking starts as. A hold is pending by nature, so hold_minutes makes
 * the booking a pending hold whatever `status` says (the contract defaults status to confirmed).
 */
export function merchantBookingState(
  body: Pick<MerchantBookingBody, "status" | "hold_minutes" | "hold_origin" | "channel">,
): {
  status: "pending" | "confirmed";
  is_hold: boolean;
  hold_origin: "hotel" | "channel" | null;
  hold_minutes: number | null;
} {
  if (body.hold_minutes === undefined) {
    if (body.hold_origin !== undefined)
      throw FieldValidationError.single("hold_origin", "is only allowed with hold_minutes");
    return { status: body.status, is_hold: false, hold_origin: null, hold_minutes: null };
  }
  return {
    status: "pending",
    is_hold: true,
    hold_origin: body.hold_origin ?? (body.channel ? "channel" : "hotel"),
    hold_minutes: body.hold_minutes,
  };
}
