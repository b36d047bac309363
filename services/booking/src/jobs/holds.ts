import { bounded, faults, type ServiceKit, watchQueue } from "@reservations/service-kit";
import { Queue, Worker } from "bullmq";
import { expiredHolds, liveHolds } from "../store/bookings.js";

/** How long a booking waits on Redis to queue or drop a job before leaving it to the sweep. */
const QUEUE_TIMEOUT_MS = 300;

/**
 * Hold expiry: one BullMQ delayed job per hold fires at hold_expires_at; a sweep every five
 * minutes (in-process, so it works even when Redis lost every job) catches what jobs missed.
 * Two phases: built first (the saga schedules through it), started with the expiry it runs.
 */
export class HoldScheduler {
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private expire: (bookingId: string) => Promise<boolean> = async () => false;

  constructor(private readonly kit: ServiceKit) {
    // Queueing is on a booking's path: it must fail at once while Redis is away (the sweep then expires).
    this.queue = new Queue("booking-holds", { connection: kit.redisFast(), prefix: kit.config.REDIS_PREFIX });
    this.queue.on("error", (err) => kit.log.warn({ err: err.message }, "hold queue error"));
    watchQueue(kit.metrics, this.queue);
  }

  /** Starts expiring holds with `expire`: their jobs, the sweep, and every live hold scheduled again. */
  async start(expire: (bookingId: string) => Promise<boolean>, sweepEveryMs: number): Promise<void> {
    this.expire = expire;
    this.worker = new Worker(
      "booking-holds",
      async (job) => {
        await this.expire(job.data.booking_id as string);
      },
      { connection: this.kit.redis(), prefix: this.kit.config.REDIS_PREFIX, concurrency: 20 },
    );
    this.worker.on("error", (err) => this.kit.log.warn({ err: err.message }, "hold worker error"));
    this.sweepTimer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.sweepTimer.unref();
    // Jobs may have been lost (Redis keeps nothing on disk): schedule every live hold again.
    const holds = await liveHolds(this.kit.pool);
    for (const h of holds) {
      await this.schedule(h.id, h.hold_expires_at).catch((err) =>
        this.kit.log.warn(
          { err: (err as Error).message, booking_id: h.id },
          "could not schedule hold expiry; the sweep will",
        ),
      );
    }
    await this.sweep();
  }

  /** Schedules one hold's expiry job; throws when the queue cannot take it (the sweep then expires it). */
  async schedule(bookingId: string, at: Date): Promise<void> {
    await faults.hit("booking.holds.schedule", { bookingId });
    await bounded(
      this.queue.add(
        "expire",
        { booking_id: bookingId },
        {
          jobId: bookingId,
          delay: Math.max(0, at.getTime() - Date.now()),
          removeOnComplete: true,
          removeOnFail: 1000,
        },
      ),
      QUEUE_TIMEOUT_MS,
      "scheduling a hold's expiry",
    );
  }

  /** Drops a hold's job; a job left behind (Redis away) finds the hold no longer pending and does nothing. */
  async cancel(bookingId: string): Promise<void> {
    await bounded(this.queue.remove(bookingId), QUEUE_TIMEOUT_MS, "dropping a hold's job").catch(() => 0);
  }

  /** Cancels every pending hold past its time. */
  async sweep(): Promise<number> {
    let expired = 0;
    try {
      for (;;) {
        const due = await expiredHolds(this.kit.pool, 100);
        if (due.length === 0) break;
        let progressed = false;
        for (const { id } of due) {
          if (await this.expire(id)) {
            expired++;
            progressed = true;
          }
        }
        if (!progressed) break; // another copy took them
      }
    } catch (err) {
      this.kit.log.warn({ err: (err as Error).message }, "hold sweep failed; next round retries");
    }
    return expired;
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.worker?.close();
    await this.queue.close();
  }
}
