import {
  AppError,
  type Booking,
  type bookingOps,
  FieldValidationError,
  formatMoney,
} from "@reservations/contracts";
import { auditEvent, inTransaction, newId, Reply } from "@reservations/service-kit";
import { merchantBookingState } from "../domain/merchant-booking.js";
import { stayOf } from "../saga/stays.js";
import { findBooking, findById, toBooking } from "../store/bookings.js";
import { insertGuest } from "../store/guests.js";
import { findRecord, finishIn, type Lease } from "../store/idempotency.js";
import { insertAudit } from "../store/outbox.js";
import { propertyStats } from "../store/stats.js";
import {
  type BookingDeps,
  bookingsPage,
  changedBookingsPage,
  merchantTenant,
  type OpHandler,
  ownProperty,
  ownPropertyWithCurrency,
  revisionActor,
} from "./context.js";
import { merchantKeyOf, onceIfKeyed, storedAnswer } from "./idempotent.js";
import { withVersion } from "./read-bookings.js";

// The hotel's own bookings: its guests, its list, a booking it or a channel makes, its statistics.

export const createGuest =
  (deps: BookingDeps): OpHandler<typeof bookingOps.createGuest> =>
  async ({ property_id, guest, idempotency }, ctx) => {
    const tenant = await ownProperty(deps, ctx, property_id);
    return onceIfKeyed(deps, tenant, idempotency, newId("gst"), (lease) =>
      inTransaction(deps.pool, async (tx) => {
        const answer = new Reply(201, {
          data: await insertGuest(tx, { tenant_id: tenant, property_id }, guest),
        });
        if (lease) await finishIn(tx, lease, answer.status, answer.body);
        await insertAudit(tx, auditEvent(ctx, "guest.create", answer.body.data.id));
        return answer;
      }),
    ).finally(() => deps.outbox.kick());
  };

export const listPropertyBookings =
  (deps: BookingDeps): OpHandler<typeof bookingOps.merchantList> =>
  async ({ property_id, cursor, limit, from, to, status, guest, updated_since }, ctx) => {
    if (from && to && to <= from) throw FieldValidationError.single("to", "must be after from");
    const tenant = await ownProperty(deps, ctx, property_id);
    const search = { from, to, status, guest };
    // A cursor pages the search it came from, never another.
    const scope = `merchant-bookings:${tenant}:${property_id}:${JSON.stringify({ ...search, updated_since })}`;
    const filter = { tenant_id: tenant, property_id, created_by_key: null, search };
    if (updated_since)
      return changedBookingsPage(deps, scope, cursor, limit, { ...filter, since: updated_since });
    return bookingsPage(deps, scope, cursor, limit, filter);
  };

export const getPropertyBooking =
  (deps: BookingDeps): OpHandler<typeof bookingOps.merchantGet> =>
  async ({ property_id, booking_id }, ctx) => {
    const tenant = merchantTenant(ctx, "BOOKING_NOT_FOUND");
    const row = await findBooking(deps.pool, tenant, property_id, booking_id);
    if (!row) throw new AppError("BOOKING_NOT_FOUND");
    return withVersion(toBooking(row));
  };

export const createHotelBooking =
  (deps: BookingDeps): OpHandler<typeof bookingOps.merchantCreate> =>
  ({ property_id, booking: body, idempotency }, ctx) =>
    deps.outcomes.track(
      body.channel ? "channel" : "hotel",
      () => {
        const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
        const scope = { tenant_id: tenant, property_id };
        const startedAt = Date.now();
        const freshId = newId("bkg");
        return onceIfKeyed(
          deps,
          tenant,
          idempotency,
          freshId,
          (lease) => bookForHotel(deps, ctx, scope, startedAt, body, lease?.booking_id ?? freshId, lease),
          (id) => deps.saga.release([id], scope, ctx.request_id),
        );
      },
      (reply) => reply.status === 201 && !reply.headers?.["Idempotent-Replayed"],
    );

/** The hotel's (or an outside channel's) booking on one stay; with `lease`, its Idempotency-Key's answer too. */
function bookForHotel(
  deps: BookingDeps,
  ctx: Parameters<OpHandler<typeof bookingOps.merchantCreate>>[1],
  scope: { tenant_id: string; property_id: string },
  startedAt: number,
  body: Parameters<OpHandler<typeof bookingOps.merchantCreate>>[0]["booking"],
  bookingId: string,
  lease: Lease | undefined,
): Promise<Reply<{ data: Booking }>> {
  const origin = body.channel ? "channel" : "hotel";
  return deps.saga.bookStay({
    ctx,
    scope,
    startedAt,
    // Inventory resolves the property from the context, within the tenant: another hotel's is 404.
    // An outside channel already sold it: record it, flagged as a conflict.
    stay: stayOf(bookingId, body, origin, origin === "channel"),
    booking: {
      guest: body.guest,
      ...merchantBookingState(body),
      // No key made it: keys see it only with bookings:read:all, and can never confirm or cancel it.
      created_by_key: null,
      created_by: revisionActor(ctx),
      origin,
      channel: body.channel ?? null,
    },
    lease,
    answer: (booking) => new Reply(201, { data: booking }),
    ifBooked: async () =>
      lease
        ? storedAnswer<{ data: Booking }>(
            (await findRecord(deps.pool, merchantKeyOf(scope.tenant_id), lease.idempotency_key))!,
            false,
          )
        : new Reply(201, { data: toBooking((await findById(deps.pool, bookingId))!) }),
    bookingOf: (reply) => reply.body.data,
  });
}

export const propertyBookingStats =
  (deps: BookingDeps): OpHandler<typeof bookingOps.stats> =>
  async ({ property_id, from, to }, ctx) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    if (to < from) throw FieldValidationError.single("to", "must not be before from");
    const { currency } = await ownPropertyWithCurrency(deps, ctx, property_id);
    const {
      cancellation_fees_minor,
      currency: booked,
      ...counts
    } = await propertyStats(deps.pool, tenant, property_id, from, to);
    // Inventory's word on the currency; its bookings' from an older inventory copy; else ISO's XXX (2 digits).
    const fees = formatMoney(cancellation_fees_minor, currency ?? booked ?? "XXX");
    return { data: { from, to, ...counts, cancellation_fees: fees } };
  };
