import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import {
  DomainEvent,
  type DomainEventData,
  type DomainEventOf,
  type DomainEventType,
  publishedEventSubject,
  type ServiceName,
} from "@reservations/contracts";
import { eventStream } from "./event-stream.js";
import { faults } from "./faults.js";
import { newId } from "./ids.js";
import { encodeJson, namespaced } from "./rpc.js";
import { contextFromCarrier, currentTraceCarrier } from "./telemetry.js";
import { withSpan } from "./tracing.js";

/**
 * The one way to make an event for the stream: a known type with its data shape, checked against
 * the contract here so an event no consumer could parse fails where it is made (in its transaction).
 * What the contract does not name is left out.
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

  /**
   * `service`: the service publishing, named in the subject of its audit entries (none: it
   * publishes no audit entry).
   */
  constructor(
    nc: NatsConnection,
    private readonly namespace: string,
    private readonly service?: ServiceName,
  ) {
    this.js = jetstream(nc);
    this.stream = eventStream(namespace);
  }

  /**
   * Publishes one event (deduplicated by its id). Answers its stream sequence, the first copy's for
   * a duplicate. No stream takes it before the setup step has made the stream: that failure says so.
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
          this.js.publish(this.subjectOf(event.type), encodeJson(full), {
            msgID: event.id,
            timeout: 5000,
          });
        try {
          return await send();
        } catch (err) {
          if (!noStreamTakes(err)) throw err;
          // The setup step makes the stream; the outbox keeps the event and publishes it once it exists.
          throw new Error(`waiting for the setup step: stream ${this.stream.name} is missing`, {
            cause: err,
          });
        }
      },
    );
  }

  private subjectOf(type: string): string {
    if (!this.service) return this.stream.subject(type);
    return namespaced(this.namespace, publishedEventSubject(type, this.service));
  }
}

/** A JetStream publish that no stream answered: the client's word for it is "not enabled". */
const noStreamTakes = (err: unknown) => (err as Error).name === "JetStreamNotEnabled";
