import type { DomainEvent } from "@reservations/contracts";
import type { Db, Pool, PoolClient } from "./db.js";
import { EventPublisher } from "./event-publisher.js";
import { eventStreamCreated } from "./event-stream.js";
import type { ServiceKit } from "./lifecycle.js";
import { purgeInBatches } from "./timers.js";
import { inTransaction } from "./transactions.js";

/**
 * A service's transactional outbox: events written in the transaction of the change they tell of
 * (`insertOutboxEvent`), published to JetStream after the commit by `OutboxRelay`. A table of the
 * service's own schema, `<schema>.outbox` (seq, event_id, event, created_at, published_at,
 * published_to), as the booking and inventory migrations make it.
 */
const OUTBOX_TABLE = /^[a-z_][a-z0-9_]*\.outbox$/;

function checked(table: string): string {
  if (!OUTBOX_TABLE.test(table)) throw new Error(`not an outbox table: ${table}`);
  return table;
}

/** Deletes the outbox's events published over 7 days ago (the outbox's lifecycle); how many. */
export async function purgePublished(db: Pool, table: string): Promise<number> {
  return purgeInBatches(
    db,
    checked(table),
    "published_at IS NOT NULL AND published_at < now() - interval '7 days'",
  );
}

/** Past this many unpublished events the backlog reads as this many: a scrape never counts a huge table. */
const BACKLOG_CAP = 100_000;

/** Keeps an event (made with newEvent) in the outbox, in the change's transaction; the relay publishes it. */
export async function insertOutboxEvent(db: Db, table: string, event: DomainEvent): Promise<void> {
  await db.query(`INSERT INTO ${checked(table)} (event_id, event) VALUES ($1, $2)`, [
    event.id,
    JSON.stringify(event),
  ]);
}

/** Events the relay has not published yet (at most BACKLOG_CAP), and the age of the oldest in seconds (0 when none). */
async function outboxBacklog(pool: Pool, table: string): Promise<{ events: number; oldest_age_s: number }> {
  const t = checked(table);
  const { rows } = await pool.query<{ events: number; oldest_age_s: number | null }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM ${t} WHERE published_at IS NULL LIMIT $1) capped) AS events,
            (SELECT extract(epoch FROM now() - created_at) FROM ${t}
              WHERE published_at IS NULL ORDER BY seq LIMIT 1) AS oldest_age_s`,
    [BACKLOG_CAP],
  );
  return { events: rows[0]!.events, oldest_age_s: rows[0]!.oldest_age_s ?? 0 };
}

/**
 * The outbox's backlog as two gauges, `<service>_outbox_backlog` and
 * `<service>_outbox_oldest_age_seconds`, read at each scrape: one bounded query feeds both.
 */
export function watchOutbox(kit: ServiceKit, table: string): void {
  checked(table);
  let reading: ReturnType<typeof outboxBacklog> | undefined;
  const read = () =>
    (reading ??= outboxBacklog(kit.pool, table).finally(() => {
      reading = undefined;
    }));
  kit.metrics.collect(
    `${kit.name}_outbox_backlog`,
    `${kit.name} events written but not yet published to JetStream (counted up to ${BACKLOG_CAP})`,
    [],
    async () => [{ value: (await read()).events }],
  );
  kit.metrics.collect(
    `${kit.name}_outbox_oldest_age_seconds`,
    `Age of the oldest ${kit.name} event not yet published (0 when none waits)`,
    [],
    async () => [{ value: (await read()).oldest_age_s }],
  );
}

/**
 * The next `limit` events to publish, oldest first, locked for the caller's transaction: copies of
 * the relay skip each other's rows instead of publishing them twice.
 */
async function claimUnpublished(
  db: PoolClient,
  table: string,
  limit: number,
): Promise<{ seq: number; event: DomainEvent }[]> {
  const { rows } = await db.query<{ seq: number; event: DomainEvent }>(
    `SELECT seq, event FROM ${table} WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  return rows;
}

/** Marks events published, to the stream made at `stream` (null when the relay could not tell). */
async function markPublished(
  db: PoolClient,
  table: string,
  seqs: readonly number[],
  stream: string | null,
): Promise<void> {
  if (seqs.length === 0) return;
  await db.query(`UPDATE ${table} SET published_at = now(), published_to = $2 WHERE seq = ANY($1)`, [
    seqs,
    stream,
  ]);
}

/**
 * Puts back in line to be published the events published within the last `windowMs` to another
 * stream than `stream` (or to one not known): that stream was lost, and a consumer may not have had
 * them. How many.
 */
async function republishToStream(db: Pool, table: string, windowMs: number, stream: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE ${table} SET published_at = NULL
      WHERE published_at > now() - make_interval(secs => $1) AND published_to IS DISTINCT FROM $2`,
    [windowMs / 1000, stream],
  );
  return rowCount ?? 0;
}

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
 * While rounds keep failing (Postgres or NATS away), the relay, which tries again every poll,
 * logs the first failure and then one line per this long, with the count, and one when it works
 * again: an outage of minutes is a few lines, not two a second.
 */
const FAILURE_LOG_EVERY_MS = 30_000;

/**
 * Publishes a service's outbox events to JetStream, oldest first, at least once (JetStream drops a
 * re-publish of an event id). Kicked after each commit, and polls for what a failed round left.
 * Each event records the stream it went to: when the stream turns out new (NATS lost it), the
 * events of the last REPUBLISH_WINDOW_MS that went to another stream are published again.
 */
export class OutboxRelay {
  private readonly publisher: EventPublisher;
  private readonly table: string;
  private running: Promise<void> | undefined;
  private again = false;
  private timers: NodeJS.Timeout[] = [];
  /** When NATS made the stream this relay last saw; undefined until it has seen one. */
  private stream: string | undefined;
  /** A stream check is due before the next round. */
  private checkDue = true;
  private stopped = false;
  /** Since when rounds fail, how many have, and when that was last logged. */
  private failing: { since: number; rounds: number; loggedAt: number } | undefined;

  constructor(
    private readonly kit: ServiceKit,
    table: string,
  ) {
    this.table = checked(table);
    this.publisher = new EventPublisher(kit.nc, kit.config.NATS_NAMESPACE, kit.name);
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
    // Stopping: no round starts after stop() (its connections are being closed).
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(
        () => this.succeeded(),
        (err) => this.failed(err as Error),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private failed(err: Error): void {
    const now = Date.now();
    if (!this.failing) {
      this.failing = { since: now, rounds: 1, loggedAt: now };
      this.kit.log.warn({ err: err.message, outbox: this.table }, "outbox relay round failed");
      return;
    }
    this.failing.rounds++;
    if (now - this.failing.loggedAt < FAILURE_LOG_EVERY_MS) return;
    this.failing.loggedAt = now;
    this.kit.log.warn(
      {
        err: err.message,
        outbox: this.table,
        failed_rounds: this.failing.rounds,
        for_ms: now - this.failing.since,
      },
      "outbox relay rounds still failing",
    );
  }

  private succeeded(): void {
    if (!this.failing) return;
    this.kit.log.info(
      { outbox: this.table, failed_rounds: this.failing.rounds, for_ms: Date.now() - this.failing.since },
      "outbox relay publishing again",
    );
    this.failing = undefined;
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
        const rows = await claimUnpublished(tx, this.table, BATCH);
        // One connection keeps the publishes in order; the acks are awaited together.
        await Promise.all(rows.map((row) => this.publisher.publish(row.event)));
        await markPublished(
          tx,
          this.table,
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
    // No stream yet (the setup step makes it): nothing to compare with.
    if (created === undefined || created === this.stream) return;
    const events = await republishToStream(this.kit.pool, this.table, REPUBLISH_WINDOW_MS, created);
    this.stream = created;
    if (events > 0) {
      this.kit.log.warn(
        { events, window_ms: REPUBLISH_WINDOW_MS, outbox: this.table },
        "events published to an earlier event stream (or to one not known): publishing them again to this one",
      );
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    // The round under way may have been asked to run again: that one does not start.
    while (this.running) await this.running;
  }
}
