import { type Counter, errorCodeOf, type Metrics } from "@reservations/service-kit";

/** Where a booking came from: a partner key (`api`), the hotel itself, or an outside channel. */
export type BookingOrigin = "api" | "hotel" | "channel";

/**
 * Bookings made and refused, counted once per request where the outcome is decided: a refusal by
 * its error code (the contracts' table, so the label's values are bounded), an idempotent replay
 * not again.
 */
export class BookingOutcomes {
  private readonly created: Counter<"origin">;
  private readonly refused: Counter<"origin" | "error_code">;

  constructor(metrics: Metrics) {
    this.created = metrics.counter("bookings_created_total", "Bookings made, by origin", ["origin"]);
    this.refused = metrics.counter(
      "bookings_refused_total",
      "Booking requests refused, by origin and error code",
      ["origin", "error_code"],
    );
  }

  /** Runs one booking request: counts a booking made when `made` says its answer is a new one, a refusal when it throws. */
  async track<T>(
    origin: BookingOrigin,
    work: () => Promise<T>,
    made: (answer: T) => boolean = () => true,
  ): Promise<T> {
    let answer: T;
    try {
      answer = await work();
    } catch (err) {
      this.refused.inc({ origin, error_code: errorCodeOf(err) });
      throw err;
    }
    if (made(answer)) this.created.inc({ origin });
    return answer;
  }
}
