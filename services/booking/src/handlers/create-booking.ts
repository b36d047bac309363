import {
  AppError,
  allocationOps,
  type Booking,
  bookingOps,
  type CallerContext,
  type CreateBookingBody,
} from "@reservations/contracts";
import { inTransactionEndingWith, Reply } from "@reservations/service-kit";
import { ceilingError, checkCeiling } from "../domain/limits.js";
import {
  ceilingRefusal,
  countKeyBooking,
  fromAllocation,
  insertBooking,
  type KeyUsage,
  keyUsage,
  newEvent,
  toBooking,
} from "../store/bookings.js";
import { guestExists, insertGuest } from "../store/guests.js";
import { claim, finish, finishWithEvent, releaseLease, takeOver } from "../store/idempotency.js";
import { type BookingDeps, partnerScope, releaseQuietly } from "./context.js";

/** A booking whose allocation is older than this is abandoned (the reconciler's grace is far longer). */
const SAGA_DEADLINE_MS = 30_000;

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

/** Outcomes that are the same on every retry are kept for replay; passing ones (429, 5xx) are not. */
const replayable = (err: unknown): err is AppError =>
  err instanceof AppError && err.status < 500 && err.status !== 429 && err.code !== "IDEMPOTENCY_IN_FLIGHT";

export function registerCreateBooking(deps: BookingDeps): void {
  const { kit, pool, client } = deps;
  const config = kit.config;

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

  /** DESIGN's saga: guest and ceilings, allocation, then booking + idempotency record + event in one transaction. */
  const create = async (
    bookingId: string,
    body: CreateBookingBody,
    ctx: CallerContext,
    idemKey: string,
  ): Promise<Booking> => {
    const { tenant, property, key } = partnerScope(ctx);
    if (body.quantity !== undefined && body.quantity !== 1) {
      throw new AppError("INVALID_BOOKING_QUANTITY", { extra: { max_quantity: 1 } });
    }
    if (body.guest_id && !(await guestExists(pool, tenant, body.guest_id)))
      throw new AppError("GUEST_NOT_FOUND");
    const hold = body.hold_minutes !== undefined;
    const limits = limitsOf(ctx);
    const lastRoomy = roomy.get(key);
    if (lastRoomy === undefined || Date.now() - lastRoomy > EARLY_CHECK_FRESH_MS || hold) {
      checkLimits(await keyUsage(pool, key, hold), limits, hold); // early refusal, before anything is allocated
    }

    const { data: allocation } = await client.request(
      allocationOps.allocate,
      {
        booking_id: bookingId,
        unit_id: body.unit_id,
        room_id: body.room_id,
        rate_plan_id: body.rate_plan_id,
        start_date: body.start_date,
        end_date: body.end_date,
        adults: body.adults,
        quantity: body.quantity,
        origin: "api",
      },
      ctx,
    );
    const allocatedAt = Date.now();
    try {
      const { booking, usage } = await inTransactionEndingWith(pool, async (tx) => {
        if (Date.now() - allocatedAt > SAGA_DEADLINE_MS) throw new AppError("SERVICE_UNAVAILABLE");
        const guestId = body.guest_id ?? (await insertGuest(tx, tenant, body.guest!)).id;
        const booking = toBooking(
          await insertBooking(tx, {
            id: bookingId,
            tenant_id: tenant,
            ...fromAllocation(allocation),
            guest_id: guestId,
            status: "pending",
            is_hold: hold,
            hold_origin: hold ? "api" : null,
            hold_minutes: body.hold_minutes ?? null,
            created_by_key: key,
            origin: "api",
            channel: null,
            conflict: false,
          }),
        );
        await finishWithEvent(
          tx,
          key,
          idemKey,
          201,
          { data: booking },
          newEvent({ type: "booking.created", tenant_id: tenant, property_id: property, data: { booking } }),
        );
        // Authoritative: the key's lock is taken by the last statement, which travels with the
        // COMMIT, so only the count and the commit wait on it; it refuses past a ceiling.
        const last = countKeyBooking(tx, {
          keyId: key,
          bookingId,
          hold,
          holdLimit: limits.holds,
          bookingLimit: limits.bookings,
        });
        return { last: last.last, result: (rows) => ({ booking, usage: last.result(rows) }) };
      }).catch((err) => {
        const refusal = ceilingRefusal(err);
        if (!refusal) throw err;
        const limit = refusal.code === "KEY_HOLD_LIMIT_REACHED" ? limits.holds : limits.bookings;
        throw ceilingError(refusal.code, limit, refusal.used, refusal.frees, new Date());
      });
      if (roomyAfter(usage, limits, hold)) roomy.set(key, Date.now());
      else roomy.delete(key);
      deps.outbox.kick();
      if (booking.is_hold && booking.hold_expires_at)
        await deps.holds.schedule(booking.id, new Date(booking.hold_expires_at));
      return booking;
    } catch (err) {
      if (err instanceof AppError && err.status === 429) roomy.delete(key);
      await releaseQuietly(deps, bookingId, { tenant_id: tenant, property_id: property }, ctx.request_id);
      throw err;
    }
  };

  kit.rpc.serve(bookingOps.create, async ({ idempotency_key, request_hash, body }, ctx) => {
    const { key } = partnerScope(ctx);
    const claimed = await claim(pool, {
      key_id: key,
      idempotency_key,
      request_hash,
      booking_id: `bkg_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`,
    });
    let bookingId: string;
    if (claimed.claimed) bookingId = claimed.booking_id;
    else {
      const record = claimed.record;
      if (record.request_hash !== request_hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
      if (record.state === "done") {
        return new Reply(record.response_status ?? 200, record.response_body as { data: Booking }, {
          "Idempotent-Replayed": "true",
        });
      }
      if (!(await takeOver(pool, key, idempotency_key))) throw new AppError("IDEMPOTENCY_IN_FLIGHT");
      bookingId = record.booking_id; // the crashed attempt's allocation, if any, is reused
    }
    try {
      return new Reply(201, { data: await create(bookingId, body, ctx, idempotency_key) });
    } catch (err) {
      if (replayable(err)) await finish(pool, key, idempotency_key, err.status, err.toBody());
      else await releaseLease(pool, key, idempotency_key);
      throw err;
    }
  });
}
