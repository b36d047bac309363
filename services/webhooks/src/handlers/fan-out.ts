import {
  type DomainEvent,
  deliverableType,
  EVENT_CONSUMERS,
  type EventConsumerName,
  patternMatches,
  type StreamEventType,
  webhookEvent,
} from "@reservations/contracts";
import {
  consumeEvents,
  currentTraceCarrier,
  type KeyStates,
  newId,
  type ServiceKit,
  type StreamEvent,
} from "@reservations/service-kit";
import type { Deliverer } from "../jobs/delivery.js";
import { type NewDelivery, recordEvents } from "../store/deliveries.js";
import type { FeedOffsets } from "../store/event-streams.js";
import type { FeedRow } from "../store/feed.js";
import { refusalsOf } from "../store/key-states.js";
import { type SubscriptionRow, subscribersFor } from "../store/subscriptions.js";

/** An event as the consumer hands it over (alone, its trace is the active context). */
type Arrived = Pick<StreamEvent, "event" | "seq" | "stream"> & Partial<Pick<StreamEvent, "trace">>;
/** An event subscribers and the feed may see. */
type Deliverable = Arrived & { event: Extract<DomainEvent, { type: StreamEventType }> };

/** The events of the stream that are for subscribers and the feed; the services' own (audit entries) are not. */
const deliverable = (events: readonly Arrived[]): Deliverable[] =>
  events.filter((e): e is Deliverable => deliverableType(e.event.type));

/** The durable consumer of the fan-out (its lag is what KEDA scales this service on: deploy/). */
export const FANOUT_CONSUMER = "webhooks-fanout" satisfies EventConsumerName;

/**
 * Every event of the stream for subscribers becomes one delivery per matching active subscription that may receive
 * it now (domain/authority.ts); one refused now gets none, so what happens while a key is paused is
 * never sent, not even after a resume. Unreadable key states: the event is redelivered, not dropped.
 */
export async function consumeForFanOut(
  kit: ServiceKit,
  deliverer: Deliverer,
  keyStates: KeyStates,
  /** Each stream's feed offset (store/event-streams.ts), entered as the consumer meets the stream. */
  offsets: FeedOffsets,
): Promise<void> {
  /** One event's feed row and deliveries; `subscribers` reads a hotel's active subscriptions of a property. */
  const fanOut = async (
    { event, seq, stream, trace }: Deliverable,
    subscribers: (tenantId: string, propertyId: string | null) => Promise<SubscriptionRow[]>,
  ): Promise<{ row: FeedRow; deliveries: NewDelivery[] }> => {
    const matching = (await subscribers(event.tenant_id, event.property_id)).filter((s) =>
      s.events.some((p) => patternMatches(p, event.type)),
    );
    const facts = { type: event.type, property_id: event.property_id, occurred_at: event.occurred_at };
    const verdicts = await refusalsOf(keyStates, matching, facts);
    const subs = matching.filter((s, i) => {
      const refused = verdicts[i];
      if (refused)
        kit.log.debug({ subscription_id: s.id, reason: refused }, "event not for this subscription now");
      return !refused;
    });
    const payload = webhookEvent(event.type, event.data, event.occurred_at);
    const carrier = currentTraceCarrier(trace);
    return {
      row: { seq: offsets.feedSeq(stream, seq), ...event, data: payload.data },
      deliveries: subs.map((s) => ({
        id: newId("dlv"),
        subscription_id: s.id,
        tenant_id: event.tenant_id,
        event_id: event.id,
        event_type: event.type,
        property_id: event.property_id,
        payload,
        trace: carrier,
      })),
    };
  };
  /**
   * Keeps events (one, or several that arrived together) in the feed with their deliveries, in one
   * statement (one commit), before their ack; a hotel's subscriptions of a property are read once.
   */
  const record = async (arrived: readonly Arrived[]): Promise<void> => {
    const events = deliverable(arrived);
    if (events.length === 0) return;
    const read = new Map<string, Promise<SubscriptionRow[]>>();
    const subscribers = (tenantId: string, propertyId: string | null) => {
      const key = `${tenantId}\u0000${propertyId ?? ""}`;
      const known = read.get(key);
      if (known) return known;
      const rows = subscribersFor(kit.pool, tenantId, propertyId);
      read.set(key, rows);
      return rows;
    };
    const fanned = [];
    for (const e of events) fanned.push(await fanOut(e, subscribers));
    const deliveries = fanned.flatMap((f) => f.deliveries);
    const created = new Set(
      await recordEvents(
        kit.pool,
        fanned.map((f) => f.row),
        deliveries,
      ),
    );
    // Each hotel's new deliveries start within its caps; the rest wait in the database, not in the
    // shared queue, so one hotel's burst never stands in line before another hotel's event.
    const hotels = new Set(deliveries.filter((d) => created.has(d.id)).map((d) => d.tenant_id));
    await Promise.all([...hotels].map((tenantId) => deliverer.wake(tenantId)));
  };

  const consumer = await consumeEvents(kit.nc, kit.config.NATS_NAMESPACE, {
    durable: FANOUT_CONSUMER,
    filter: EVENT_CONSUMERS[FANOUT_CONSUMER].filter,
    log: kit.log,
    metrics: kit.metrics,
    handle: (event, { seq, stream }) => record([{ event, seq, stream }]),
    handleBatch: record,
    onStream: (created) => offsets.enter(created),
  });
  kit.onClose(() => consumer.stop());
}
