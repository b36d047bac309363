import {
  AppError,
  type Booking,
  bookingOps,
  type CallerContext,
  FieldValidationError,
} from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import { type MerchantBookingBody, merchantBookingState } from "../domain/merchant-booking.js";
import { stayDecision } from "../domain/transitions.js";
import { stayOf } from "../saga/stays.js";
import { findBooking, findById, toBooking } from "../store/bookings.js";
import { insertGuest } from "../store/guests.js";
import { insertEvent } from "../store/outbox.js";
import { propertyStats } from "../store/stats.js";
import { type BookingDeps, bookingsPage, merchantTenant, ownProperty } from "./context.js";

export function registerMerchantBookings(deps: BookingDeps): void {
  const { kit, pool, saga, transitions, outcomes } = deps;

  kit.rpc.serve(bookingOps.createGuest, async ({ property_id, guest }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    return new Reply(201, { data: await insertGuest(pool, { tenant_id: tenant, property_id }, guest) });
  });

  kit.rpc.serve(bookingOps.merchantList, async ({ property_id, cursor, limit }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    const scope = `merchant-bookings:${tenant}:${property_id}`;
    return bookingsPage(deps, scope, cursor, limit, { tenant_id: tenant, property_id, created_by_key: null });
  });

  const merchantCreate = async (property_id: string, body: MerchantBookingBody, ctx: CallerContext) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    const state = merchantBookingState(body);
    const origin = body.channel ? "channel" : "hotel";
    const bookingId = newId("bkg");
    const scope = { tenant_id: tenant, property_id };
    const startedAt = Date.now();
    const booking = await saga.bookStay({
      ctx,
      scope,
      startedAt,
      // Inventory resolves the property from the context, within the tenant: another hotel's is 404.
      // SPEC availability rule 4: an outside channel already sold it; record it, flagged.
      stay: stayOf(bookingId, body, origin, origin === "channel"),
      booking: {
        guest: body.guest,
        ...state,
        // No key made it: keys see it only with bookings:read:all, and can never confirm or cancel it.
        created_by_key: null,
        origin,
        channel: body.channel ?? null,
      },
      record: async (tx, booking, event) => {
        await insertEvent(tx, event);
        return booking;
      },
      ifBooked: async () => toBooking((await findById(pool, bookingId))!),
      bookingOf: (booking) => booking,
    });
    return new Reply(201, { data: booking });
  };

  kit.rpc.serve(bookingOps.merchantCreate, ({ property_id, booking: body }, ctx) =>
    outcomes.track(body.channel ? "channel" : "hotel", () => merchantCreate(property_id, body, ctx)),
  );

  const stay = async (
    ctx: CallerContext,
    propertyId: string,
    bookingId: string,
    to: "checked_in" | "checked_out",
  ): Promise<{ data: Booking }> => {
    const tenant = merchantTenant(ctx, "BOOKING_NOT_FOUND");
    const which = { id: bookingId, tenant_id: tenant, property_id: propertyId };
    const changed = await transitions.stay(which, to);
    if (changed) return { data: changed };
    const row = await findBooking(pool, tenant, propertyId, bookingId);
    if (!row) throw new AppError("BOOKING_NOT_FOUND");
    stayDecision(row.status, to); // the refusal, or "noop" for a repeat
    return { data: toBooking(row) };
  };

  kit.rpc.serve(bookingOps.checkIn, ({ property_id, booking_id }, ctx) =>
    stay(ctx, property_id, booking_id, "checked_in"),
  );
  kit.rpc.serve(bookingOps.checkOut, ({ property_id, booking_id }, ctx) =>
    stay(ctx, property_id, booking_id, "checked_out"),
  );

  kit.rpc.serve(bookingOps.stats, async ({ property_id, from, to }, ctx) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    if (to < from) throw FieldValidationError.single("to", "must not be before from");
    await ownProperty(deps, ctx, property_id);
    return { data: { from, to, ...(await propertyStats(pool, tenant, property_id, from, to)) } };
  });
}
