import { patternMatches, webhookEvent } from "@reservations/contracts";
import {
  consumeEvents,
  currentTraceCarrier,
  type KeyStates,
  newId,
  type ServiceKit,
} from "@reservations/service-kit";
import type { Deliverer } from "../jobs/delivery.js";
import { recordEvent } from "../store/deliveries.js";
import { refusalsOf } from "../store/key-states.js";
import { subscribersFor } from "../store/subscriptions.js";

/** The durable consumer of the fan-out (its lag is what KEDA scales this service on: deploy/). */
export const FANOUT_CONSUMER = "webhooks-fanout";

/**
 * Every event of the stream (durable consumer, so events published while this service was
 * down arrive when it starts) becomes one delivery per matching active subscription of the
 * same hotel and property that may receive it now (domain/authority.ts). A subscription
 * refused now gets no delivery at all, so an event that happens while its key is paused is
 * never sent, not even after a resume. When the key states cannot be read the event is
 * handled again later (consumeEvents redelivers it), rather than dropped.
 */
export async function consumeForFanOut(
  kit: ServiceKit,
  deliverer: Deliverer,
  keyStates: KeyStates,
): Promise<void> {
  const consumer = await consumeEvents(kit.nc, kit.config.NATS_NAMESPACE, {
    durable: FANOUT_CONSUMER,
    filter: ">",
    log: kit.log,
    metrics: kit.metrics,
    async handle(event, { seq }) {
      const matching = (await subscribersFor(kit.pool, event.tenant_id, event.property_id)).filter((s) =>
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
      // Every event goes to the feed, with its deliveries, before its ack.
      const created = await recordEvent(
        kit.pool,
        { seq, ...event, data: payload.data },
        subs.map((s) => ({
          id: newId("dlv"),
          subscription_id: s.id,
          tenant_id: event.tenant_id,
          event_id: event.id,
          event_type: event.type,
          property_id: event.property_id,
          payload,
          trace: currentTraceCarrier(),
        })),
      );
      await Promise.all(created.map((id) => deliverer.enqueue(id)));
    },
  });
  kit.onClose(() => consumer.stop());
}
