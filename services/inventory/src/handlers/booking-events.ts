import { bookingOps } from "@reservations/contracts";
import { consumeEvents, inTransaction, type ServiceKit } from "@reservations/service-kit";
import { commitAllocation, releaseAllocation } from "../store/ledger.js";

/**
 * DESIGN saga step 5: commit on booking.created; a cancellation always returns the room to sale.
 * A booking.created that finds its allocation released (or gone) is never passed over in silence:
 * the booking service flags the booking as a conflict if it is live, and the error is logged.
 * Events arrive parsed with the contract's union (consumeEvents drops one that does not parse).
 */
export async function consumeBookingEvents(kit: ServiceKit): Promise<void> {
  const consumer = await consumeEvents(kit.nc, kit.config.NATS_NAMESPACE, {
    durable: "inventory-bookings",
    filter: "booking.>",
    log: kit.log,
    metrics: kit.metrics,
    async handle(event) {
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
      if (event.type === "booking.cancelled") {
        const { booking } = event.data;
        await inTransaction(kit.pool, (tx) => releaseAllocation(tx, booking.id));
      }
    },
  });
  kit.onClose(() => consumer.stop());
}
