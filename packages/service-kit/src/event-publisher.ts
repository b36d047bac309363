import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import {
  DomainEvent,
  type DomainEventData,
  type DomainEventOf,
  type DomainEventType,
} from "@reservations/contracts";
import { eventStream, remakeEventStream } from "./event-stream.js";
import { faults } from "./faults.js";
import { newId } from "./ids.js";
import { encodeJson } from "./rpc.js";
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
   * Publishes one event (deduplicated by its id), making the stream again when none takes it (NATS
   * lost its storage, or it was deleted). Answers its stream sequence, the first copy's for a duplicate.
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
