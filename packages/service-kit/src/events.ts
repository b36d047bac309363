import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { type Context, context, SpanStatusCode, trace } from "@opentelemetry/api";
import {
  DomainEvent,
  type DomainEventData,
  type DomainEventOf,
  type DomainEventType,
} from "@reservations/contracts";
import { z } from "zod";
import { natsConnected } from "./connections.js";
import { faults } from "./faults.js";
import { newId } from "./ids.js";
import { deleteKeyStates } from "./key-states.js";
import type { Logger } from "./logger.js";
import type { Metrics } from "./metrics.js";
import { decodeJson, encodeJson, namespaced } from "./rpc.js";
import { keepStreamReplicas, replicasRefused } from "./stream-replicas.js";
import { contextFromCarrier, currentTraceCarrier } from "./telemetry.js";
import { tracer, withSpan } from "./tracing.js";

/** The JetStream stream that carries every event of one mesh (`events.<family>.<name>`). */
export function eventStream(namespace: string): {
  name: string;
  subjects: string;
  subject(type: string): string;
} {
  return {
    name: namespace ? `${namespace}_EVENTS` : "EVENTS",
    subjects: namespaced(namespace, "events.>"),
    subject: (type: string) => namespaced(namespace, `events.${type}`),
  };
}

/**
 * Creates the stream when missing (every service may call this at start) with `replicas` copies
 * (NATS_STREAM_REPLICAS: 1 on a single server, 3 on a cluster of three), and brings an existing
 * stream to that count. Answers when NATS made the stream (StreamEvent's `stream`).
 */
export async function ensureEventStream(
  nc: NatsConnection,
  namespace: string,
  replicas = 1,
): Promise<string> {
  const jsm = await jetstreamManager(nc);
  const stream = eventStream(namespace);
  const known = await jsm.streams.info(stream.name).catch(() => undefined);
  if (!known) {
    try {
      const made = await jsm.streams.add({
        name: stream.name,
        subjects: [stream.subjects],
        max_age: 7 * 24 * 3600 * 1e9,
        num_replicas: replicas,
      });
      return made.created;
    } catch (err) {
      // Another service created it first; anything else is a refusal (too many replicas for the servers).
      if (!String((err as Error).message).includes("already in use")) {
        throw replicasRefused(err, stream.name, replicas);
      }
    }
  }
  return (await keepStreamReplicas(jsm, stream.name, replicas, known)).created;
}

/**
 * When NATS made the namespace's stream (its StreamInfo.created, as ensureEventStream answers it),
 * undefined when there is none: a new stream has another. Makes nothing.
 */
export async function eventStreamCreated(nc: NatsConnection, namespace: string): Promise<string | undefined> {
  // Asked every few seconds (the outbox relay): no account-info request before each one.
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  try {
    return (await jsm.streams.info(eventStream(namespace).name)).created;
  } catch (err) {
    if (/not found/i.test(String((err as Error).message))) return undefined;
    throw err;
  }
}

/**
 * How long a missing stream is left before it is made again. NATS removes a deleted stream's files
 * after it has answered the delete; a stream of the same name made within milliseconds lost its
 * messages' files to that removal, or its consumer was handed nothing, in tests with nats-server
 * 2.9.10. A second is far longer than that removal, and short against how rarely a stream is lost.
 */
const REMAKE_AFTER_MS = 1000;

/**
 * ensureEventStream for a stream found missing while running (by a publish or a consumer), a
 * second later; nothing when `dropped()` says by then that it is no longer wanted.
 */
async function remakeEventStream(
  nc: NatsConnection,
  namespace: string,
  replicas: number,
  dropped: () => boolean = () => false,
): Promise<string | undefined> {
  await new Promise((resolve) => setTimeout(resolve, REMAKE_AFTER_MS));
  return dropped() ? undefined : ensureEventStream(nc, namespace, replicas);
}

/** Deletes a namespace's stream and its consumers (a test mesh or a bench run that is over); none is fine. */
export async function deleteEventStream(nc: NatsConnection, namespace: string): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.delete(eventStream(namespace).name);
  } catch (err) {
    if (!/not found/i.test(String((err as Error).message))) throw err;
  }
}

/** Deletes what a namespace keeps on the NATS server (a test mesh or a bench run that is over): its event stream and its key states. */
export async function deleteNamespaceStreams(nc: NatsConnection, namespace: string): Promise<void> {
  await deleteEventStream(nc, namespace);
  await deleteKeyStates(nc, namespace);
}

/**
 * The one way to make an event for the stream: a known type with its data shape (a type error
 * otherwise), checked against the contract here too, so that an event no consumer could parse is
 * refused where it is made (a booking change fails with it, in its transaction) instead of being
 * dropped by every consumer later. What the contract does not name is left out.
 */
export function newEvent<T extends DomainEventType>(
  type: T,
  data: DomainEventData<T>,
  scope: { tenant_id: string; property_id: string | null },
): DomainEventOf<T> {
  return DomainEvent.parse({
    id: newId("evt"),
    type,
    occurred_at: new Date().toISOString(),
    tenant_id: scope.tenant_id,
    property_id: scope.property_id,
    data,
    trace: currentTraceCarrier(),
  }) as DomainEventOf<T>;
}

/** Publishes events; the event id is the JetStream message id, so a re-publish is dropped as a duplicate. */
export class EventPublisher {
  private readonly js;
  private readonly stream;

  /** `replicas`: NATS_STREAM_REPLICAS, for a stream this publisher has to make again. */
  constructor(
    private readonly nc: NatsConnection,
    private readonly namespace: string,
    private readonly replicas = 1,
  ) {
    this.js = jetstream(nc);
    this.stream = eventStream(namespace);
  }

  /**
   * Publishes one event (deduplicated by its id). When no stream takes it (NATS lost its storage,
   * or the stream was deleted), the stream is made again and the event published to it. Answers
   * the event's stream sequence, and whether the stream had it already (a duplicate: then the
   * sequence is the first copy's).
   */
  async publish(event: DomainEvent): Promise<{ seq: number; duplicate: boolean }> {
    // A test makes the publish fail here as NATS being away would.
    await faults.hit("events.publish", { event });
    const full = event.trace ? event : { ...event, trace: currentTraceCarrier() };
    return withSpan(
      `publish ${event.type}`,
      contextFromCarrier(full.trace),
      { "event.id": event.id },
      async () => {
        const send = () =>
          this.js.publish(this.stream.subject(event.type), encodeJson(full), {
            msgID: event.id,
            timeout: 5000,
          });
        try {
          return await send();
        } catch (err) {
          if (!noStreamTakes(err)) throw err;
          await remakeEventStream(this.nc, this.namespace, this.replicas);
          return await send();
        }
      },
    );
  }
}

/** A JetStream publish that no stream answered: the client's word for it is "not enabled". */
const noStreamTakes = (err: unknown) => (err as Error).name === "JetStreamNotEnabled";

/** An event of the stream with its position (see consumeEvents's `handleBatch`). */
export interface StreamEvent {
  event: DomainEvent;
  /** The message's JetStream stream sequence (its position in the stream, assigned after the publisher's commit). */
  seq: number;
  /** When NATS made the stream the message came from (its StreamInfo.created): each new stream numbers from 1 again. */
  stream: string;
  /** The event's own span ("event <type>"), for what is traced or carried on per event. */
  trace: Context;
}

/** At most this many events are handed to `handleBatch` at once (the pull's own bound too). */
const EVENT_BATCH_MAX = 100;

const NOTHING_READY = Symbol("nothing ready");
/** Settles after the microtasks queued now, so a message already received wins a race against it. */
const afterQueued = () =>
  new Promise<typeof NOTHING_READY>((resolve) => setImmediate(resolve, NOTHING_READY));
/**
 * How long a batch waits for the next message when the last one said more were pending for the
 * consumer (its `info.pending`): those are on their way, often in the next socket read, and would
 * otherwise start a batch of their own. A bound, for a server that holds them back (max_ack_pending).
 */
const MORE_PENDING_WITHIN_MS = 20;
const afterMs = (ms: number) =>
  new Promise<typeof NOTHING_READY>((resolve) => setTimeout(resolve, ms, NOTHING_READY));

/**
 * Consumes events with a durable consumer (shared by every copy of a service), acking each
 * one only after the handler succeeds; a failed event is redelivered.
 *
 * Each message is parsed with the stream's union (DomainEvent). One that does not parse (not
 * JSON, an unknown kind, data of the wrong shape) would fail the same way on every redelivery,
 * so it is logged as an error and terminated (JetStream's "ack as unusable": never redelivered)
 * and the consumer goes on with the next. A kind added later therefore reaches only consumers
 * that know it: deploy the consumers (webhooks, inventory) before the service that emits it.
 *
 * With `handleBatch`, the events that have already arrived when the consumer is free (under load,
 * those that came while the last ones were handled; none is waited for, except for at most
 * MORE_PENDING_WITHIN_MS while the last one says more are pending and on their way) go to it at once, in
 * stream order, and are acked together when it succeeds: one transaction for many events instead
 * of one each. When it fails, the same events go through `handle` one at a time, each acked or
 * retried on its own, so an event that keeps failing holds up no other; handed over again, it goes
 * through `handle` alone, never in a batch. Either way a handler may
 * see an event again (a redelivery), so both must be idempotent.
 *
 * When the stream or the consumer is gone while this runs (NATS lost its storage, or an operator
 * deleted them), the stream is made again if no one has, and the consumer too; it then hands over
 * every event of the stream from its first. A new stream numbers its messages from 1 again, so
 * each event comes with the stream it came from (`stream`), and `onStream` hears of a new one
 * before any of its events is handled.
 */
export async function consumeEvents(
  nc: NatsConnection,
  namespace: string,
  options: {
    durable: string;
    filter: string;
    log: Logger;
    /** One event, with its message's position (StreamEvent). */
    handle(event: DomainEvent, message: Pick<StreamEvent, "seq" | "stream">): Promise<void>;
    /** Events that arrived together (two or more), in stream order; see above. */
    handleBatch?(events: StreamEvent[]): Promise<void>;
    /**
     * The stream consumed from (when NATS made it), before its first message is handled: at start,
     * and when a new stream replaced it (see above).
     */
    onStream?(created: string): Promise<void>;
    /** NATS_STREAM_REPLICAS: the stream is made (at start, or again) or kept with this many copies. */
    replicas: number;
    /** Where the consumer's backlog is reported (jetstream_consumer_pending_messages). */
    metrics?: Metrics;
  },
): Promise<{ stop(): Promise<void> }> {
  const jsm = await jetstreamManager(nc);
  const stream = eventStream(namespace);
  const durable = durableName(namespace, options.durable);
  const ensureConsumer = async () => {
    try {
      await jsm.consumers.info(stream.name, durable);
    } catch {
      await jsm.consumers.add(stream.name, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: stream.subject(options.filter),
        ack_wait: 30 * 1e9,
        max_deliver: -1,
      });
    }
  };
  /** The streams consumed from, oldest first, with when NATS made them (ms since the epoch). */
  const streams: { created: string; ms: number }[] = [];
  /** Takes the stream NATS made at `created`; a new one is announced before its consumer exists. */
  const enterStream = async (created: string) => {
    if (streams.at(-1)?.created === created) return;
    await options.onStream?.(created);
    streams.push({ created, ms: Date.parse(created) });
  };
  const { replicas } = options;
  await enterStream(await ensureEventStream(nc, namespace, replicas));
  await ensureConsumer();
  /**
   * The stream a message came from: the newest one made at or before the message (a message of
   * the stream before was published before that stream was deleted, so before the next was made).
   */
  const streamOf = (m: JsMsg): string => {
    const at = m.info.timestampNanos / 1e6;
    for (let i = streams.length - 1; i > 0; i--) if (at >= streams[i]!.ms) return streams[i]!.created;
    return streams[0]!.created;
  };
  options.metrics?.collect(
    "jetstream_consumer_pending_messages",
    "Events in the stream that a durable consumer has not been handed yet",
    ["consumer"],
    async () => {
      // While NATS reconnects the request would wait out the scrape's bound: give up at once.
      if (!natsConnected(nc)) throw new Error("NATS is not connected");
      const info = await jsm.consumers.info(stream.name, durable);
      return [{ labels: { consumer: options.durable }, value: info.num_pending }];
    },
  );
  // The client goes on pulling when the consumer or its stream is gone (NATS lost its storage, or
  // they were deleted) but never makes them again, and its pulls do not always take up a consumer
  // made again under the same name. So here the stream is made again when missing, a new one
  // announced (onStream), the consumer made again, and the pulls started afresh on it: the old
  // ones are closed, and the loop below goes on with the new.
  let stopping = false;
  let healing: Promise<void> | undefined;
  /** The pulls under way (a heal replaces them). */
  let messages: ConsumerMessages | undefined;
  const missing = new Set(["consumer_not_found", "stream_not_found", "consumer_deleted"]);
  const open = async (): Promise<ConsumerMessages> => {
    const consumer = await jetstream(nc).consumers.get(stream.name, durable);
    // Each pull lasts 5 s (heartbeats every 2.5 s) instead of the client's 30 s: when the consumer's
    // leader is lost (a NATS node down), its open pull is lost with it and the client re-pulls only
    // after two missed heartbeats, so events stall for about 5 s instead of up to 30.
    const opened = await consumer.consume({ max_messages: EVENT_BATCH_MAX, expires: 5_000 });
    void (async () => {
      for await (const note of opened.status()) {
        if (!missing.has(note.type) || opened !== messages) continue;
        healing ??= heal(note.type, opened)
          .catch((err) =>
            options.log.warn(
              { err: (err as Error).message, consumer: options.durable },
              "event consumer not made again yet",
            ),
          )
          .finally(() => {
            healing = undefined;
          });
      }
    })();
    return opened;
  };
  const heal = async (why: string, lost: ConsumerMessages) => {
    options.log.warn({ consumer: options.durable, why }, "event consumer lost; making it again");
    // Stopped meanwhile: a stream deleted with the mesh is not made again.
    const created = await remakeEventStream(nc, namespace, replicas, () => stopping);
    if (created === undefined) return;
    await enterStream(created);
    await ensureConsumer();
    if (stopping) return;
    messages = await open();
    await lost.close();
    options.log.info(
      { consumer: options.durable, stream: streams.at(-1)?.created },
      "event consumer made again",
    );
  };
  messages = await open();

  /** A message's event, or none (it was logged and terminated: it can never be handled). */
  const usable = (m: JsMsg): DomainEvent | undefined => {
    const parsed = parseEvent(m.data);
    if (parsed.ok) return parsed.event;
    options.log.error(
      { subject: m.subject, seq: m.seq, ...parsed.seen, problem: parsed.problem },
      "unusable event dropped: it does not parse as any kind of event, so it is never retried",
    );
    // No reason text: servers before 2.10.4 ignore a "+TERM <reason>" and would redeliver it.
    m.term();
    return undefined;
  };

  const handleOne = async (m: JsMsg, event: DomainEvent): Promise<void> => {
    try {
      await withSpan(`event ${event.type}`, contextFromCarrier(event.trace), { "event.id": event.id }, () =>
        options.handle(event, { seq: m.seq, stream: streamOf(m) }),
      );
      m.ack();
    } catch (err) {
      options.log.warn(
        { err: (err as Error).message, subject: m.subject },
        "event handling failed; will retry",
      );
      m.nak(1000);
    }
  };

  /** Events that arrived together: at once through handleBatch, or one at a time if it fails. */
  const handleMany = async (
    batch: { m: JsMsg; event: DomainEvent }[],
    handleBatch: (events: StreamEvent[]) => Promise<void>,
  ): Promise<void> => {
    const spans = batch.map(({ event }) =>
      tracer().startSpan(
        `event ${event.type}`,
        { attributes: { "event.id": event.id, "event.batch_size": batch.length } },
        contextFromCarrier(event.trace),
      ),
    );
    const items = batch.map(({ m, event }, i) => ({
      event,
      seq: m.seq,
      stream: streamOf(m),
      trace: trace.setSpan(contextFromCarrier(event.trace), spans[i]!),
    }));
    try {
      await context.with(items[0]!.trace, () => handleBatch(items));
    } catch (err) {
      for (const span of spans) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      options.log.warn(
        { err: (err as Error).message, events: batch.length },
        "event batch failed; its events are handled one at a time",
      );
      for (const { m, event } of batch) await handleOne(m, event);
      return;
    }
    for (const span of spans) span.end();
    for (const { m } of batch) m.ack();
  };

  let current: ConsumerMessages = messages;
  let it = current[Symbol.asyncIterator]();
  /** A next() that found nothing ready yet: the next round starts from it (a message is never dropped). */
  let waiting: Promise<IteratorResult<JsMsg>> | undefined;
  const done = (async () => {
    for (;;) {
      const first = await (waiting ?? it.next());
      waiting = undefined;
      if (first.done) {
        // Closed by stop(), or ended on its own: done. Closed by a heal: on with the new pulls.
        if (stopping || current === messages) return;
        current = messages;
        it = current[Symbol.asyncIterator]();
        continue;
      }
      const arrived = [first.value];
      let ended = false;
      while (options.handleBatch && arrived.length < EVENT_BATCH_MAX) {
        const next = it.next();
        const more = arrived[arrived.length - 1]!.info.pending > 0;
        const ready = await Promise.race([next, more ? afterMs(MORE_PENDING_WITHIN_MS) : afterQueued()]);
        if (ready === NOTHING_READY) {
          waiting = next;
          break;
        }
        if (ready.done) {
          ended = true;
          break;
        }
        arrived.push(ready.value);
      }
      // In stream order, runs of events seen for the first time go together; an event handed over
      // again (it failed, or its copy stopped before acking it) goes alone: when it failed in a
      // batch and then alone, a batch with it would fail again and cost the others a second run.
      let run: { m: JsMsg; event: DomainEvent }[] = [];
      const handleRun = async () => {
        if (run.length > 1 && options.handleBatch) await handleMany(run, options.handleBatch);
        else if (run[0]) await handleOne(run[0].m, run[0].event);
        run = [];
      };
      for (const m of arrived) {
        const event = usable(m);
        if (!event) continue;
        if (!m.redelivered) {
          run.push({ m, event });
          continue;
        }
        await handleRun();
        await handleOne(m, event);
      }
      await handleRun();
      // An ended iterator answers done again: the top of the loop decides.
      if (ended) continue;
    }
  })();
  return {
    async stop() {
      stopping = true;
      await healing;
      await messages?.close();
      await done;
    },
  };
}

const durableName = (namespace: string, durable: string) => (namespace ? `${namespace}_${durable}` : durable);

/**
 * Reads a durable consumer's ack floor: the stream sequence at or below which every message was
 * acked (or terminated), so its handler has finished with each of them.
 */
export async function ackFloorReader(
  nc: NatsConnection,
  namespace: string,
  durable: string,
): Promise<() => Promise<number>> {
  const jsm = await jetstreamManager(nc);
  const stream = eventStream(namespace).name;
  const name = durableName(namespace, durable);
  return async () => (await jsm.consumers.info(stream, name)).ack_floor.stream_seq;
}

/** A message of the stream as an event, or why it is none (with its id and type when it has them). */
function parseEvent(
  data: Uint8Array,
):
  | { ok: true; event: DomainEvent }
  | { ok: false; problem: string; seen: { event_id?: unknown; type?: unknown } } {
  let json: unknown;
  try {
    json = decodeJson(data);
  } catch (err) {
    return { ok: false, problem: `not JSON: ${(err as Error).message}`, seen: {} };
  }
  const result = DomainEvent.safeParse(json);
  if (result.success) return { ok: true, event: result.data };
  const { id, type } = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
  return { ok: false, problem: z.prettifyError(result.error), seen: { event_id: id, type } };
}
