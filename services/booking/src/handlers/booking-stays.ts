import {
  AppError,
  type Booking,
  type bookingOps,
  type CallerContext,
  todayIn,
} from "@reservations/contracts";
import { auditEvent, inTransaction } from "@reservations/service-kit";
import { cancelDecision, stayDecision } from "../domain/booking-status.js";
import { findBooking, toBooking } from "../store/bookings.js";
import { insertAudit } from "../store/outbox.js";
import { type BookingDeps, merchantTenant, type OpHandler, revisionActor } from "./context.js";
import { atVersion, withVersion } from "./read-bookings.js";

/**
 * Check-in or check-out by the hotel; repeating one answers the booking as it is. Either way the
 * call leaves its audit entry: with the change, or alone when there was none to make.
 */
async function markStay(
  deps: BookingDeps,
  ctx: CallerContext,
  propertyId: string,
  bookingId: string,
  to: "checked_in" | "checked_out",
): Promise<{ data: Booking }> {
  const tenant = merchantTenant(ctx, "BOOKING_NOT_FOUND");
  const which = { id: bookingId, tenant_id: tenant, property_id: propertyId, by: revisionActor(ctx) };
  const audit = auditEvent(ctx, to === "checked_in" ? "booking.check_in" : "booking.check_out", bookingId);
  const changed = await deps.statusChanges.stay(which, to, audit);
  if (changed) return { data: changed };
  const row = await findBooking(deps.pool, tenant, propertyId, bookingId);
  if (!row) throw new AppError("BOOKING_NOT_FOUND");
  stayDecision(row.status, to); // the refusal, or "noop" for a repeat
  await inTransaction(deps.pool, (tx) => insertAudit(tx, audit));
  deps.outbox.kick();
  return { data: toBooking(row) };
}

export const checkIn =
  (deps: BookingDeps): OpHandler<typeof bookingOps.checkIn> =>
  ({ property_id, booking_id }, ctx) =>
    markStay(deps, ctx, property_id, booking_id, "checked_in");

export const checkOut =
  (deps: BookingDeps): OpHandler<typeof bookingOps.checkOut> =>
  ({ property_id, booking_id }, ctx) =>
    markStay(deps, ctx, property_id, booking_id, "checked_out");

/** The hotel cancels a booking of any channel whose stay has not started (reason hotel); a repeat answers it as it is. */
export const cancelByHotel =
  (deps: BookingDeps): OpHandler<typeof bookingOps.merchantCancel> =>
  async ({ property_id, booking_id, if_match }, ctx) => {
    const tenant = merchantTenant(ctx, "BOOKING_NOT_FOUND");
    const which = {
      id: booking_id,
      tenant_id: tenant,
      property_id,
      by: revisionActor(ctx),
      ...(if_match ? { versions: if_match } : {}),
    };
    const audit = auditEvent(ctx, "booking.cancel", booking_id);
    const cancelled = await deps.statusChanges.cancel(which, "hotel", ctx.request_id, audit);
    if (cancelled) return withVersion(cancelled);
    const row = await findBooking(deps.pool, tenant, property_id, booking_id);
    if (!row) throw new AppError("BOOKING_NOT_FOUND");
    atVersion(row, if_match);
    if (cancelDecision(row, todayIn(row.timezone)) === "cancel")
      throw new AppError("BOOKING_NOT_CANCELLABLE");
    return withVersion(toBooking(row));
  };
