import { AppError, type bookingOps } from "@reservations/contracts";
import { findBooking, toBooking } from "../store/bookings.js";
import { type BookingDeps, bookingsPage, type OpHandler, partnerScope } from "./context.js";

/** A key's bookings of the property, newest first: its own, or all with bookings:read:all. */
export const listBookings =
  (deps: BookingDeps): OpHandler<typeof bookingOps.list> =>
  async ({ cursor, limit }, ctx) => {
    const { tenant, property, key } = partnerScope(ctx);
    const all = ctx.scopes.includes("bookings:read:all");
    const scope = `bookings:${key}:${property}:${all ? "all" : "own"}`;
    return bookingsPage(deps, scope, cursor, limit, {
      tenant_id: tenant,
      property_id: property,
      created_by_key: all ? null : key,
    });
  };

export const getBooking =
  (deps: BookingDeps): OpHandler<typeof bookingOps.get> =>
  async ({ booking_id }, ctx) => {
    const { tenant, property, key } = partnerScope(ctx);
    const row = await findBooking(deps.pool, tenant, property, booking_id);
    const visible = row && (row.created_by_key === key || ctx.scopes.includes("bookings:read:all"));
    if (!visible) throw new AppError("BOOKING_NOT_FOUND");
    return { data: toBooking(row) };
  };
