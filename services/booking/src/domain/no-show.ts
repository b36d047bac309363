import { AppError, type BookingStatus, FieldValidationError } from "@reservations/contracts";
import { fromEpochDay, toEpochDay } from "@reservations/service-kit/dates";
import { toMinor } from "@reservations/service-kit/money";
import { isoInZone, zonedInstant } from "@reservations/service-kit/zoned";

/** The facts of a booking that decide whether it may become a no-show. */
export interface NoShowFacts {
  status: BookingStatus;
  is_hold: boolean;
  hold_expires_at: Date | null;
  start_date: string;
  timezone: string;
}

/**
 * When a booking may be marked a no-show: from the start of its arrival day until 48 h after it, in
 * the property's time zone, i.e. until local start_date + 2 days 00:00 (a day of a clock change is
 * an hour longer or shorter, as the guest's calendar has it).
 */
export function noShowWindow(b: Pick<NoShowFacts, "start_date" | "timezone">): { from: Date; until: Date } {
  return {
    from: zonedInstant(b.start_date, "00:00", b.timezone),
    until: zonedInstant(fromEpochDay(toEpochDay(b.start_date) + 2), "00:00", b.timezone),
  };
}

/**
 * What marking a no-show does: nothing for a repeat, the change for a pending or confirmed booking
 * (not a hold past its time) in its window, else the refusal: a wrong status is the field error
 * check-in gives, a time outside the window NO_SHOW_OUTSIDE_WINDOW.
 */
export function noShowDecision(b: NoShowFacts, now: Date): "noop" | "apply" {
  if (b.status === "no_show") return "noop";
  if (b.status !== "pending" && b.status !== "confirmed")
    throw FieldValidationError.single(
      "status",
      `cannot mark a ${b.status.replace("_", " ")} booking as a no-show`,
    );
  if (b.is_hold && b.hold_expires_at !== null && b.hold_expires_at.getTime() <= now.getTime())
    throw FieldValidationError.single("status", "cannot mark an expired hold as a no-show");
  const { from, until } = noShowWindow(b);
  if (now.getTime() < from.getTime() || now.getTime() >= until.getTime()) throw outsideWindow(b);
  return "apply";
}

/** NO_SHOW_OUTSIDE_WINDOW with the booking's window, its instants written with the property's offset. */
export function outsideWindow(b: Pick<NoShowFacts, "start_date" | "timezone">): AppError {
  const { from, until } = noShowWindow(b);
  const extra = { allowed_from: isoInZone(from, b.timezone), allowed_until: isoInZone(until, b.timezone) };
  return new AppError("NO_SHOW_OUTSIDE_WINDOW", { extra });
}

/** The price of a stay's first night in minor units (0 without nights): a no-show's fee without a policy. */
export const firstNightMinor = (nightly: readonly { price: number }[]): number =>
  nightly.length > 0 ? toMinor(nightly[0]!.price) : 0;
