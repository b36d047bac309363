/**
 * Calendar dates as `YYYY-MM-DD` (property-local where a property is concerned); stays are
 * `[start, end)`: the departure day is free for resale. Pure functions, no I/O: domain code may use
 * them (`@reservations/service-kit/dates`). Today in a property's time zone is `todayIn` in contracts.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of `YYYY-MM-DD`, as Date.parse counts them (a day past the month's end rolls over). */
export function toEpochDay(date: string): number {
  const y = digits(date, 0, 4);
  const m = digits(date, 5, 2);
  const d = digits(date, 8, 2);
  if (date.length !== 10 || date[4] !== "-" || date[7] !== "-" || m < 1 || m > 12 || d < 1 || d > 31) {
    return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  }
  // Howard Hinnant's days_from_civil: the ledger counts every hold's nights with it, where parsing
  // a Date per date cost most of a room type's allocation.
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The decimal number of `length` digits at `at`; NaN when one is not a digit. */
function digits(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (!(c >= 0 && c <= 9)) return Number.NaN;
    n = n * 10 + c;
  }
  return n;
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
