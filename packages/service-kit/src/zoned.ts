import { DateTime } from "luxon";

/**
 * Local times of a property's time zone, and instants shown with its offset. Pure functions, no
 * I/O (`@reservations/service-kit/zoned`).
 */

/**
 * The instant a local date and time (`HH:MM`) names in `zone`. A time the clocks skip (the hour a
 * change to summer time jumps over) is read as the same time after the change.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!local.isValid) throw new Error(`not a local time: ${date}T${time} in ${zone}`);
  return local.toJSDate();
}

/** An instant in ISO 8601 to the second, with the offset `zone` has then: `2027-03-27T14:00:00+01:00`. */
export function isoInZone(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISO({ suppressMilliseconds: true, includeOffset: true })!;
}
