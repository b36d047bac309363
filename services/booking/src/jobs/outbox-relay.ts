import { EventPublisher, inTransaction, type ServiceKit } from "@reservations/service-kit";
import { claimUnpublished, markPublished, republishRecent } from "../store/outbox.js";

/** Events published per transaction. */
const BATCH = 100;

/**
 * After the stream was lost, the events published this long before are published again: a
 * consumer that had not had them yet (the fan-out is seconds behind, minutes in an incident) would
 * never see them. Consumers take an event they have seen already as a no-op.
 */
const REPUBLISH_WINDOW_MS = 15 * 60_000;

/**
 * Publishes outbox events to JetStream, oldest first, at least once (the event id is the
 * message id, so JetStream drops a re-publish). Kicked after each commit; polls for leftovers.
 * When the stream numbers an event at or below one it numbered before, the stream is new: the
 * events published within REPUBLISH_WINDOW_MS go again.
 */
export class OutboxRelay {
  private readonly publisher: EventPublisher;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  /** The highest stream sequence a publish of this relay got: the stream numbers upwards. */
  private lastSeq = 0;

  constructor(private readonly kit: ServiceKit) {
    this.publisher = new EventPublisher(kit.nc, kit.config.NATS_NAMESPACE, kit.config.NATS_STREAM_REPLICAS);
  }

  start(pollMs = 500): void {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.kit.log.warn({ err: (err as Error).message }, "outbox relay round failed"))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const round = await inTransaction(this.kit.pool, async (tx) => {
        const rows = await claimUnpublished(tx, BATCH);
        // One connection keeps the publishes in order; the acks are awaited together.
        const acks = await Promise.all(rows.map((row) => this.publisher.publish(row.event)));
        await markPublished(
          tx,
          rows.map((r) => r.seq),
        );
        return { rows: rows.length, renumbered: this.renumbered(acks) };
      });
      if (round.renumbered) await this.republish();
      else if (round.rows < BATCH) return;
    }
  }

  /**
   * Whether the stream numbered one of these events at or below an earlier one of this relay's: it
   * is a new stream (NATS lost its storage, or the stream was deleted and made again), since one
   * stream numbers each new message above every one before.
   */
  private renumbered(acks: { seq: number; duplicate: boolean }[]): boolean {
    let lower = false;
    for (const { seq, duplicate } of acks) {
      if (duplicate) continue;
      if (seq <= this.lastSeq) lower = true;
      this.lastSeq = seq;
    }
    return lower;
  }

  private async republish(): Promise<void> {
    const events = await republishRecent(this.kit.pool, REPUBLISH_WINDOW_MS);
    this.kit.log.warn(
      { events, window_ms: REPUBLISH_WINDOW_MS },
      "the event stream is new: publishing again what was published before it",
    );
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
