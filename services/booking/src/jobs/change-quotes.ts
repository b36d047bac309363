import { changeHoldOps } from "@reservations/contracts";
import { faults, JobQueue, REDIS_QUEUES, type ServiceKit } from "@reservations/service-kit";
import { openChangeQuotes, settleChangeQuotes } from "../store/change-quotes.js";

/** A job that fires a moment early (its clock, not the database's) looks again this much later. */
const AGAIN_MS = 1_000;

/**
 * Change quote expiry: one BullMQ delayed job per quote fires at expires_at, ends the quote if it
 * is still open, and has inventory free what it held (what a newer quote replaced is freed at
 * once). Inventory's own sweep asks about any quote whose job was lost, so no hold outlives its
 * quote by more than a sweep.
 */
export class ChangeQuoteExpiry {
  private readonly queue: JobQueue<{ quote_id: string }>;

  constructor(private readonly kit: ServiceKit) {
    this.queue = new JobQueue(kit, REDIS_QUEUES.bookingChangeQuotes);
  }

  /** Starts the jobs, and schedules every open quote again (Redis may have lost their jobs). */
  async start(): Promise<void> {
    this.queue.work(async ({ quote_id }) => {
      if ((await this.free([quote_id])).includes(quote_id))
        await this.schedule(quote_id, new Date(Date.now() + AGAIN_MS));
    });
    for (const q of await openChangeQuotes(this.kit.pool)) {
      await this.schedule(q.id, q.expires_at).catch(() => {});
    }
  }

  /** Schedules a quote's end; throws when the queue cannot take it (inventory's sweep then ends it). */
  async schedule(quoteId: string, at: Date): Promise<void> {
    await faults.hit("booking.change-quotes.schedule", { quoteId });
    await this.queue.add(
      { quote_id: quoteId },
      { jobId: `${quoteId}-${at.getTime()}`, delayMs: at.getTime() - Date.now() },
    );
  }

  /**
   * Has inventory free the holds of quotes that can never be applied (dead ones only); answers the
   * ones still open (by the database's clock), which a job that fired early looks at again.
   */
  async free(quoteIds: string[]): Promise<string[]> {
    if (quoteIds.length === 0) return [];
    const fates = await settleChangeQuotes(this.kit.pool, null, quoteIds);
    const dead = quoteIds.filter((id) => fates.get(id) === "dead");
    const open = quoteIds.filter((id) => fates.get(id) === "open");
    if (dead.length === 0) return open;
    await this.kit.client.request(
      changeHoldOps.release,
      { quote_ids: dead },
      { request_id: "change-quote-expiry", actor: "system" },
    );
    return open;
  }

  async stop(): Promise<void> {
    await this.queue.stop();
  }
}
