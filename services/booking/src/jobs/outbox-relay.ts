import { EventPublisher, type ServiceKit } from "@reservations/service-kit";

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
    this.publisher = new EventPublisher(kit.nc, kit.config.NATS_NAMESPACE);
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
      const client = await this.kit.pool.connect();
      let count = 0;
      try {
        await client.query("BEGIN");
        const { rows } = await client.query<{ seq: number; event: never }>(
          `SELECT seq, event FROM booking.outbox WHERE published_at IS NULL ORDER BY seq LIMIT 100 FOR UPDATE SKIP LOCKED`,
        );
        // One connection keeps the publishes in order; the acks are awaited together.
        await Promise.all(rows.map((row) => this.publisher.publish(row.event)));
        if (rows.length > 0) {
          await client.query("UPDATE booking.outbox SET published_at = now() WHERE seq = ANY($1)", [
            rows.map((r) => r.seq),
          ]);
        }
        await client.query("COMMIT");
        count = rows.length;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
      if (count < 100) return;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
