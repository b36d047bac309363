import { consumeEvents, inTransaction, type ServiceKit } from "@reservations/service-kit";
import { commitAllocation, releaseAllocation } from "../store/ledger.js";

/** DESIGN saga step 5: commit on booking.created; a cancellation always returns the room to sale. */
export async function consumeBookingEvents(kit: ServiceKit): Promise<void> {
  const consumer = await consumeEvents(kit.nc, kit.config.NATS_NAMESPACE, {
    durable: "inventory-bookings",
    filter: "booking.>",
    log: kit.log,
    async handle(event) {
      const booking = event.data.booking as { id?: string } | undefined;
      if (!booking?.id) return;
      if (event.type === "booking.created") await commitAllocation(kit.pool, booking.id);
      if (event.type === "booking.cancelled")
        await inTransaction(kit.pool, (tx) => releaseAllocation(tx, booking.id!));
    },
  });
  kit.onClose(() => consumer.stop());
}
