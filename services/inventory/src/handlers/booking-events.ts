import { bookingOps, type DomainEvent, type DomainEventOf, EVENT_CONSUMERS } from "@reservations/contracts";
import { consumeEvents, inTransaction, type ServiceKit, type StreamEvent } from "@reservations/service-kit";
import { commitAllocation, commitAllocations, releaseAllocation } from "../store/ledger.js";
import { applyChange } from "./change-quotes.js";

/**
 * The saga's last step: commit on booking.created; a change takes the stay its quote held; a
 * cancellation or a no-show always returns the room to sale (and ends the booking's change quotes).
 * A booking.created that finds its allocation released (or gone) is never passed over in silence:
 * the booking service flags the booking as a conflict if it is live, and the error is logged.
 * Events arrive parsed with the contract's union (consumeEvents drops one that does not parse).
 */
export async function consumeBookingEvents(kit: ServiceKit): Promise<void> {
  const consumer = await consumeEvents(kit.nc, kit.config.NATS_NAMESPACE, {
    durable: "inventory-bookings",
    filter: EVENT_CONSUMERS["inventory-bookings"].filter,
    log: kit.log,
    metrics: kit.metrics,
    ...bookingEventHandlers(kit),
  });
  kit.onClose(() => consumer.stop());
}

/** What the consumer does with one booking event, and with events that arrived together. */
export function bookingEventHandlers(kit: ServiceKit): {
  handle(event: DomainEvent): Promise<void>;
  handleBatch(events: StreamEvent[]): Promise<void>;
} {
  const handle = async (event: DomainEvent): Promise<void> => {
    if (event.type === "booking.created") {
      const { booking } = event.data;
      const allocation = await commitAllocation(kit.pool, booking.id);
      if (allocation?.status === "committed") return;
      const { flagged } = await kit.client.request(
        bookingOps.flagConflict,
        { booking_id: booking.id },
        { request_id: `event-${event.id}`, actor: "system" },
      );
      if (flagged) {
        kit.log.error(
          { booking_id: booking.id, allocation_id: allocation?.id ?? null, property_id: event.property_id },
          "booking.created found its allocation released: the booking is flagged as a conflict",
        );
      }
    }
    if (event.type === "booking.changed") {
      await applyChange(kit, event.data.booking.id, event.data.change_quote_id);
    }
    if (event.type === "booking.cancelled" || event.type === "booking.no_show") {
      const { booking } = event.data;
      await inTransaction(kit.pool, (tx) => releaseAllocation(tx, booking.id));
    }
  };

  /**
   * Events that arrived together, in stream order: each run of booking.created commits its
   * allocations in one statement; a booking whose allocation that statement did not commit, and
   * every other event, goes through `handle` as if alone.
   */
  const handleBatch = async (events: StreamEvent[]): Promise<void> => {
    let i = 0;
    while (i < events.length) {
      const run: DomainEventOf<"booking.created">[] = [];
      for (; i < events.length; i++) {
        const event = events[i]!.event;
        if (event.type !== "booking.created") break;
        run.push(event);
      }
      if (run.length > 0) {
        const committed = await commitAllocations(
          kit.pool,
          run.map((e) => e.data.booking.id),
        );
        for (const e of run) if (!committed.has(e.data.booking.id)) await handle(e);
      } else await handle(events[i++]!.event);
    }
  };

  return { handle, handleBatch };
}
