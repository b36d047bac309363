import { AppError, allocationOps, type CallerContext } from "@reservations/contracts";
import { faults, type Logger, type Pool, type PoolClient, type RpcClient } from "@reservations/service-kit";
import { Superseded } from "../store/idempotency.js";
import { abandonUnlessBooked, SAGA_OUTCOMES_KEY } from "../store/saga-outcomes.js";
import type { sagaBounds } from "./bounds.js";

/** The tenant and property whose allocations a saga touches. */
export interface SagaScope {
  tenant_id: string;
  property_id: string;
}

/** What became of bookings whose transaction failed: booked after all, abandoned, or unknown (no database). */
export type Fate = "booked" | "abandoned" | "unknown";

export const unavailable = (cause: unknown, message = "The booking could not be completed; retry shortly.") =>
  new AppError("SERVICE_UNAVAILABLE", { message, headers: { "Retry-After": "1" }, cause });

/** The ids an attempt books, and what to answer when they turn out booked after an error. */
export interface Attempted<T> {
  bookingIds: readonly string[];
  startedAt: number;
  scope: SagaScope;
  requestId: string;
  ifBooked: () => Promise<T>;
}

/**
 * Decides the fate of a booking attempt that failed, and gives rooms back only when the bookings
 * are known never to exist; work after a commit never gives a room back.
 */
export class BookingFates {
  constructor(
    private readonly deps: { pool: Pool; client: RpcClient; log: Logger },
    private readonly bounds: ReturnType<typeof sagaBounds>,
  ) {}

  /**
   * Runs `attempt` if it can begin within the bounds of `startedAt`. On any error: booked answers
   * `ifBooked()`, abandoned releases the rooms and rethrows, unknown leaves the allocations to the
   * reconciler and answers 503.
   */
  async decided<T>(
    o: Attempted<T>,
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
      // The attempt that took the key over owns the ids and their rooms: leave them be.
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
   * Decides the fate of ids whose transaction failed: abandons each that nothing booked (and then
   * releases their rooms), or finds them booked. Unknown when the database cannot be reached.
   */
  async settle(bookingIds: readonly string[], scope: SagaScope, requestId: string): Promise<Fate> {
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
      ip: null,
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
