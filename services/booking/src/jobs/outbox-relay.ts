import {
  EventPublisher,
  eventStreamCreated,
  inTransaction,
  type ServiceKit,
} from "@reservations/service-kit";
import { claimUnpublished, markPublished, republishToStream } from "../store/outbox.js";

/** Events published per transaction. */
const BATCH = 100;

/**
 * After the stream was lost, the events published this long before are published again: a
 * consumer that had not had them yet (the fan-out is seconds behind, minutes in an incident) would
 * never see them. Consumers take an event they have seen already as a no-op.
 */
const REPUBLISH_WINDOW_MS = 15 * 60_000;

/** How often the relay asks NATS which stream it has (one request; also once at start). */
const STREAM_CHECK_MS = 2000;

/**
 * Publishes outbox events to JetStream, oldest first, at least once (the event id is the
 * message id, so JetStream drops a re-publish). Kicked after each commit; polls for leftovers.
 *
 * Each event is marked with the stream it went to (when NATS made it), as known before its round
 * began. At start and every STREAM_CHECK_MS the relay reads the stream's creation time: when it
 * is not the one it knew, the stream is new (NATS lost its storage, or the stream was deleted and
 * made again), and the events published within REPUBLISH_WINDOW_MS to any other stream go again,
 * whether or not anything is booked meanwhile, and whether or not this copy was running when the
 * stream was lost.
 */
export class OutboxRelay {
  private readonly publisher: EventPublisher;
  private running: Promise<void> | undefined;
  private again = false;
  private timers: NodeJS.Timeout[] = [];
  /** When NATS made the stream this relay last saw; undefined until it has seen one. */
  private stream: string | undefined;
  /** A stream check is due before the next round. */
  private checkDue = true;

  constructor(private readonly kit: ServiceKit) {
    this.publisher = new EventPublisher(kit.nc, kit.config.NATS_NAMESPACE, kit.config.NATS_STREAM_REPLICAS);
  }

  start(pollMs = 500, checkMs = STREAM_CHECK_MS): void {
    this.timers = [
      setInterval(() => this.kick(), pollMs),
      setInterval(() => {
        this.checkDue = true;
        this.kick();
      }, checkMs),
    ];
    for (const t of this.timers) t.unref();
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
    // Until a stream is seen, every round looks first, so its events are marked with it.
    if (this.checkDue || this.stream === undefined) {
      this.checkDue = false;
      await this.checkStream();
    }
    for (;;) {
      // Read before the round's publishes: a stream replaced meanwhile makes the mark older than
      // the stream the events went to (they go again, harmlessly), never newer (they would be lost).
      const stream = this.stream ?? null;
      const rows = await inTransaction(this.kit.pool, async (tx) => {
        const rows = await claimUnpublished(tx, BATCH);
        // One connection keeps the publishes in order; the acks are awaited together.
        await Promise.all(rows.map((row) => this.publisher.publish(row.event)));
        await markPublished(
          tx,
          rows.map((r) => r.seq),
          stream,
        );
        return rows.length;
      });
      if (rows < BATCH) return;
    }
  }

  /** Publishes again what went to another stream than the one NATS has now, if it has a new one. */
  private async checkStream(): Promise<void> {
    let created: string | undefined;
    try {
      created = await eventStreamCreated(this.kit.nc, this.kit.config.NATS_NAMESPACE);
    } catch (err) {
      // NATS away: the publishes fail too; look again at the next check.
      this.kit.log.debug({ err: (err as Error).message }, "event stream not read");
      return;
    }
    // No stream yet (the publisher or a consumer makes it): nothing to compare with.
    if (created === undefined || created === this.stream) return;
    const events = await republishToStream(this.kit.pool, REPUBLISH_WINDOW_MS, created);
    this.stream = created;
    if (events > 0) {
      this.kit.log.warn(
        { events, window_ms: REPUBLISH_WINDOW_MS },
        "events published to an earlier event stream (or to one not known): publishing them again to this one",
      );
    }
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    await this.running;
  }
}
