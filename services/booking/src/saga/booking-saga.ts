import {
  type Allocation,
  AppError,
  allocationOps,
  type Booking,
  type CallerContext,
  type DomainEvent,
} from "@reservations/contracts";
import {
  faults,
  inTransactionEndingWith,
  type Logger,
  newEvent,
  type Pool,
  type PoolClient,
  type QueryResultRow,
  type RpcClient,
} from "@reservations/service-kit";
import { fromAllocation, insertBooking, type NewBooking, toBooking } from "../store/bookings.js";
import { abandonUnlessBooked, markBookedSql, SAGA_OUTCOMES_KEY } from "../store/saga-outcomes.js";
import type { SagaStay } from "./stays.js";

/**
 * The time bounds of one attempt, as fractions of the Idempotency-Key lease, which counts from the
 * claim. The booking transaction begins within 40 % of the lease; each of its statements (at most
 * four round trips) and each pause between them is cut off by Postgres after 10 %; the pool waits
 * at most 2 s for a connection. So a transaction ends by 0.4 + 4 × 0.1 of the lease plus 2 s after
 * the claim (26 s of the default 30 s): before anyone may take the key over, and long before the
 * reconciler's grace (120 s). Correctness does not rest on these numbers (see saga_outcomes and the
 * attempt count); they keep a takeover from ever meeting a live attempt.
 */
export function sagaBounds(leaseMs: number): { beginWithinMs: number; statementMs: number } {
  return { beginWithinMs: Math.floor(leaseMs * 0.4), statementMs: Math.max(100, Math.floor(leaseMs * 0.1)) };
}

/** The last statement of a booking transaction, sent with its COMMIT, and what to make of its rows. */
export class Ending<T> {
  constructor(
    readonly last: string,
    readonly result: (rows: QueryResultRow[]) => T,
  ) {}
}

/** Thrown inside a booking transaction whose Idempotency-Key another attempt holds now. */
export class Superseded extends Error {
  constructor() {
    super("another attempt holds this Idempotency-Key");
  }
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

  constructor(private readonly deps: SagaDeps) {
    this.bounds = sagaBounds(deps.leaseMs);
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
   * The booking transaction for `bookingIds`, begun within the saga's bounds of `startedAt`. On any
   * error the outcome is decided on a fresh connection: booked (the COMMIT went through though its
   * answer was lost, or another attempt booked the same id) answers `ifBooked()`; abandoned
   * releases the rooms and rethrows; unknown (the database cannot be reached) releases nothing,
   * leaves the allocation to the reconciler and answers 503.
   */
  async book<T>(o: {
    bookingIds: readonly string[];
    startedAt: number;
    scope: SagaScope;
    requestId: string;
    run: (tx: PoolClient) => Promise<T | Ending<T>>;
    ifBooked: () => Promise<T>;
  }): Promise<T> {
    const { statementMs, beginWithinMs } = this.bounds;
    try {
      await faults.hit("booking.saga.before-transaction", { bookingIds: o.bookingIds });
      if (Date.now() - o.startedAt > beginWithinMs) {
        throw unavailable(undefined, "The booking took too long to prepare; retry shortly.");
      }
      return await inTransactionEndingWith(
        this.deps.pool,
        async (tx) => {
          const out = await o.run(tx);
          return out instanceof Ending ? out : new Ending("SELECT 1", () => out);
        },
        {
          // The outcome rows go first: they wait for anyone giving these ids up, and fail if they did.
          setup: `SET LOCAL statement_timeout = ${statementMs}; SET LOCAL idle_in_transaction_session_timeout = ${statementMs};
${markBookedSql(o.bookingIds)}`,
          onCommitSent: (client) =>
            faults.hit("booking.saga.commit-sent", { client, bookingIds: o.bookingIds }),
        },
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
   * booking.created event, which `record` writes with whatever else the path keeps (the
   * Idempotency-Key's answer, the key's count); then the work after the commit.
   */
  async bookStay<T>(o: {
    ctx: CallerContext;
    scope: SagaScope;
    startedAt: number;
    stay: SagaStay;
    booking: Omit<NewBooking, "id" | "tenant_id" | keyof ReturnType<typeof fromAllocation>>;
    record: (tx: PoolClient, booking: Booking, event: DomainEvent) => Promise<T | Ending<T>>;
    ifBooked: () => Promise<T>;
    bookingOf: (answer: T) => Booking;
  }): Promise<T> {
    const [allocation] = await this.allocate(o.ctx, o.scope, [o.stay]);
    const answer = await this.book({
      bookingIds: [o.stay.booking_id],
      startedAt: o.startedAt,
      scope: o.scope,
      requestId: o.ctx.request_id,
      run: async (tx) => {
        const booking = toBooking(
          await insertBooking(tx, {
            id: o.stay.booking_id,
            tenant_id: o.scope.tenant_id,
            ...fromAllocation(allocation!),
            ...o.booking,
          }),
        );
        const event = newEvent(
          "booking.created",
          { booking },
          { tenant_id: o.scope.tenant_id, property_id: booking.property_id },
        );
        return o.record(tx, booking, event);
      },
      ifBooked: o.ifBooked,
    });
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
