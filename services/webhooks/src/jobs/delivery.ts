import { eventText } from "@reservations/contracts";
import {
  contextFromCarrier,
  faults,
  JobQueue,
  type KeyStates,
  REDIS_QUEUES,
  type ServiceKit,
  withSpan,
} from "@reservations/service-kit";
import { NOT_ALLOWED_NOW, type Refusal } from "../domain/authority.js";
import { followUp } from "../domain/retry.js";
import type { WebhookSender } from "../net/webhook-sender.js";
import { type AttemptEnd, type ClaimedDelivery, finishAttempt } from "../store/claimed.js";
import {
  claimDelivery,
  claimNextDelivery,
  hotelsWithDueDeliveries,
  type InFlightCaps,
  putOffDelivery,
  startableDeliveries,
} from "../store/deliveries.js";
import { refusalsOf } from "../store/key-states.js";
import { updateSubscription } from "../store/subscriptions.js";
import { DeliveryOutcomes } from "./delivery-outcomes.js";

/** How long an attempt that could not read the key states waits before the sweep tries it again (not its 60 s lease). */
export const PUT_OFF_MS = 1_000;

/** How many hotels one sweep starts deliveries of (the next sweep goes on with the others). */
const SWEEP_HOTELS = 200;

/**
 * Delivery attempts: a BullMQ job per attempt, and a sweep from the database so retries resume
 * when Redis lost its jobs. Per-subscription and per-hotel caps (leases in the database) end a job
 * at a cap at once, so a slow receiver's backlog waits in the database, not in workers, and costs
 * other hotels nothing; each attempt that ends wakes the hotel's oldest due deliveries.
 */
export class Deliverer {
  private readonly queue: JobQueue<{ delivery_id: string }>;
  private sweepTimer: NodeJS.Timeout | undefined;
  /** Set by stop: a lane ends after its attempt under way, leaving what waits to the next copy. */
  private stopping = false;
  private readonly outcomes: DeliveryOutcomes;

  constructor(
    private readonly kit: ServiceKit,
    private readonly schedule: number[],
    private readonly keyStates: KeyStates,
    private readonly sender: WebhookSender,
    private readonly caps: InFlightCaps,
  ) {
    this.queue = new JobQueue(kit, REDIS_QUEUES.webhookDeliveries);
    this.outcomes = new DeliveryOutcomes(kit.metrics);
  }

  /** Works the queue's jobs, `workers` at once, and sweeps the database every `sweepEveryMs`, the first time now. */
  start(sweepEveryMs: number, workers: number): void {
    this.queue.work(({ delivery_id }) => this.attempt(delivery_id), workers);
    this.sweepTimer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.sweepTimer.unref();
    void this.sweep();
  }

  /** Queues an attempt now of each of a hotel's due deliveries that its caps let start now. */
  async wake(tenantId: string): Promise<void> {
    try {
      const ids = await startableDeliveries(this.kit.pool, tenantId, this.caps);
      await Promise.all(ids.map((id) => this.enqueue(id)));
    } catch (err) {
      this.kit.log.warn(
        { err: (err as Error).message },
        "could not start waiting deliveries; the sweep will",
      );
    }
  }

  /** Queues an attempt `delayMs` from now; while Redis cannot take it, the sweep sends it from the database. */
  async enqueue(deliveryId: string, delayMs = 0): Promise<void> {
    await this.queue
      .add({ delivery_id: deliveryId }, { jobId: `${deliveryId}-${Date.now() + delayMs}`, delayMs })
      .catch((err: Error) =>
        this.kit.log.warn({ err: err.message }, "could not queue a delivery; the sweep will send it"),
      );
  }

  /**
   * Sends whatever is due and not being sent (jobs lost with Redis, or a crashed attempt's lease),
   * each hotel's within its caps.
   */
  async sweep(): Promise<void> {
    try {
      const hotels = await hotelsWithDueDeliveries(this.kit.pool, SWEEP_HOTELS);
      await Promise.all(
        hotels.map(async (tenantId) => {
          const ids = await startableDeliveries(this.kit.pool, tenantId, this.caps);
          await Promise.all(ids.map((id) => this.attempt(id)));
        }),
      );
    } catch (err) {
      this.kit.log.warn({ err: (err as Error).message }, "delivery sweep failed");
    }
  }

  /**
   * One attempt of one delivery, then its outcome: done, retry later, or give up. The place it frees
   * goes to the hotel's oldest delivery its caps let start, claimed in the statement that records
   * the outcome and attempted next in this same lane, so a backlog drains without a trip through
   * the queue, and each delivery costs one round trip to the database besides its claim's.
   */
  async attempt(deliveryId: string): Promise<void> {
    const claim = await claimDelivery(this.kit.pool, deliveryId, this.caps);
    if (!claim) return; // not due, already sent, or another attempt holds it
    if ("waiting" in claim) {
      // Left due: the attempt that frees a place starts it, or else the sweep.
      this.outcomes.waited(claim.waiting);
      return;
    }
    for (let next: ClaimedDelivery | undefined = claim.delivery; next !== undefined; ) {
      const claimed: ClaimedDelivery = next;
      try {
        next = await withSpan(
          "webhook delivery",
          contextFromCarrier(claimed.trace),
          { "webhook.delivery_id": claimed.id },
          () => this.attemptClaimed(claimed),
        );
      } catch (err) {
        // This one waits for its lease to run out; the places of the others go on.
        await this.wake(claimed.tenant_id);
        throw err;
      }
    }
  }

  /** Records an attempt's end and claims what this lane attempts next (none once stopping). */
  private finish(d: ClaimedDelivery, end: Omit<AttemptEnd, "delivery_id" | "subscription_id">) {
    return finishAttempt(
      this.kit.pool,
      { ...end, delivery_id: d.id, subscription_id: d.subscription_id },
      this.stopping ? undefined : { tenantId: d.tenant_id, caps: this.caps },
    );
  }

  /** The hotel's next delivery its caps let start, claimed; none when it cannot be read (the sweep starts it). */
  private async claimNext(tenantId: string): Promise<ClaimedDelivery | undefined> {
    if (this.stopping) return undefined;
    try {
      return await claimNextDelivery(this.kit.pool, tenantId, this.caps);
    } catch (err) {
      this.kit.log.warn(
        { err: (err as Error).message },
        "could not start a waiting delivery; the sweep will",
      );
      return undefined;
    }
  }

  /** One claimed delivery's attempt and outcome; answers what this lane attempts next. */
  private async attemptClaimed(d: ClaimedDelivery): Promise<ClaimedDelivery | undefined> {
    const pool = this.kit.pool;
    const sub = d.subscription;
    const attempt = d.attempts + 1;
    /** Ends the delivery as failed without sending it, saying why in its last attempt. */
    const endUnsent = (error: string) => {
      this.outcomes.record("refused");
      return this.finish(d, {
        attempt,
        succeeded: false,
        response_status: null,
        duration_ms: 0,
        error,
        next_attempt_at: null,
        final_status: "failed",
      });
    };
    if (!sub?.active) return endUnsent("subscription is not active");
    // Checked again before every attempt: a retry scheduled before a revoke is never sent after it.
    let refused: Refusal | null | undefined;
    try {
      await faults.hit("webhooks.delivery.authority", { delivery_id: d.id });
      [refused] = await refusalsOf(this.keyStates, [sub], {
        type: d.event_type,
        property_id: d.property_id,
        // The event's own time, as its payload carries it (Standard Webhooks' timestamp).
        occurred_at: (d.payload as { timestamp: string }).timestamp,
      });
    } catch (err) {
      // Not an attempt: nothing was sent. The claim is given back due shortly, so the sweep tries
      // again about a second later instead of after the claim's 60 s lease (NATS away briefly).
      this.kit.log.warn(
        { err: (err as Error).message, delivery_id: d.id },
        "key states unreadable; attempt put off",
      );
      await putOffDelivery(pool, d.id, PUT_OFF_MS);
      return this.claimNext(d.tenant_id);
    }
    if (refused) {
      this.kit.log.info(
        { delivery_id: d.id, subscription_id: sub.id, reason: refused },
        "delivery ended: not allowed now",
      );
      return endUnsent(NOT_ALLOWED_NOW);
    }
    if (d.attempts === 0) this.outcomes.firstAttempt((d.payload as { timestamp: string }).timestamp);
    // The one place a delivery takes the subscription's API version; signed as sent, same event id.
    const body = eventText(d.payload as { data: unknown }, sub.api_version);
    const result = await this.sender.send(sub, d.event_id, body);
    // Counted from the last redelivery or recovery, so a delivery sent again gets the whole schedule again.
    const follow = followUp(result, attempt - d.retries_from, this.schedule);
    if (follow.gone) {
      await updateSubscription(pool, sub.id, {
        active: false,
        disabled_reason: "receiver answered 410 Gone",
      });
      this.kit.log.warn({ subscription_id: sub.id }, "subscription disabled: receiver answered 410");
    }
    this.outcomes.record(follow.status === "pending" ? "retry" : follow.status, result.duration_ms);
    const nextAt = follow.retryInMs === null ? null : new Date(Date.now() + follow.retryInMs);
    const next = await this.finish(d, {
      attempt,
      succeeded: result.delivered,
      response_status: result.status_code,
      duration_ms: result.duration_ms,
      error: result.error,
      next_attempt_at: nextAt,
      final_status: follow.status,
    });
    if (nextAt) await this.enqueue(d.id, nextAt.getTime() - Date.now());
    return next;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.queue.stop();
  }
}
