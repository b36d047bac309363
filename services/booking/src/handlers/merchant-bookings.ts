import { type bookingOps, FieldValidationError } from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import { merchantBookingState } from "../domain/merchant-booking.js";
import { stayOf } from "../saga/stays.js";
import { findById, toBooking } from "../store/bookings.js";
import { insertGuest } from "../store/guests.js";
import { propertyStats } from "../store/stats.js";
import { type BookingDeps, bookingsPage, merchantTenant, type OpHandler, ownProperty } from "./context.js";

// The hotel's own bookings: its guests, its list, a booking it or a channel makes, its statistics.

export const createGuest =
  (deps: BookingDeps): OpHandler<typeof bookingOps.createGuest> =>
  async ({ property_id, guest }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    return new Reply(201, { data: await insertGuest(deps.pool, { tenant_id: tenant, property_id }, guest) });
  };

export const listPropertyBookings =
  (deps: BookingDeps): OpHandler<typeof bookingOps.merchantList> =>
  async ({ property_id, cursor, limit }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    const scope = `merchant-bookings:${tenant}:${property_id}`;
    return bookingsPage(deps, scope, cursor, limit, { tenant_id: tenant, property_id, created_by_key: null });
  };

export const createHotelBooking =
  (deps: BookingDeps): OpHandler<typeof bookingOps.merchantCreate> =>
  ({ property_id, booking: body }, ctx) =>
    deps.outcomes.track(body.channel ? "channel" : "hotel", async () => {
      const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
      const state = merchantBookingState(body);
      const origin = body.channel ? "channel" : "hotel";
      const bookingId = newId("bkg");
      const scope = { tenant_id: tenant, property_id };
      const startedAt = Date.now();
      const booking = await deps.saga.bookStay({
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
        answer: (booking) => booking,
        ifBooked: async () => toBooking((await findById(deps.pool, bookingId))!),
        bookingOf: (booking) => booking,
      });
      return new Reply(201, { data: booking });
    });

export const propertyBookingStats =
  (deps: BookingDeps): OpHandler<typeof bookingOps.stats> =>
  async ({ property_id, from, to }, ctx) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    if (to < from) throw FieldValidationError.single("to", "must not be before from");
    await ownProperty(deps, ctx, property_id);
    return { data: { from, to, ...(await propertyStats(deps.pool, tenant, property_id, from, to)) } };
  };
