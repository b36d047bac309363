import {
  AppError,
  type Booking,
  type BookingRevision,
  type bookingOps,
  type CallerContext,
} from "@reservations/contracts";
import { ifNoneMatches, notModified, Reply } from "@reservations/service-kit";
import { type BookingRow, findBooking, toBooking } from "../store/bookings.js";
import { creation, listRevisions, toRevision } from "../store/revisions.js";
import {
  type BookingDeps,
  bookingsPage,
  changedBookingsPage,
  type OpHandler,
  partnerScope,
} from "./context.js";

/** A key's bookings of the property, newest first: its own, or all with bookings:read:all. */
export const listBookings =
  (deps: BookingDeps): OpHandler<typeof bookingOps.list> =>
  async ({ cursor, limit, updated_since }, ctx) => {
    const { tenant, property, key } = partnerScope(ctx);
    const all = ctx.scopes.includes("bookings:read:all");
    const scope = `bookings:${key}:${property}:${all ? "all" : "own"}`;
    const filter = { tenant_id: tenant, property_id: property, created_by_key: all ? null : key };
    // A cursor pages the list it came from: changes since one time, or the list newest first.
    if (updated_since)
      return changedBookingsPage(deps, `${scope}:since:${updated_since}`, cursor, limit, {
        ...filter,
        since: updated_since,
      });
    return bookingsPage(deps, scope, cursor, limit, filter);
  };

/** A booking the key may read: its own, or any of the property's with bookings:read:all. */
async function readable(deps: BookingDeps, ctx: CallerContext, bookingId: string): Promise<BookingRow> {
  const { tenant, property, key } = partnerScope(ctx);
  const row = await findBooking(deps.pool, tenant, property, bookingId);
  const visible = row && (row.created_by_key === key || ctx.scopes.includes("bookings:read:all"));
  if (!visible) throw new AppError("BOOKING_NOT_FOUND");
  return row;
}

/** A booking's answer, with its version as the ETag that If-Match names. */
/** The booking, when If-Match named no versions or one of them is its own; else 412 with its version. */
export function atVersion<R extends { version: number }>(row: R, versions: number[] | undefined): R {
  if (versions && !versions.includes(row.version))
    throw new AppError("PRECONDITION_FAILED", { extra: { version: row.version } });
  return row;
}

export const withVersion = (booking: Booking) =>
  new Reply(200, { data: booking }, { ETag: `"${booking.version}"` });

/**
 * GET of a booking: 304 when If-None-Match names its version, except for a group's member, whose
 * balance and payment status follow the group's payments without moving its version.
 */
export const getBooking =
  (deps: BookingDeps): OpHandler<typeof bookingOps.get> =>
  async ({ booking_id }, ctx) => {
    const row = await readable(deps, ctx, booking_id);
    const etag = `"${row.version}"`;
    if (row.group_balance_due_minor == null && ifNoneMatches(ctx.if_none_match, etag))
      return notModified(etag);
    return withVersion(toBooking(row));
  };

/** A booking's versions, oldest first: the booking made, then each change, with who made it. */
export const bookingRevisions =
  (deps: BookingDeps): OpHandler<typeof bookingOps.revisions> =>
  async ({ booking_id, cursor, limit }, ctx) => {
    const row = await readable(deps, ctx, booking_id);
    const scope = `revisions:${ctx.key_id}:${booking_id}`;
    const after = Number(deps.cursors.position(scope, cursor, /^bkg_/)?.t ?? 0);
    const first = after < 1 ? [creation(row)] : [];
    const changes = (await listRevisions(deps.pool, row, Math.max(after, 1), limit + 1 - first.length)).map(
      (r) => toRevision(row, r),
    );
    return deps.cursors.page(scope, [...first, ...changes], limit, revisionPosition(booking_id), (r) => r);
  };

const revisionPosition = (bookingId: string) => (r: BookingRevision) => ({
  t: String(r.version),
  id: bookingId,
});
