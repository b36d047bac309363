import { type ConsumerMessages, type JsMsg, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { natsConnected } from "./connections.js";
import { type EventHandlers, EventHandling } from "./event-handling.js";
import { ConsumedStreams, ConsumerPulls, EVENT_BATCH_MAX, type PullsOptions } from "./event-pulls.js";
import { awaitEventStream } from "./event-stream.js";
import type { Metrics } from "./metrics.js";

export type { StreamEvent } from "./event-handling.js";

export interface ConsumeOptions extends EventHandlers, PullsOptions {
  /** The stream consumed from (when NATS made it), before its first message is handled: at start and after a heal. */
  onStream?(created: string): Promise<void>;
  /** Where the consumer's backlog is reported (jetstream_consumer_pending_messages). */
  metrics?: Metrics;
}

/**
 * Consumes events with a durable consumer (shared by every copy of a service), acking each one only
 * after its handler succeeds, so handlers must be idempotent. A message that does not parse is
 * dropped for good: deploy the consumers of a new kind of event before the service that emits it.
 * See docs/architecture.md for batches and for a stream or consumer the setup step made again.
 */
export async function consumeEvents(
  nc: NatsConnection,
  namespace: string,
  options: ConsumeOptions,
): Promise<{ stop(): Promise<void> }> {
  const jsm = await jetstreamManager(nc);
  const streams = new ConsumedStreams(options.onStream);
  // The setup step makes the stream and the consumer: until it has, this waits and says so.
  await streams.enter((await awaitEventStream(nc, namespace, options.log))!);
  const pulls = new ConsumerPulls(nc, jsm, namespace, options, streams);
  await pulls.awaitConsumer();
  reportPending(nc, pulls, options);
  const first = await pulls.start();
  const handling = new EventHandling(options, (m) => streams.of(m));
  const done = handOver(pulls, first, handling, options.handleBatch !== undefined);
  return {
    async stop() {
      await pulls.stop();
      await done;
    },
  };
}

/** Reports the consumer's backlog at each scrape. */
function reportPending(nc: NatsConnection, pulls: ConsumerPulls, options: ConsumeOptions): void {
  options.metrics?.collect(
    "jetstream_consumer_pending_messages",
    "Events in the stream that a durable consumer has not been handed yet",
    ["consumer"],
    async () => {
      // While NATS reconnects the request would wait out the scrape's bound: give up at once.
      if (!natsConnected(nc)) throw new Error("NATS is not connected");
      return [{ labels: { consumer: options.durable }, value: await pulls.pending() }];
    },
  );
}

/** Hands what arrives to the handlers until stopped, following the pulls a heal replaces. */
async function handOver(
  pulls: ConsumerPulls,
  first: ConsumerMessages,
  handling: EventHandling,
  batches: boolean,
): Promise<void> {
  let current = first;
  let it = current[Symbol.asyncIterator]();
  /** A next() that found nothing ready yet: the next round starts from it (a message is never dropped). */
  let waiting: Promise<IteratorResult<JsMsg>> | undefined;
  for (;;) {
    const next = await (waiting ?? it.next());
    waiting = undefined;
    if (next.done) {
      // Closed by stop(), or ended on its own: done. Closed by a heal: on with the new pulls.
      if (pulls.stopped || current === pulls.current) return;
      current = pulls.current!;
      it = current[Symbol.asyncIterator]();
      continue;
    }
    const arrived = [next.value];
    if (batches) ({ waiting } = await gatherArrived(it, arrived));
    await handling.handleArrived(arrived);
  }
}

const NOTHING_READY = Symbol("nothing ready");
/** Settles after the microtasks queued now, so a message already received wins a race against it. */
const afterQueued = () =>
  new Promise<typeof NOTHING_READY>((resolve) => setImmediate(resolve, NOTHING_READY));
/** How long to wait for a message the last one said was pending: it is on its way, often in the next read. */
const MORE_PENDING_WITHIN_MS = 20;
const afterMs = (ms: number) =>
  new Promise<typeof NOTHING_READY>((resolve) => setTimeout(resolve, ms, NOTHING_READY));

/**
 * Adds to `arrived` the messages already received (up to EVENT_BATCH_MAX), never waiting for one
 * except briefly for one said to be pending. Answers the next() that found nothing ready, if any (wrapped: it must not be awaited here).
 */
async function gatherArrived(
  it: AsyncIterator<JsMsg>,
  arrived: JsMsg[],
): Promise<{ waiting?: Promise<IteratorResult<JsMsg>> }> {
  while (arrived.length < EVENT_BATCH_MAX) {
    const next = it.next();
    const more = arrived[arrived.length - 1]!.info.pending > 0;
    const ready = await Promise.race([next, more ? afterMs(MORE_PENDING_WITHIN_MS) : afterQueued()]);
    if (ready === NOTHING_READY) return { waiting: next };
    // An ended iterator answers done again: the loop's next round decides.
    if (ready.done) return {};
    arrived.push(ready.value);
  }
  return {};
}
