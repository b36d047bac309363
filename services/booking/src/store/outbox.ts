import type { DomainEvent } from "@reservations/contracts";
import { insertOutboxEvent, newEvent, type PoolClient } from "@reservations/service-kit";
import { findById, toBooking } from "./bookings.js";

/** The booking service's outbox (service-kit's OutboxRelay publishes it). */
export const BOOKING_OUTBOX = "booking.outbox";

/** Keeps an event (made with newEvent) in the outbox, in the change's transaction; the relay publishes it. */
export async function insertEvent(db: PoolClient, event: DomainEvent): Promise<void> {
  await insertOutboxEvent(db, BOOKING_OUTBOX, event);
}

/** Keeps a change's audit entry (none for a partner's call) in the outbox, in the change's transaction. */
export async function insertAudit(db: PoolClient, event: DomainEvent | undefined): Promise<void> {
  if (event) await insertEvent(db, event);
}

/** Keeps a booking's event, with the booking as it is now in the transaction. */
export async function insertBookingEvent(
  tx: PoolClient,
  scope: { tenant_id: string; property_id: string },
  type: "booking.created" | "booking.confirmed",
  bookingId: string,
): Promise<void> {
  const booking = toBooking((await findById(tx, bookingId))!);
  await insertEvent(tx, newEvent(type, { booking }, scope));
}
