import { type ConsumerMessages, type JetStreamManager, type JsMsg, jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { awaitEventStream, durableName, eventStream } from "./event-stream.js";
import type { Logger } from "./logger.js";
import { awaitSetUp, isNotFound } from "./setup-wait.js";

/** At most this many events are pulled, and handed to a batch handler, at once. */
export const EVENT_BATCH_MAX = 100;

/** Pull statuses that say the consumer or its stream is gone. */
const MISSING = new Set(["consumer_not_found", "stream_not_found", "consumer_deleted"]);

/**
 * The streams a consumer has read from, oldest first. A stream made again numbers its messages
 * from 1 again, so each message is told apart by the stream it came from.
 */
export class ConsumedStreams {
  private readonly streams: { created: string; ms: number }[] = [];

  constructor(private readonly onStream?: (created: string) => Promise<void>) {}

  /** Takes the stream NATS made at `created`; a new one is announced before its consumer exists. */
  async enter(created: string): Promise<void> {
    if (this.streams.at(-1)?.created === created) return;
    await this.onStream?.(created);
    this.streams.push({ created, ms: Date.parse(created) });
  }

  /** The newest stream made at or before the message: a message of an older one predates its deletion. */
  of(m: JsMsg): string {
    const at = m.info.timestampNanos / 1e6;
    const { streams } = this;
    for (let i = streams.length - 1; i > 0; i--) if (at >= streams[i]!.ms) return streams[i]!.created;
    return streams[0]!.created;
  }

  latest(): string | undefined {
    return this.streams.at(-1)?.created;
  }
}

export interface PullsOptions {
  /** The durable consumer's name, shared by every copy of a service. */
  durable: string;
  /** The event types it takes, as a subject pattern under `events.` (`booking.>`); the setup step sets it. */
  filter: string;
  log: Logger;
}

/**
 * The pulls of one durable consumer. The NATS client goes on pulling from a lost consumer or stream,
 * so a lost one is healed here: once the setup step has made stream and consumer again, pulls afresh.
 */
export class ConsumerPulls {
  /** The pulls under way (a heal replaces them). */
  current: ConsumerMessages | undefined;
  private stopping = false;
  private healing: Promise<void> | undefined;
  private readonly stream;
  private readonly durable;

  constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly namespace: string,
    private readonly options: PullsOptions,
    private readonly streams: ConsumedStreams,
  ) {
    this.stream = eventStream(namespace);
    this.durable = durableName(namespace, options.durable);
  }

  get stopped(): boolean {
    return this.stopping;
  }

  /** Waits until the setup step has made the durable consumer (shared by every copy of a service); false once stopped. */
  async awaitConsumer(): Promise<boolean> {
    const found = await awaitSetUp(
      `consumer ${this.durable} of stream ${this.stream.name}`,
      () =>
        this.jsm.consumers.info(this.stream.name, this.durable).catch((err: unknown) => {
          if (isNotFound(err)) return undefined;
          throw err;
        }),
      { nc: this.nc, log: this.options.log, stopped: () => this.stopping },
    );
    return found !== undefined;
  }

  /** How many events of the stream the consumer has not been handed yet. */
  async pending(): Promise<number> {
    return (await this.jsm.consumers.info(this.stream.name, this.durable)).num_pending;
  }

  async start(): Promise<ConsumerMessages> {
    this.current = await this.open();
    return this.current;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.healing;
    await this.current?.close();
  }

  private async open(): Promise<ConsumerMessages> {
    const consumer = await jetstream(this.nc).consumers.get(this.stream.name, this.durable);
    // 5 s pulls (not the client's 30 s): a pull lost with its NATS node stalls events for about 5 s only.
    const opened = await consumer.consume({ max_messages: EVENT_BATCH_MAX, expires: 5_000 });
    void this.watch(opened);
    return opened;
  }

  private async watch(opened: ConsumerMessages): Promise<void> {
    for await (const note of opened.status()) {
      if (!MISSING.has(note.type) || opened !== this.current) continue;
      this.healing ??= this.heal(note.type, opened)
        .catch((err) =>
          this.options.log.warn(
            { err: (err as Error).message, consumer: this.options.durable },
            "event consumer not made again yet",
          ),
        )
        .finally(() => {
          this.healing = undefined;
        });
    }
  }

  private async heal(why: string, lost: ConsumerMessages): Promise<void> {
    const { log, durable } = this.options;
    log.warn({ consumer: durable, why }, "event consumer lost; waiting for the setup step to make it again");
    // Stopped meanwhile: a stream deleted with the mesh is waited for no longer.
    const created = await awaitEventStream(this.nc, this.namespace, log, () => this.stopping);
    if (created === undefined) return;
    await this.streams.enter(created);
    if (!(await this.awaitConsumer())) return;
    this.current = await this.open();
    await lost.close();
    log.info({ consumer: durable, stream: this.streams.latest() }, "event consumer bound again");
  }
}
