import type { Counter, Histogram, Metrics } from "@reservations/service-kit";

/**
 * How an attempt ended: `succeeded` (a 2xx), `retry` (not delivered, another attempt scheduled),
 * `failed` (not delivered and no attempt left, or 410 Gone), `refused` (ended unsent: the
 * subscription is inactive or may not receive the event now).
 */
export type DeliveryOutcome = "succeeded" | "retry" | "failed" | "refused";

/**
 * Delivery attempts by outcome, how long the receiver took for those that were sent, how long
 * events waited for their first attempt, and how often a delivery waited for a place in flight.
 */
export class DeliveryOutcomes {
  private readonly attempts: Counter<"outcome">;
  private readonly latency: Histogram<"outcome">;
  private readonly firstDelay: Histogram;
  private readonly waits: Counter<"cap">;

  constructor(metrics: Metrics) {
    this.attempts = metrics.counter("webhook_deliveries_total", "Webhook delivery attempts by outcome", [
      "outcome",
    ]);
    this.latency = metrics.histogram(
      "webhook_delivery_duration_seconds",
      "Time from sending a webhook to the receiver's answer (or the error), by outcome",
      ["outcome"],
      [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
    );
    this.firstDelay = metrics.histogram(
      "webhook_first_attempt_delay_seconds",
      "Time from an event to the first attempt of each of its deliveries",
      [],
      [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    );
    this.waits = metrics.counter(
      "webhook_delivery_waits_total",
      "Deliveries left due because their subscription or hotel had its most deliveries in flight",
      ["cap"],
    );
  }

  /** One attempt's end; `durationMs` for an attempt that was sent. */
  record(outcome: DeliveryOutcome, durationMs?: number): void {
    this.attempts.inc({ outcome });
    if (durationMs !== undefined) this.latency.observe({ outcome }, durationMs / 1000);
  }

  /** A delivery's first attempt starts now; `eventAt` is when its event happened. */
  firstAttempt(eventAt: string): void {
    const ms = Date.now() - Date.parse(eventAt);
    if (Number.isFinite(ms)) this.firstDelay.observe(Math.max(0, ms) / 1000);
  }

  /** A delivery could not start: `cap` is the subscription's or the hotel's. */
  waited(cap: "subscription" | "hotel"): void {
    this.waits.inc({ cap });
  }
}
