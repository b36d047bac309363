import {
  AppError,
  type Booking,
  type bookingOps,
  type CallerContext,
  todayIn,
} from "@reservations/contracts";
import { auditEvent, inTransaction } from "@reservations/service-kit";
import { cancelDecision, stayDecision } from "../domain/booking-status.js";
import { noShowDecision, outsideWindow } from "../domain/no-show.js";
import { findBooking, toBooking } from "../store/bookings.js";
import { refreshGroupOfMember } from "../store/group-views.js";
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

/** The booking a hotel's status change acts on: its tenant's, by its person, at the If-Match versions if sent. */
function hotelsBooking(
  ctx: CallerContext,
  propertyId: string,
  bookingId: string,
  ifMatch: number[] | undefined,
) {
  const tenant = merchantTenant(ctx, "BOOKING_NOT_FOUND");
  const which = {
    id: bookingId,
    tenant_id: tenant,
    property_id: propertyId,
    by: revisionActor(ctx),
    ...(ifMatch ? { versions: ifMatch } : {}),
  };
  return { tenant, which };
}

/** The hotel cancels a booking of any channel whose stay has not started (reason hotel); a repeat answers it as it is. */
export const cancelByHotel =
  (deps: BookingDeps): OpHandler<typeof bookingOps.merchantCancel> =>
  async ({ property_id, booking_id, if_match }, ctx) => {
    const { tenant, which } = hotelsBooking(ctx, property_id, booking_id, if_match);
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

/**
 * A group member's no-show takes it out of its group's money (as a cancelled member): the group's
 * shares are recomputed, and the booking answered with its own.
 */
async function withGroupShare(deps: BookingDeps, tenant: string, b: Booking): Promise<Booking> {
  const member = await inTransaction(deps.pool, (tx) => refreshGroupOfMember(tx, b.id));
  const row = member ? await findBooking(deps.pool, tenant, b.property_id, b.id) : undefined;
  return row ? toBooking(row) : b;
}

/**
 * The hotel marks a guest who never came a no-show (domain/no-show.ts: who, when, what it costs);
 * its nights go back on sale. A repeat answers the booking as it is, with its audit entry alone.
 */
export const markNoShow =
  (deps: BookingDeps): OpHandler<typeof bookingOps.noShow> =>
  async ({ property_id, booking_id, if_match }, ctx) => {
    const { tenant, which } = hotelsBooking(ctx, property_id, booking_id, if_match);
    const audit = auditEvent(ctx, "booking.no_show", booking_id);
    const marked = await deps.statusChanges.noShow(which, ctx.request_id, audit);
    if (marked) return withVersion(await withGroupShare(deps, tenant, marked));
    const row = await findBooking(deps.pool, tenant, property_id, booking_id);
    if (!row) throw new AppError("BOOKING_NOT_FOUND");
    atVersion(row, if_match);
    // "apply" here: this clock and the database's disagree at an edge of the window; the database's refused.
    if (noShowDecision(row, new Date()) === "apply") throw outsideWindow(row);
    await inTransaction(deps.pool, (tx) => insertAudit(tx, audit));
    deps.outbox.kick();
    return withVersion(toBooking(row));
  };
