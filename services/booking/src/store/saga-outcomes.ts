import { escapeLiteral, type Pool } from "@reservations/service-kit";

export type SagaOutcome = "booked" | "abandoned";

/**
 * The statement, sent with the booking transaction's BEGIN, that marks its booking ids booked.
 * It waits for anyone abandoning the same ids, and fails (unique violation) when they did.
 */
export function markBookedSql(bookingIds: readonly string[]): string {
  const values = bookingIds.map((id) => `(${escapeLiteral(id)}, 'booked')`).join(", ");
  return `INSERT INTO booking.saga_outcomes (booking_id, outcome) VALUES ${values}`;
}

/** The violation markBookedSql meets when the id was abandoned first. */
export const SAGA_OUTCOMES_KEY = "saga_outcomes_pkey";

/**
 * Gives up every id without an outcome and answers each id's outcome: booked, or abandoned for good
 * (its room may be released). The insert waits for a booking transaction still writing an id, and
 * the second statement's snapshot sees what it committed; id order, as record_bookings, so the two
 * never wait on each other in a circle.
 */
export async function abandonUnlessBooked(
  db: Pool,
  bookingIds: readonly string[],
): Promise<Map<string, SagaOutcome>> {
  await db.query(
    `INSERT INTO booking.saga_outcomes (booking_id, outcome)
     SELECT id, 'abandoned' FROM unnest($1::text[]) AS id ORDER BY id
     ON CONFLICT (booking_id) DO NOTHING`,
    [bookingIds],
  );
  const { rows } = await db.query<{ booking_id: string; outcome: SagaOutcome }>(
    "SELECT booking_id, outcome FROM booking.saga_outcomes WHERE booking_id = ANY($1::text[])",
    [bookingIds],
  );
  return new Map(rows.map((r) => [r.booking_id, r.outcome]));
}
