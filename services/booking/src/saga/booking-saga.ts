import { type Allocation, allocationOps, type Booking, type CallerContext } from "@reservations/contracts";
import {
  auditEvent,
  type BatchSent,
  coalesced,
  committing,
  faults,
  inTransaction,
  type Logger,
  newEvent,
  newId,
  type Pool,
  type PoolClient,
  type RpcClient,
} from "@reservations/service-kit";
import { fromAllocation, type NewBooking, type NewGuest, renderNew } from "../store/bookings.js";
import type { Lease } from "../store/idempotency.js";
import type { KeyUsage } from "../store/key-usage.js";
import {
  type BookingToRecord,
  type KeyCount,
  type Recorded,
  recordBookings,
} from "../store/record-booking.js";
import { markBookedSql } from "../store/saga-outcomes.js";
import { sagaBounds } from "./bounds.js";
import { BookingFates, type Fate, type SagaScope } from "./fates.js";
import type { SagaStay } from "./stays.js";

export type { SagaScope } from "./fates.js";

export interface SagaDeps {
  pool: Pool;
  client: RpcClient;
  log: Logger;
  leaseMs: number;
  outbox: { kick(): void };
  holds: { schedule(bookingId: string, at: Date): Promise<void> };
  /** Told of each statement that writes stays' bookings (for metrics). */
  onRecordBatch?: (batch: BatchSent) => void;
}

/**
 * The booking saga every path that creates bookings goes through: allocate in inventory, then one
 * transaction that writes the bookings, their outcome rows and their events (see BookingFates).
 */
export class BookingSaga {
  private readonly bounds;
  private readonly fates: BookingFates;

  /** A stay's booking, written with those asked meanwhile (see recordBookings). */
  private readonly record: (booking: BookingToRecord) => Promise<Recorded | undefined>;

  constructor(private readonly deps: SagaDeps) {
    this.bounds = sagaBounds(deps.leaseMs);
    this.fates = new BookingFates(deps, this.bounds);
    // Bookings asked while one statement is under way go together in the next (at most 32, so Postgres
    // keeps their subtransaction ids cached): safe, as each is its own subtransaction and idempotent by id.
    this.record = coalesced(
      (bookings: readonly BookingToRecord[]) =>
        committing(
          deps.pool,
          // Each item's error is returned in its place; DataLoader rejects that item's call with it.
          (client) => recordBookings(client, bookings, this.bounds.statementMs) as Promise<Recorded[]>,
          {
            onCommitSent: (client) =>
              faults.hit("booking.saga.commit-sent", {
                client,
                bookingIds: bookings.map((b) => b.booking.id),
              }),
          },
        ),
      { maxBatch: 32, keyOf: false, onBatch: deps.onRecordBatch },
    );
  }

  /**
   * Allocates each stay in order. The first refusal gives up the stays already taken (nothing can
   * book them: their ids are this call's own) and is thrown as `rename(err, index)` makes it.
   */
  async allocate(
    ctx: CallerContext,
    scope: SagaScope,
    stays: readonly SagaStay[],
    rename: (err: unknown, index: number, taken: readonly Allocation[]) => unknown | Promise<unknown> = (e) =>
      e,
  ): Promise<Allocation[]> {
    const taken: Allocation[] = [];
    for (const [index, stay] of stays.entries()) {
      try {
        const { data } = await this.deps.client.request(allocationOps.allocate, stay, {
          ...ctx,
          property_id: scope.property_id,
        });
        taken.push(data);
      } catch (err) {
        const renamed = await rename(err, index, taken);
        if (taken.length > 0)
          await this.settle(
            taken.map((a) => a.booking_id),
            scope,
            ctx.request_id,
          );
        throw renamed;
      }
    }
    return taken;
  }

  /**
   * The booking transaction for `bookingIds` (a group's), begun within the saga's bounds of
   * `startedAt`; its statements and the pauses between them are cut off after the bounds' statement
   * time. On any error the outcome is decided as `decided` describes.
   */
  book<T>(o: {
    bookingIds: readonly string[];
    startedAt: number;
    scope: SagaScope;
    requestId: string;
    run: (tx: PoolClient) => Promise<T>;
    ifBooked: () => Promise<T>;
  }): Promise<T> {
    const { statementMs } = this.bounds;
    return this.fates.decided(o, (onCommitSent) =>
      inTransaction(this.deps.pool, o.run, {
        // The outcome rows go first: they wait for anyone giving these ids up, and fail if they did.
        setup: `SET LOCAL statement_timeout = ${statementMs}; SET LOCAL idle_in_transaction_session_timeout = ${statementMs};
${markBookedSql(o.bookingIds)}`,
        onCommitSent,
      }),
    );
  }

  /**
   * One booking on one stay: allocates, then one statement writes the booking and its event, finishes
   * the Idempotency-Key record (`lease`) and counts it against its key (`count`). `answer` makes the
   * caller's answer from the booking as stored; `ifBooked` when it turns out booked after an error.
   */
  async bookStay<T>(o: {
    ctx: CallerContext;
    scope: SagaScope;
    startedAt: number;
    stay: SagaStay;
    /** Its guest: an existing one as read, or a new one. */
    booking: Omit<
      NewBooking,
      "id" | "tenant_id" | "guest" | "promo_code" | keyof ReturnType<typeof fromAllocation>
    > & {
      guest: Booking["guest"] | NewGuest;
    };
    lease?: Lease;
    count?: KeyCount;
    answer: (booking: Booking, usage: KeyUsage | null) => T;
    ifBooked: () => Promise<T>;
    bookingOf: (answer: T) => Booking;
  }): Promise<T> {
    const [allocation] = await this.allocate(o.ctx, o.scope, [o.stay]);
    const booking: NewBooking = {
      id: o.stay.booking_id,
      tenant_id: o.scope.tenant_id,
      ...fromAllocation(allocation!),
      // The code the stay was allocated with.
      promo_code: o.stay.promo_code ?? null,
      ...o.booking,
    };
    const guest = "id" in o.booking.guest ? o.booking.guest : { id: newId("gst"), ...o.booking.guest };
    const rendered = renderNew(booking, guest);
    const event = newEvent(
      "booking.created",
      { booking: rendered },
      { tenant_id: o.scope.tenant_id, property_id: booking.property_id },
    );
    const answer = await this.fates.decided(
      {
        bookingIds: [booking.id],
        startedAt: o.startedAt,
        scope: o.scope,
        requestId: o.ctx.request_id,
        ifBooked: o.ifBooked,
      },
      async () => {
        const recorded = (await this.record({
          booking,
          rendered,
          event,
          audit: auditEvent(o.ctx, "booking.create", booking.id),
          lease: o.lease,
          count: o.count,
        }))!;
        return o.answer(recorded.booking, recorded.usage);
      },
    );
    await this.afterCommit([o.bookingOf(answer)]);
    return answer;
  }

  /**
   * Work after the commit: publish the events, schedule the holds' expiry. Nothing here may give a
   * room back: a failure is logged, and the outbox's poll and the hold sweep repair it.
   */
  async afterCommit(bookings: readonly Booking[]): Promise<void> {
    this.deps.outbox.kick();
    for (const b of bookings) {
      if (!b.is_hold || !b.hold_expires_at || b.status !== "pending") continue;
      try {
        await this.deps.holds.schedule(b.id, new Date(b.hold_expires_at));
      } catch (err) {
        this.deps.log.warn(
          { err: (err as Error).message, booking_id: b.id },
          "hold expiry not scheduled; the sweep will expire it",
        );
      }
    }
  }

  /** Decides the fate of ids whose transaction failed (BookingFates.settle). */
  settle(bookingIds: readonly string[], scope: SagaScope, requestId: string): Promise<Fate> {
    return this.fates.settle(bookingIds, scope, requestId);
  }

  /** Returns rooms to sale, never failing the caller (BookingFates.release). */
  release(bookingIds: readonly string[], scope: SagaScope, requestId: string): Promise<void> {
    return this.fates.release(bookingIds, scope, requestId);
  }
}
