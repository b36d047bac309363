import { nightsBetween } from "@reservations/service-kit/dates";

/** How many bookings, nights and properties a void touches. */
export function voidSummary(
  bookings: readonly { start_date: string; end_date: string; property_id: string }[],
) {
  let nights = 0;
  for (const b of bookings) nights += nightsBetween(b.start_date, b.end_date);
  return { bookings: bookings.length, nights, properties: new Set(bookings.map((b) => b.property_id)).size };
}
