import type { JsMsg } from "@nats-io/jetstream";
import { type Context, context, SpanStatusCode, trace } from "@opentelemetry/api";
import { DomainEvent } from "@reservations/contracts";
import { z } from "zod";
import type { Logger } from "./logger.js";
import { decodeJson } from "./rpc.js";
import { contextFromCarrier } from "./telemetry.js";
import { tracer, withSpan } from "./tracing.js";

/** An event of the stream with its position (see consumeEvents's `handleBatch`). */
export interface StreamEvent {
  event: DomainEvent;
  /** The message's JetStream stream sequence (its position in the stream, assigned after the publisher's commit). */
  seq: number;
  /** When NATS made the stream the message came from (its StreamInfo.created): each new stream numbers from 1 again. */
  stream: string;
  /** The subject it was published on (an audit entry's names the service that sent it). */
  subject: string;
  /** The event's own span ("event <type>"), for what is traced or carried on per event. */
  trace: Context;
}

export interface EventHandlers {
  log: Logger;
  /** One event, with its message's position (StreamEvent). */
  handle(event: DomainEvent, message: Pick<StreamEvent, "seq" | "stream" | "subject">): Promise<void>;
  /** Events that arrived together (two or more), in stream order, acked together when it succeeds. */
  handleBatch?(events: StreamEvent[]): Promise<void>;
}

type Arrived = { m: JsMsg; event: DomainEvent };

/** Hands the messages that arrived together to the handlers, acking each one they finish with. */
export class EventHandling {
  constructor(
    private readonly handlers: EventHandlers,
    private readonly streamOf: (m: JsMsg) => string,
  ) {}

  /**
   * In stream order, runs of first deliveries go together; a redelivered event goes alone, since a
   * batch with an event that already failed alone would fail again and cost the others a second run.
   */
  async handleArrived(arrived: JsMsg[]): Promise<void> {
    let run: Arrived[] = [];
    for (const m of arrived) {
      const event = this.usable(m);
      if (!event) continue;
      if (!m.redelivered) {
        run.push({ m, event });
        continue;
      }
      await this.handleRun(run);
      run = [];
      await this.handleOne(m, event);
    }
    await this.handleRun(run);
  }

  private async handleRun(run: Arrived[]): Promise<void> {
    const { handleBatch } = this.handlers;
    if (run.length > 1 && handleBatch) await this.handleMany(run, handleBatch);
    else if (run[0]) await this.handleOne(run[0].m, run[0].event);
  }

  /** A message's event, or none: one that does not parse fails the same way on every redelivery. */
  private usable(m: JsMsg): DomainEvent | undefined {
    const parsed = parseEvent(m.data);
    if (parsed.ok) return parsed.event;
    this.handlers.log.error(
      { subject: m.subject, seq: m.seq, ...parsed.seen, problem: parsed.problem },
      "unusable event dropped: it does not parse as any kind of event, so it is never retried",
    );
    // No reason text: servers before 2.10.4 ignore a "+TERM <reason>" and would redeliver it.
    m.term();
    return undefined;
  }

  private async handleOne(m: JsMsg, event: DomainEvent): Promise<void> {
    try {
      await withSpan(`event ${event.type}`, contextFromCarrier(event.trace), { "event.id": event.id }, () =>
        this.handlers.handle(event, { seq: m.seq, stream: this.streamOf(m), subject: m.subject }),
      );
      m.ack();
    } catch (err) {
      this.handlers.log.warn(
        { err: (err as Error).message, subject: m.subject },
        "event handling failed; will retry",
      );
      m.nak(1000);
    }
  }

  /** Events that arrived together: at once through handleBatch, or one at a time if it fails. */
  private async handleMany(
    batch: Arrived[],
    handleBatch: (events: StreamEvent[]) => Promise<void>,
  ): Promise<void> {
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
      stream: this.streamOf(m),
      subject: m.subject,
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
      this.handlers.log.warn(
        { err: (err as Error).message, events: batch.length },
        "event batch failed; its events are handled one at a time",
      );
      for (const { m, event } of batch) await this.handleOne(m, event);
      return;
    }
    for (const span of spans) span.end();
    for (const { m } of batch) m.ack();
  }
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
