import { EventPublisher, inTransaction, type ServiceKit } from "@reservations/service-kit";
import { claimUnpublished, markPublished } from "../store/outbox.js";

/** Events published per transaction. */
const BATCH = 100;

/**
 * Publishes outbox events to JetStream, oldest first, at least once (the event id is the
 * message id, so JetStream drops a re-publish). Kicked after each commit; polls for leftovers.
 */
export class OutboxRelay {
  private readonly publisher: EventPublisher;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

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
      const count = await inTransaction(this.kit.pool, async (tx) => {
        const rows = await claimUnpublished(tx, BATCH);
        // One connection keeps the publishes in order; the acks are awaited together.
        await Promise.all(rows.map((row) => this.publisher.publish(row.event)));
        await markPublished(
          tx,
          rows.map((r) => r.seq),
        );
        return rows.length;
      });
      if (count < BATCH) return;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
