import { faults, JobQueue, REDIS_QUEUES, type ServiceKit } from "@reservations/service-kit";
import { expiredHolds, liveHolds } from "../store/booking-lists.js";

/**
 * Hold expiry: one BullMQ delayed job per hold fires at hold_expires_at; a sweep every five
 * minutes (in-process, so it works even when Redis lost every job) catches what jobs missed.
 * Two phases: built first (the saga schedules through it), started with the expiry it runs.
 */
export class HoldScheduler {
  private readonly queue: JobQueue<{ booking_id: string }>;
  private sweepTimer: NodeJS.Timeout | undefined;
  private expire: (bookingId: string) => Promise<boolean> = async () => false;

  constructor(private readonly kit: ServiceKit) {
    // Queueing is on a booking's path: it must fail at once while Redis is away (the sweep then expires).
    this.queue = new JobQueue(kit, REDIS_QUEUES.bookingHolds);
  }

  /** Starts expiring holds with `expire`: their jobs, the sweep, and every live hold scheduled again. */
  async start(expire: (bookingId: string) => Promise<boolean>, sweepEveryMs: number): Promise<void> {
    this.expire = expire;
    this.queue.work(async ({ booking_id }) => {
      await this.expire(booking_id);
    });
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
    await this.queue.add({ booking_id: bookingId }, { jobId: bookingId, delayMs: at.getTime() - Date.now() });
  }

  /** Drops a hold's job; a job left behind (Redis away) finds the hold no longer pending and does nothing. */
  async cancel(bookingId: string): Promise<void> {
    await this.queue.remove(bookingId);
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
    await this.queue.stop();
  }
}
