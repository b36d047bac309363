import { AppError, type BookingStatus, FieldValidationError } from "@reservations/contracts";

export interface BookingState {
  status: BookingStatus;
  is_hold: boolean;
  hold_origin: "api" | "hotel" | "channel" | null;
  hold_expires_at: Date | null;
  cancellation_reason: string | null;
  start_date: string;
}

/** What confirming does: stay as is (already confirmed), become confirmed, or be refused. */
export function confirmDecision(b: BookingState, now: Date): "noop" | "confirm" {
  if (b.status === "confirmed") return "noop";
  const expired = b.is_hold && b.hold_expires_at !== null && b.hold_expires_at.getTime() <= now.getTime();
  if (b.status === "pending") {
    if (b.is_hold && b.hold_origin !== "api") throw new AppError("BOOKING_NOT_CONFIRMABLE");
    if (expired) throw new AppError("BOOKING_HOLD_EXPIRED");
    return "confirm";
  }
  // Whether or not the expiry already cancelled it, a hold past its time answers 409.
  if (b.status === "cancelled" && b.cancellation_reason === "hold_expired")
    throw new AppError("BOOKING_HOLD_EXPIRED");
  throw new AppError("BOOKING_NOT_CONFIRMABLE");
}

/**
 * Why the database refused to confirm (its conditional update changed nothing), read from the
 * booking as it is now: "noop" when it is confirmed already, else the refusal. A pending hold that
 * this clock still thinks live was refused by the database's clock, the one that set it: expired.
 */
export function confirmRefusal(b: BookingState, now: Date): "noop" {
  if (confirmDecision(b, now) === "noop") return "noop";
  throw new AppError(b.is_hold ? "BOOKING_HOLD_EXPIRED" : "BOOKING_NOT_CONFIRMABLE");
}

/** A stay has started when checked in or out, or when its arrival date is before today in the property's zone. */
export function stayStarted(b: BookingState, today: string): boolean {
  return b.status === "checked_in" || b.status === "checked_out" || b.start_date < today;
}

export function cancelDecision(b: BookingState, today: string): "noop" | "cancel" {
  if (b.status === "cancelled") return "noop";
  if (b.status === "no_show" || stayStarted(b, today)) throw new AppError("BOOKING_NOT_CANCELLABLE");
  return "cancel";
}

const STAY_FROM: Record<"checked_in" | "checked_out", readonly BookingStatus[]> = {
  checked_in: ["pending", "confirmed"],
  checked_out: ["checked_in"],
};

/** Check-in from pending or confirmed, check-out from checked in; repeating one is a no-op. */
export function stayDecision(status: BookingStatus, to: "checked_in" | "checked_out"): "noop" | "apply" {
  if (status === to) return "noop";
  if (STAY_FROM[to].includes(status)) return "apply";
  const verb = to === "checked_in" ? "check in" : "check out";
  throw FieldValidationError.single("status", `cannot ${verb} a ${status.replace("_", " ")} booking`);
}
