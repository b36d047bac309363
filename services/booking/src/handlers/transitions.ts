import { AppError, type Booking, bookingOps, type CallerContext, todayIn } from "@reservations/contracts";
import { inTransaction } from "@reservations/service-kit";
import { cancelDecision, confirmDecision } from "../domain/transitions.js";
import {
  type BookingRow,
  findBooking,
  findById,
  insertEvent,
  markCancelled,
  markConfirmed,
  toBooking,
} from "../store/bookings.js";
import { type BookingDeps, partnerScope, releaseQuietly } from "./context.js";

type Reason = NonNullable<Booking["cancellation_reason"]>;

export function bookingTransitions(deps: BookingDeps) {
  const { pool } = deps;

  /** Cancels inside a transaction and returns the room to sale; the event makes inventory release it too. */
  const cancel = async (row: BookingRow, reason: Reason, requestId: string): Promise<Booking> => {
    const booking = await inTransaction(pool, async (tx) => {
      await markCancelled(tx, row.id, reason);
      const booking = toBooking((await findById(tx, row.id))!);
      await insertEvent(tx, {
        type: "booking.cancelled",
        tenant_id: row.tenant_id,
        property_id: row.property_id,
        data: { booking, reason },
      });
      return booking;
    });
    deps.outbox.kick();
    await releaseQuietly(deps, row.id, row, requestId);
    return booking;
  };

  /** The hold clock ran out: cancel it (idempotent; a confirmed or cancelled booking is left alone). */
  const expire = async (bookingId: string): Promise<boolean> => {
    const row = await inTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT id FROM booking.bookings WHERE id = $1 AND is_hold AND status = 'pending' AND hold_expires_at <= now()
          FOR UPDATE SKIP LOCKED`,
        [bookingId],
      );
      return rows[0] ? findById(tx, bookingId) : undefined;
    });
    if (!row) return false;
    await cancel(row, "hold_expired", `expiry-${bookingId}`);
    return true;
  };

  const ownBooking = async (ctx: CallerContext, bookingId: string): Promise<BookingRow> => {
    const { tenant, property, key } = partnerScope(ctx);
    const row = await findBooking(pool, tenant, property, bookingId);
    // Confirm and cancel act only on the calling key's bookings, even with bookings:read:all.
    if (!row || row.created_by_key !== key) throw new AppError("BOOKING_NOT_FOUND");
    return row;
  };

  return { cancel, expire, ownBooking };
}

export function registerTransitions(deps: BookingDeps, t: ReturnType<typeof bookingTransitions>): void {
  const { kit, pool } = deps;

  kit.rpc.serve(bookingOps.confirm, async ({ booking_id }, ctx) => {
    await t.ownBooking(ctx, booking_id);
    const booking = await inTransaction(pool, async (tx) => {
      const { tenant, property } = partnerScope(ctx);
      const row = (await findBooking(tx, tenant, property, booking_id, true))!;
      if (confirmDecision(row, new Date()) === "noop") return toBooking(row);
      await markConfirmed(tx, row.id);
      const booking = toBooking((await findById(tx, row.id))!);
      await insertEvent(tx, {
        type: "booking.confirmed",
        tenant_id: tenant,
        property_id: property,
        data: { booking },
      });
      return booking;
    });
    deps.outbox.kick();
    await deps.holds.cancel(booking_id);
    return { data: booking };
  });

  kit.rpc.serve(bookingOps.cancel, async ({ booking_id }, ctx) => {
    const row = await t.ownBooking(ctx, booking_id);
    if (cancelDecision(row, todayIn(row.timezone)) === "noop") return { data: toBooking(row) };
    const booking = await t.cancel(row, "guest", ctx.request_id);
    await deps.holds.cancel(booking_id);
    return { data: booking };
  });
}
