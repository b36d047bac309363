import { type Pool, purgeInBatches, purgePublished } from "@reservations/service-kit";
import { BOOKING_OUTBOX } from "./outbox.js";

/**
 * The booking schema's lifecycles: Idempotency-Key records 48 hours, published outbox
 * rows 7 days, per-minute key counts once past the 24-hour window (25 hours, so a window's edge
 * minute is never cut short), abandoned booking ids 7 days (long after any retry could reuse one).
 * Bookings, guests and groups are the hotel's records and are kept.
 */
export async function purgeExpired(db: Pool): Promise<Record<string, number>> {
  return {
    idempotency: await purgeInBatches(db, "booking.idempotency", "created_at < now() - interval '48 hours'"),
    outbox: await purgePublished(db, BOOKING_OUTBOX),
    change_quotes: await purgeInBatches(
      db,
      "booking.change_quotes",
      "status <> 'open' AND created_at < now() - interval '7 days'",
    ),
    key_counts: await purgeInBatches(db, "booking.key_counts", "minute < now() - interval '25 hours'"),
    saga_outcomes: await purgeInBatches(
      db,
      "booking.saga_outcomes",
      "outcome = 'abandoned' AND decided_at < now() - interval '7 days'",
    ),
  };
}
