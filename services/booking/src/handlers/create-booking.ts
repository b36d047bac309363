import {
  AppError,
  type Booking,
  type bookingOps,
  type CallerContext,
  type CreateBookingBody,
} from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import type { z } from "zod";
import { ceilingError, checkLimits, type KeyLimits } from "../domain/limits.js";
import { RoomyKeys } from "../domain/roomy-keys.js";
import { stayOf } from "../saga/stays.js";
import { attachableGuest } from "../store/guests.js";
import { findRecord, type Lease } from "../store/idempotency.js";
import { ceilingRefusal, keyUsage } from "../store/key-usage.js";
import { type BookingDeps, type OpHandler, partnerScope } from "./context.js";
import { once, storedAnswer } from "./idempotent.js";

type CreateInput = z.infer<typeof bookingOps.create.input>;
type Created = Reply<{ data: Booking }>;

export function createBooking(deps: BookingDeps): OpHandler<typeof bookingOps.create> {
  const roomy = new RoomyKeys();
  return (input, ctx) =>
    deps.outcomes.track(
      "api",
      () => handle(deps, roomy, input, ctx),
      (reply) => reply.status === 201 && !reply.headers?.["Idempotent-Replayed"],
    );
}

/** One request: a fresh booking, a stored answer replayed, or a refusal. */
function handle(
  deps: BookingDeps,
  roomy: RoomyKeys,
  { idempotency_key, request_hash, body }: CreateInput,
  ctx: CallerContext,
): Promise<Created> {
  const { tenant, property, key } = partnerScope(ctx);
  // The lease counts from the claim; the saga's bounds count from here, a moment earlier.
  const startedAt = Date.now();
  return once(
    deps,
    {
      key_id: key,
      idempotency_key,
      request_hash,
      freshId: newId("bkg"),
      // The given-up id's room may not be back on sale yet; this retry could find it taken.
      gaveUp: (id) => deps.saga.release([id], { tenant_id: tenant, property_id: property }, ctx.request_id),
    },
    (lease) => create(deps, roomy, { lease, startedAt, body, ctx }),
  );
}

const limitsOf = (deps: BookingDeps, ctx: CallerContext): KeyLimits => ({
  holds: ctx.key_limits?.max_live_holds ?? deps.kit.config.DEFAULT_MAX_LIVE_HOLDS,
  bookings: ctx.key_limits?.max_bookings_per_24h ?? deps.kit.config.DEFAULT_MAX_BOOKINGS_PER_24H,
});

/** The saga for one partner booking: checks, allocation, then booking + idempotency record + event. */
async function create(
  deps: BookingDeps,
  roomy: RoomyKeys,
  o: { lease: Lease; startedAt: number; body: CreateBookingBody; ctx: CallerContext },
): Promise<Created> {
  const { lease, body, ctx } = o;
  const { tenant, property, key } = partnerScope(ctx);
  const guest = await checkRequest(deps, roomy, body, ctx);
  const hold = body.hold_minutes !== undefined;
  const limits = limitsOf(deps, ctx);
  return deps.saga
    .bookStay({
      ctx,
      scope: { tenant_id: tenant, property_id: property },
      startedAt: o.startedAt,
      stay: stayOf(lease.booking_id, body, "api"),
      booking: {
        guest,
        status: "pending",
        is_hold: hold,
        hold_origin: hold ? "api" : null,
        hold_minutes: body.hold_minutes ?? null,
        created_by_key: key,
        origin: "api",
        channel: null,
      },
      // The answer kept for replay; then, last, the key's count: it takes the key's lock, so only
      // the count and the commit wait on it. Authoritative: it refuses past a ceiling.
      lease,
      count: { hold, holdLimit: limits.holds, bookingLimit: limits.bookings },
      answer: (booking, usage) => {
        roomy.counted(key, usage, limits, hold);
        return new Reply(201, { data: booking });
      },
      // The COMMIT went through (its answer was lost) or another attempt booked this id: its answer.
      ifBooked: async () =>
        storedAnswer<{ data: Booking }>((await findRecord(deps.pool, key, lease.idempotency_key))!, false),
      bookingOf: (reply) => reply.body.data,
    })
    .catch((err) => {
      roomy.forget(key);
      const refusal = ceilingRefusal(err);
      if (!refusal) throw err;
      const limit = refusal.code === "KEY_HOLD_LIMIT_REACHED" ? limits.holds : limits.bookings;
      throw ceilingError(refusal.code, limit, refusal.used, refusal.frees, new Date());
    });
}

/** Refuses before anything is allocated: a quantity, an unknown guest, a ceiling reached. Answers the guest. */
async function checkRequest(
  deps: BookingDeps,
  roomy: RoomyKeys,
  body: CreateBookingBody,
  ctx: CallerContext,
): Promise<NonNullable<CreateBookingBody["guest"]> | Booking["guest"]> {
  const { tenant, key } = partnerScope(ctx);
  if (body.quantity !== undefined && body.quantity !== 1) {
    throw new AppError("INVALID_BOOKING_QUANTITY", { extra: { max_quantity: 1 } });
  }
  // A guest of a property this key does not cover is as unknown to it as one that does not exist.
  const guest = body.guest_id
    ? await attachableGuest(deps.pool, tenant, body.guest_id, ctx.property_ids ?? null)
    : body.guest;
  if (!guest) throw new AppError("GUEST_NOT_FOUND");
  const hold = body.hold_minutes !== undefined;
  if (roomy.needsEarlyCheck(key, hold)) {
    checkLimits(await keyUsage(deps.pool, key, hold), limitsOf(deps, ctx), hold, new Date());
  }
  return guest;
}
