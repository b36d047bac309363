import { AppError, type bookingOps, type CallerContext, todayIn } from "@reservations/contracts";
import { cancelDecision, confirmRefusal } from "../domain/booking-status.js";
import { type BookingRow, findBooking, toBooking } from "../store/bookings.js";
import type { Which } from "../store/status-updates.js";
import { type BookingDeps, type OpHandler, partnerScope, revisionActor } from "./context.js";
import { atVersion, withVersion } from "./read-bookings.js";

// A partner's confirm and cancel: only of bookings this key created.

/** The booking as it is, when a status change changed nothing: 404 unless the key made it. */
async function ownBooking(deps: BookingDeps, ctx: CallerContext, bookingId: string): Promise<BookingRow> {
  const { tenant, property, key } = partnerScope(ctx);
  const row = await findBooking(deps.pool, tenant, property, bookingId);
  // Confirm and cancel act only on the calling key's bookings, even with bookings:read:all.
  if (!row || row.created_by_key !== key) throw new AppError("BOOKING_NOT_FOUND");
  return row;
}

/** The key's own booking, changed by the key, at one of the versions If-Match names when it names any. */
function ownChange(ctx: CallerContext, bookingId: string, ifMatch: number[] | undefined): Which {
  const { tenant, property, key } = partnerScope(ctx);
  const which = { id: bookingId, tenant_id: tenant, property_id: property, created_by_key: key };
  return { ...which, by: revisionActor(ctx), ...(ifMatch ? { versions: ifMatch } : {}) };
}

/** The booking a change left as it was: 412 first when If-Match named other versions of it. */
async function unchanged(deps: BookingDeps, ctx: CallerContext, which: Which): Promise<BookingRow> {
  return atVersion(await ownBooking(deps, ctx, which.id), which.versions);
}

export const confirmBooking =
  (deps: BookingDeps): OpHandler<typeof bookingOps.confirm> =>
  async ({ booking_id, if_match }, ctx) => {
    const which = ownChange(ctx, booking_id, if_match);
    const confirmed = await deps.statusChanges.confirm(which);
    if (confirmed) return withVersion(confirmed);
    const row = await unchanged(deps, ctx, which);
    confirmRefusal(row, new Date()); // "noop" for a booking already confirmed; else the refusal
    return withVersion(toBooking(row));
  };

export const cancelBooking =
  (deps: BookingDeps): OpHandler<typeof bookingOps.cancel> =>
  async ({ booking_id, if_match }, ctx) => {
    const which = ownChange(ctx, booking_id, if_match);
    const cancelled = await deps.statusChanges.cancel(which, "guest", ctx.request_id);
    if (cancelled) return withVersion(cancelled);
    const row = await unchanged(deps, ctx, which);
    // Cancelled already: the same body again. Anything else the update refused has started.
    if (cancelDecision(row, todayIn(row.timezone)) === "cancel")
      throw new AppError("BOOKING_NOT_CANCELLABLE");
    return withVersion(toBooking(row));
  };

/**
 * The sandbox clock: one of the key's own pending holds expires now, as its job or the sweep would
 * expire it. A hold that expiry cancelled already answers as it is (the same call again, or the
 * sweep was first); any other booking of the key has no hold to expire.
 */
export const expireHoldNow =
  (deps: BookingDeps): OpHandler<typeof bookingOps.expireHoldNow> =>
  async ({ booking_id }, ctx) => {
    const { tenant, property, key } = partnerScope(ctx);
    const which = { id: booking_id, tenant_id: tenant, property_id: property, created_by_key: key };
    const expired = await deps.statusChanges.expireNow(which);
    if (expired) return { data: expired };
    const row = await ownBooking(deps, ctx, booking_id);
    if (row.status !== "cancelled" || row.cancellation_reason !== "hold_expired")
      throw new AppError("BOOKING_NOT_HOLD");
    return { data: toBooking(row) };
  };
