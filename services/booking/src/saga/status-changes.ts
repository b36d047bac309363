import type { Booking, DomainEvent } from "@reservations/contracts";
import { inTransaction, newEvent, type Pool, type PoolClient } from "@reservations/service-kit";
import { type BookingRow, toBooking } from "../store/bookings.js";
import { insertAudit, insertEvent } from "../store/outbox.js";
import {
  cancelUnstarted,
  confirmPending,
  expireHold,
  markNoShow,
  markStay,
  runOutHold,
  type Which,
} from "../store/status-updates.js";
import type { BookingSaga, SagaScope } from "./booking-saga.js";

type Reason = NonNullable<Booking["cancellation_reason"]>;

/** A booking a status change changed, with the tenant and property it belongs to. */
interface Changed {
  booking: Booking;
  scope: SagaScope;
}

export interface StatusChangeDeps {
  pool: Pool;
  saga: Pick<BookingSaga, "release">;
  outbox: { kick(): void };
  holds: { cancel(bookingId: string): Promise<void> };
}

/**
 * A booking's state changes after it is made. Each is one conditional UPDATE (store/status-updates.ts)
 * in a transaction with its event; the event, and the release of the room, follow only a change,
 * so a booking is cancelled (and its booking.cancelled emitted) exactly once, however many
 * cancels, expiries and voids race for it.
 */
export class BookingStatusChanges {
  constructor(private readonly deps: StatusChangeDeps) {}

  /** Runs `change` and, when it changed the booking, its event (and audit entry, if any), in one transaction. */
  private async apply(
    change: (tx: PoolClient) => Promise<BookingRow | undefined>,
    event: (booking: Booking, scope: SagaScope) => DomainEvent,
    audit?: DomainEvent,
  ): Promise<Changed | undefined> {
    const changed = await inTransaction(this.deps.pool, async (tx) => {
      const row = await change(tx);
      if (!row) return undefined;
      const booking = toBooking(row);
      const scope = { tenant_id: row.tenant_id, property_id: row.property_id };
      await insertEvent(tx, event(booking, scope));
      await insertAudit(tx, audit);
      return { booking, scope };
    });
    if (changed) this.deps.outbox.kick();
    return changed;
  }

  /** A partner confirms its own pending booking (undefined: its state did not allow it). */
  async confirm(which: Which): Promise<Booking | undefined> {
    const changed = await this.apply(
      (tx) => confirmPending(tx, which),
      (booking, scope) => newEvent("booking.confirmed", { booking }, scope),
    );
    if (changed) await this.deps.holds.cancel(changed.booking.id);
    return changed?.booking;
  }

  /** Cancels a booking whose stay has not started, and returns its room to sale; `audit`: the hotel's entry of it. */
  async cancel(
    which: Which,
    reason: Reason,
    requestId: string,
    audit?: DomainEvent,
  ): Promise<Booking | undefined> {
    const changed = await this.apply(
      (tx) => cancelUnstarted(tx, which, reason),
      (booking, scope) => newEvent("booking.cancelled", { booking, reason }, scope),
      audit,
    );
    if (changed) await this.afterCancel(changed, requestId);
    return changed?.booking;
  }

  /** The hold clock ran out: cancels the hold if it is still pending and past its time. */
  async expire(bookingId: string): Promise<boolean> {
    return (await this.expireWith({ id: bookingId }, expireHold)) !== undefined;
  }

  /**
   * The sandbox clock: a live API hold of `which` runs out now and expires at once, the clock and
   * the cancel in one transaction, then the release the job and sweep do. Undefined: no such hold.
   */
  async expireNow(which: Which): Promise<Booking | undefined> {
    const due = async (tx: PoolClient) => ((await runOutHold(tx, which)) ? expireHold(tx, which) : undefined);
    return (await this.expireWith(which, due))?.booking;
  }

  private async expireWith(
    which: Which,
    change: (tx: PoolClient, which: Which) => Promise<BookingRow | undefined>,
  ): Promise<Changed | undefined> {
    const changed = await this.apply(
      (tx) => change(tx, which),
      (booking, scope) => newEvent("booking.cancelled", { booking, reason: "hold_expired" }, scope),
    );
    if (changed) await this.afterCancel(changed, `expiry-${which.id}`);
    return changed;
  }

  /** Check-in or check-out by the hotel, with the call's audit entry. */
  async stay(
    which: Which,
    to: "checked_in" | "checked_out",
    audit?: DomainEvent,
  ): Promise<Booking | undefined> {
    const changed = await this.apply(
      (tx) => markStay(tx, which, to),
      (booking, scope) => newEvent(`booking.${to}`, { booking }, scope),
      audit,
    );
    // A hold checked in is no hold any more: its expiry must not cancel the stay.
    if (changed && to === "checked_in") await this.deps.holds.cancel(changed.booking.id);
    return changed?.booking;
  }

  /**
   * The hotel marks a guest who never came a no-show, with its audit entry; its nights go back on
   * sale as a cancellation's do (booking.no_show releases them too, should inventory be away now).
   */
  async noShow(which: Which, requestId: string, audit?: DomainEvent): Promise<Booking | undefined> {
    const changed = await this.apply(
      (tx) => markNoShow(tx, which),
      (booking, scope) => newEvent("booking.no_show", { booking }, scope),
      audit,
    );
    if (changed) await this.afterCancel(changed, requestId);
    return changed?.booking;
  }

  private async afterCancel({ booking, scope }: Changed, requestId: string): Promise<void> {
    await this.deps.holds.cancel(booking.id);
    // The booking.cancelled event releases it too, should inventory be away now.
    await this.deps.saga.release([booking.id], scope, requestId);
  }
}
