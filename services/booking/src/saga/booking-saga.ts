import {
  type Allocation,
  AppError,
  allocationOps,
  type Booking,
  type CallerContext,
} from "@reservations/contracts";
import {
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
import { type Lease, Superseded } from "../store/idempotency.js";
import type { KeyUsage } from "../store/key-usage.js";
import {
  type BookingToRecord,
  type KeyCount,
  type Recorded,
  recordBookings,
} from "../store/record-booking.js";
import { abandonUnlessBooked, markBookedSql, SAGA_OUTCOMES_KEY } from "../store/saga-outcomes.js";
import type { SagaStay } from "./stays.js";

/**
 * The time bounds of one attempt, as fractions of the Idempotency-Key lease, which counts from the
 * claim. The booking transaction begins within 40 % of the lease, and the pool waits at most 2 s
 * for a connection. A stay's booking is written by one statement with those asked meanwhile: it
 * waits at most 1 s for the statement under way, each of its lock waits is cut off by Postgres
 * after 10 % of the lease, and the statement by PG_STATEMENT_TIMEOUT_MS (5 s by default), so it
 * ends by 0.4 of the lease plus 8 s after the claim (20 s of the default 30 s): before anyone may
 * take the key over, and long before the reconciler's grace (120 s). A group's transaction has
 * each of its statements and each pause between them cut off after 10 %. Correctness does not rest
 * on these numbers (see saga_outcomes and the attempt count); they keep a takeover from ever
 * meeting a live attempt.
 */
export function sagaBounds(leaseMs: number): { beginWithinMs: number; statementMs: number } {
  return { beginWithinMs: Math.floor(leaseMs * 0.4), statementMs: Math.max(100, Math.floor(leaseMs * 0.1)) };
}

/** The tenant and property whose allocations a saga touches. */
export interface SagaScope {
  tenant_id: string;
  property_id: string;
}

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

const unavailable = (cause: unknown, message = "The booking could not be completed; retry shortly.") =>
  new AppError("SERVICE_UNAVAILABLE", { message, headers: { "Retry-After": "1" }, cause });

/**
 * DESIGN's booking saga, the one every path that creates bookings goes through (partner create,
 * merchant create, group create, group add-member): allocate in inventory, then one transaction
 * that writes the bookings, their outcome rows and their events. Compensation (giving the rooms
 * back) happens only when the bookings are known never to exist; work after the commit never
 * compensates.
 */
export class BookingSaga {
  private readonly bounds;

  /** A stay's booking, written with those asked meanwhile (see recordBookings). */
  private readonly record: (booking: BookingToRecord) => Promise<Recorded | undefined>;

  constructor(private readonly deps: SagaDeps) {
    this.bounds = sagaBounds(deps.leaseMs);
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
    return this.decided(o, (onCommitSent) =>
      inTransaction(this.deps.pool, o.run, {
        // The outcome rows go first: they wait for anyone giving these ids up, and fail if they did.
        setup: `SET LOCAL statement_timeout = ${statementMs}; SET LOCAL idle_in_transaction_session_timeout = ${statementMs};
${markBookedSql(o.bookingIds)}`,
        onCommitSent,
      }),
    );
  }

  /**
   * Runs `attempt` (a booking transaction of `bookingIds`) if it can begin within the saga's bounds
   * of `startedAt`. On any error the outcome is decided on a fresh connection: booked (the COMMIT
   * went through though its answer was lost, or another attempt booked the same ids) answers
   * `ifBooked()`; abandoned releases the rooms and rethrows; unknown (the database cannot be
   * reached) releases nothing, leaves the allocations to the reconciler and answers 503.
   */
  private async decided<T>(
    o: {
      bookingIds: readonly string[];
      startedAt: number;
      scope: SagaScope;
      requestId: string;
      ifBooked: () => Promise<T>;
    },
    attempt: (onCommitSent: (client: PoolClient) => void | Promise<void>) => Promise<T>,
  ): Promise<T> {
    try {
      await faults.hit("booking.saga.before-transaction", { bookingIds: o.bookingIds });
      if (Date.now() - o.startedAt > this.bounds.beginWithinMs) {
        throw unavailable(undefined, "The booking took too long to prepare; retry shortly.");
      }
      return await attempt((client) =>
        faults.hit("booking.saga.commit-sent", { client, bookingIds: o.bookingIds }),
      );
    } catch (err) {
      // The attempt that took the key over owns the ids and their rooms now: leave them be.
      if (err instanceof Superseded) throw new AppError("IDEMPOTENCY_IN_FLIGHT");
      const fate = await this.settle(o.bookingIds, o.scope, o.requestId);
      this.deps.log.warn(
        { err: (err as Error).message, booking_ids: o.bookingIds, fate },
        "booking transaction failed; its outcome decided",
      );
      if (fate === "booked") return o.ifBooked();
      if (fate === "unknown") throw unavailable(err);
      // Given up by someone else first (the reconciler): a retry starts over.
      if ((err as { constraint?: string }).constraint === SAGA_OUTCOMES_KEY) throw unavailable(err);
      throw err;
    }
  }

  /**
   * One booking on one stay (a partner's or a hotel's): allocates, then books it with its
   * booking.created event in one statement (recordBooking), which with `lease` finishes that
   * Idempotency-Key record with the booking as its answer and with `count` counts it against its
   * key; then the work after the commit. `answer` makes the caller's answer of the booking as
   * stored (and the key's usage when counted); `ifBooked` when the outcome is found booked after
   * an error.
   */
  async bookStay<T>(o: {
    ctx: CallerContext;
    scope: SagaScope;
    startedAt: number;
    stay: SagaStay;
    /** Its guest: an existing one as read, or a new one. */
    booking: Omit<NewBooking, "id" | "tenant_id" | "guest" | keyof ReturnType<typeof fromAllocation>> & {
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
      ...o.booking,
    };
    const guest = "id" in o.booking.guest ? o.booking.guest : { id: newId("gst"), ...o.booking.guest };
    const rendered = renderNew(booking, guest);
    const event = newEvent(
      "booking.created",
      { booking: rendered },
      { tenant_id: o.scope.tenant_id, property_id: booking.property_id },
    );
    const answer = await this.decided(
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

  /**
   * Decides the fate of ids whose transaction failed: abandons each that nothing booked (and then
   * releases their rooms), or finds them booked. Unknown when the database cannot be reached.
   */
  async settle(
    bookingIds: readonly string[],
    scope: SagaScope,
    requestId: string,
  ): Promise<"booked" | "abandoned" | "unknown"> {
    let fates: Map<string, string>;
    try {
      await faults.hit("booking.saga.settle", { bookingIds });
      fates = await abandonUnlessBooked(this.deps.pool, bookingIds);
    } catch (err) {
      this.deps.log.warn(
        { err: (err as Error).message, booking_ids: bookingIds },
        "booking outcome unknown; the reconciler will settle its allocation",
      );
      return "unknown";
    }
    const booked = bookingIds.filter((id) => fates.get(id) === "booked");
    if (booked.length > 0) {
      if (booked.length < bookingIds.length)
        this.deps.log.error({ booking_ids: bookingIds, booked }, "bookings of one transaction decided apart");
      return "booked";
    }
    await this.release(bookingIds, scope, requestId);
    return "abandoned";
  }

  /**
   * Returns rooms to sale, never failing the caller: when inventory cannot be reached, the
   * booking.cancelled event or the reconciler releases them later.
   */
  async release(bookingIds: readonly string[], scope: SagaScope, requestId: string): Promise<void> {
    const ctx: CallerContext = {
      request_id: requestId,
      actor: "system",
      tenant_id: scope.tenant_id,
      property_id: scope.property_id,
      key_id: null,
      scopes: [],
      property_ids: null,
    };
    await Promise.all(
      bookingIds.map((id) =>
        this.deps.client
          .request(allocationOps.release, { booking_id: id }, ctx)
          .catch((err) =>
            this.deps.log.warn({ err: (err as Error).message, booking_id: id }, "release deferred"),
          ),
      ),
    );
  }
}
