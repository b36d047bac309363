import {
  AppError,
  type Booking,
  type bookingOps,
  type CallerContext,
  type CreateBookingBody,
} from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import type { z } from "zod";
import { ceilingError, checkCeiling } from "../domain/limits.js";
import { stayOf } from "../saga/stays.js";
import { attachableGuest } from "../store/guests.js";
import { findRecord, type Lease } from "../store/idempotency.js";
import { ceilingRefusal, type KeyUsage, keyUsage } from "../store/key-usage.js";
import { type BookingDeps, type OpHandler, partnerScope } from "./context.js";
import { once, storedAnswer } from "./idempotent.js";

/**
 * The early check of a key's ceilings (before anything is allocated) is skipped while the key's
 * last authoritative count, at most this old, left more than EARLY_CHECK_MARGIN of both ceilings:
 * it only spares inventory an allocation that the locked count would refuse. The locked count
 * inside the booking's transaction is what enforces the ceilings, always.
 */
const EARLY_CHECK_FRESH_MS = 10_000;
const EARLY_CHECK_MARGIN = 20;

interface Limits {
  holds: number;
  bookings: number;
}

export function createBooking(deps: BookingDeps): OpHandler<typeof bookingOps.create> {
  const { pool, saga, outcomes } = deps;
  const config = deps.kit.config;

  const limitsOf = (ctx: CallerContext): Limits => ({
    holds: ctx.key_limits?.max_live_holds ?? config.DEFAULT_MAX_LIVE_HOLDS,
    bookings: ctx.key_limits?.max_bookings_per_24h ?? config.DEFAULT_MAX_BOOKINGS_PER_24H,
  });

  /** Per key: when its last locked count left a wide margin under both ceilings (see EARLY_CHECK_FRESH_MS). */
  const roomy = new Map<string, number>();

  /** Refuses past a ceiling, with Retry-After. */
  const checkLimits = (usage: KeyUsage, limits: Limits, hold: boolean): void => {
    const now = new Date();
    if (hold)
      checkCeiling("KEY_HOLD_LIMIT_REACHED", limits.holds, usage.live_holds, usage.next_hold_expiry, now);
    checkCeiling("KEY_BOOKING_QUOTA_EXCEEDED", limits.bookings, usage.bookings_24h, usage.oldest_24h, now);
  };

  /** Whether the usage leaves a wide margin under both ceilings (see EARLY_CHECK_FRESH_MS). */
  const roomyAfter = (usage: KeyUsage, limits: Limits, hold: boolean): boolean =>
    limits.bookings - usage.bookings_24h > EARLY_CHECK_MARGIN &&
    (!hold || limits.holds - usage.live_holds > EARLY_CHECK_MARGIN);

  /** The saga for one partner booking: checks, allocation, then booking + idempotency record + event. */
  const create = async (
    lease: Lease,
    startedAt: number,
    body: CreateBookingBody,
    ctx: CallerContext,
  ): Promise<Reply<{ data: Booking }>> => {
    const { tenant, property, key } = partnerScope(ctx);
    if (body.quantity !== undefined && body.quantity !== 1) {
      throw new AppError("INVALID_BOOKING_QUANTITY", { extra: { max_quantity: 1 } });
    }
    // A guest of a property this key does not cover is as unknown to it as one that does not exist.
    const guest = body.guest_id
      ? await attachableGuest(pool, tenant, body.guest_id, ctx.property_ids ?? null)
      : body.guest;
    if (!guest) throw new AppError("GUEST_NOT_FOUND");
    const hold = body.hold_minutes !== undefined;
    const limits = limitsOf(ctx);
    const lastRoomy = roomy.get(key);
    if (lastRoomy === undefined || Date.now() - lastRoomy > EARLY_CHECK_FRESH_MS || hold) {
      checkLimits(await keyUsage(pool, key, hold), limits, hold); // early refusal, before anything is allocated
    }

    const scope = { tenant_id: tenant, property_id: property };
    const bookingId = lease.booking_id;
    return saga
      .bookStay({
        ctx,
        scope,
        startedAt,
        stay: stayOf(bookingId, body, "api"),
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
          if (usage && roomyAfter(usage, limits, hold)) roomy.set(key, Date.now());
          else roomy.delete(key);
          return new Reply(201, { data: booking });
        },
        // The COMMIT went through (its answer was lost) or another attempt booked this id: its answer.
        ifBooked: async () =>
          storedAnswer<{ data: Booking }>((await findRecord(pool, key, lease.idempotency_key))!, false),
        bookingOf: (reply) => reply.body.data,
      })
      .catch((err) => {
        roomy.delete(key);
        const refusal = ceilingRefusal(err);
        if (!refusal) throw err;
        const limit = refusal.code === "KEY_HOLD_LIMIT_REACHED" ? limits.holds : limits.bookings;
        throw ceilingError(refusal.code, limit, refusal.used, refusal.frees, new Date());
      });
  };

  /** One request: a fresh booking, a stored answer replayed, or a refusal. */
  const handle = (
    { idempotency_key, request_hash, body }: z.infer<typeof bookingOps.create.input>,
    ctx: CallerContext,
  ): Promise<Reply<{ data: Booking }>> => {
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
        gaveUp: (id) => saga.release([id], { tenant_id: tenant, property_id: property }, ctx.request_id),
      },
      (lease) => create(lease, startedAt, body, ctx),
    );
  };

  return (input, ctx) =>
    outcomes.track(
      "api",
      () => handle(input, ctx),
      (reply) => reply.status === 201 && !reply.headers?.["Idempotent-Replayed"],
    );
}
