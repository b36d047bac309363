import {
  AppError,
  type Booking,
  type BookingStatus,
  bookingOps,
  type CallerContext,
  FieldValidationError,
  propertiesOps,
} from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import type { z } from "zod";
import { stayOf } from "../saga/booking-saga.js";
import { findBooking, findById, listBookings, toBooking } from "../store/bookings.js";
import { insertGuest } from "../store/guests.js";
import { insertEvent } from "../store/outbox.js";
import { propertyStats } from "../store/stats.js";
import { type BookingDeps, merchantTenant } from "./context.js";

type MerchantBookingBody = z.infer<typeof bookingOps.merchantCreate.input>["booking"];

/**
 * What a hotel or channel booking starts as. A hold is pending by nature, so hold_minutes makes
 * the booking a pending hold whatever `status` says (the contract defaults status to confirmed).
 */
export function merchantBookingState(
  body: Pick<MerchantBookingBody, "status" | "hold_minutes" | "hold_origin" | "channel">,
): {
  status: "pending" | "confirmed";
  is_hold: boolean;
  hold_origin: "hotel" | "channel" | null;
  hold_minutes: number | null;
} {
  if (body.hold_minutes === undefined) {
    if (body.hold_origin !== undefined)
      throw FieldValidationError.single("hold_origin", "is only allowed with hold_minutes");
    return { status: body.status, is_hold: false, hold_origin: null, hold_minutes: null };
  }
  return {
    status: "pending",
    is_hold: true,
    hold_origin: body.hold_origin ?? (body.channel ? "channel" : "hotel"),
    hold_minutes: body.hold_minutes,
  };
}

const STAY_FROM: Record<"checked_in" | "checked_out", readonly BookingStatus[]> = {
  checked_in: ["pending", "confirmed"],
  checked_out: ["checked_in"],
};

/** Check-in from pending or confirmed, check-out from checked in; repeating one is a no-op. */
export function stayDecision(status: BookingStatus, to: "checked_in" | "checked_out"): "noop" | "apply" {
  if (status === to) return "noop";
  if (STAY_FROM[to].includes(status)) return "apply";
  const verb = to === "checked_in" ? "check in" : "check out";
  throw FieldValidationError.single("status", `cannot ${verb} a ${status.replace("_", " ")} booking`);
}

export function registerMerchantBookings(deps: BookingDeps): void {
  const { kit, pool, client, cursors, saga, transitions, outcomes } = deps;

  /** The property must be the hotel's own: inventory answers 404 PROPERTY_NOT_FOUND otherwise. */
  const ownProperty = async (ctx: CallerContext, propertyId: string) => {
    merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    await client.request(propertiesOps.get, { property_id: propertyId }, ctx);
  };

  kit.rpc.serve(bookingOps.createGuest, async ({ property_id, guest }, ctx) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    await ownProperty(ctx, property_id);
    return new Reply(201, { data: await insertGuest(pool, { tenant_id: tenant, property_id }, guest) });
  });

  kit.rpc.serve(bookingOps.merchantList, async ({ property_id, cursor, limit }, ctx) => {
    const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
    await ownProperty(ctx, property_id);
    const scope = `merchant-bookings:${tenant}:${property_id}`;
    const after = cursors.decode<{ t: string; id: string }>(scope, cursor);
    if (after && (typeof after.t !== "string" || typeof after.id !== "string"))
      throw new AppError("INVALID_CURSOR");
    const rows = await listBookings(pool, {
      tenant_id: tenant,
      property_id,
      created_by_key: null,
      after,
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const next =
      rows.length > limit && last ? cursors.encode(scope, { t: last.created_at_text, id: last.id }) : null;
    return { data: page.map(toBooking), next_cursor: next };
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
    await ownProperty(ctx, property_id);
    return { data: { from, to, ...(await propertyStats(pool, tenant, property_id, from, to)) } };
  });
}
