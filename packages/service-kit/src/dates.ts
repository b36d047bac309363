/**
 * Calendar dates as `YYYY-MM-DD` (property-local where a property is concerned); stays are
 * `[start, end)`: the departure day is free for resale. Pure functions, no I/O: domain code may use
 * them (`@reservations/service-kit/dates`). Today in a property's time zone is `todayIn` in contracts.
 */

const DAY_MS = 86_400_000;

export function toEpochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function nightsBetween(start: string, end: string): number {
  return toEpochDay(end) - toEpochDay(start);
}

/** The nights of a stay, one date per night. */
export function nightsOf(start: string, end: string): string[] {
  const first = toEpochDay(start);
  const n = toEpochDay(end) - first;
  return Array.from({ length: Math.max(0, n) }, (_, i) => fromEpochDay(first + i));
}

/** Two stays overlap when each starts before the other ends. */
export function overlaps(
  a: { start_date: string; end_date: string },
  b: { start_date: string; end_date: string },
): boolean {
  return a.start_date < b.end_date && b.start_date < a.end_date;
}

let today = "";
let tomorrowAt = 0;

/**
 * Today's date in UTC (key expiry dates and the request log are UTC). Without an argument it is kept
 * until the next UTC midnight instead of formatted again on every call (the gateway checks key expiry
 * on every request).
 */
export function todayUtc(now?: Date): string {
  if (now) return now.toISOString().slice(0, 10);
  const ms = Date.now();
  if (ms >= tomorrowAt) {
    today = new Date(ms).toISOString().slice(0, 10);
    tomorrowAt = (Math.floor(ms / DAY_MS) + 1) * DAY_MS;
  }
  return today;
}
