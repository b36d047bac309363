import { AppError, bookingOps } from "@reservations/contracts";
import { findBooking, listBookings, toBooking } from "../store/bookings.js";
import { type BookingDeps, partnerScope } from "./context.js";

export function registerReadBookings(deps: BookingDeps): void {
  const { kit, pool, cursors } = deps;

  kit.rpc.serve(bookingOps.list, async ({ cursor, limit }, ctx) => {
    const { tenant, property, key } = partnerScope(ctx);
    const all = ctx.scopes.includes("bookings:read:all");
    const scope = `bookings:${key}:${property}:${all ? "all" : "own"}`;
    const after = cursors.decode<{ t: string; id: string }>(scope, cursor);
    if (after && (typeof after.t !== "string" || typeof after.id !== "string"))
      throw new AppError("INVALID_CURSOR");
    const rows = await listBookings(pool, {
      tenant_id: tenant,
      property_id: property,
      created_by_key: all ? null : key,
      after,
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const next =
      rows.length > limit && last ? cursors.encode(scope, { t: last.created_at_text, id: last.id }) : null;
    return { data: page.map(toBooking), next_cursor: next };
  });

  kit.rpc.serve(bookingOps.get, async ({ booking_id }, ctx) => {
    const { tenant, property, key } = partnerScope(ctx);
    const row = await findBooking(pool, tenant, property, booking_id);
    const visible = row && (row.created_by_key === key || ctx.scopes.includes("bookings:read:all"));
    if (!visible) throw new AppError("BOOKING_NOT_FOUND");
    return { data: toBooking(row) };
  });
}
