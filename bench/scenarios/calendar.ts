import { callJson, expectStatus, UnexpectedAnswer } from "../lib/http.js";
import { type LoadRequest, percentile } from "../lib/load.js";
import type { Target } from "../lib/scenario.js";
import type { Hotel } from "../lib/seed.js";

/** Arrival dates a calendar read covers: a year, the most one read may. */
export const CALENDAR_DAYS = 365;
/** The sequential reads of each run (after CALENDAR_WARMUP unmeasured), for the calendar's p50. */
export const CALENDAR_SEQUENTIAL = 50;
export const CALENDAR_WARMUP = 5;

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The read: a year of arrival dates from the availability range's start, for two adults. */
function calendarPath(hotel: Hotel): string {
  const from = hotel.availabilityRange.start;
  return `/api/v1/calendar?from=${from}&to=${plusDays(from, CALENDAR_DAYS)}&adults=2`;
}

const headersOf = (hotel: Hotel) => ({ authorization: `Bearer ${hotel.keys.availability.secret}` });

/** One read, checked: 200 and an entry per arrival date. */
async function checkedRead(url: string, hotel: Hotel): Promise<void> {
  const answer = await callJson(url, "GET", calendarPath(hotel), { headers: headersOf(hotel) });
  expectStatus("mesh GET /api/v1/calendar", answer, 200);
  const data: { date: string }[] | undefined = answer.body?.data;
  if (!Array.isArray(data) || data.length !== CALENDAR_DAYS) {
    throw new UnexpectedAnswer(
      `mesh GET /api/v1/calendar: expected ${CALENDAR_DAYS} entries; got ${answer.text.slice(0, 300)}`,
    );
  }
}

/**
 * Authenticated `GET /api/v1/calendar` over a year of arrival dates on the bench hotel's 200 units
 * and 2 rate plans, with the availability key (rates:read too): gateway auth, rate limit, one NATS
 * request to inventory, which finds each date's cheapest shortest stay from the kept catalog and
 * the ledger's projection.
 */
export function calendarTarget(url: string, hotel: Hotel): Target {
  const request: LoadRequest = { url: `${url}${calendarPath(hotel)}`, headers: headersOf(hotel) };
  return { request, check: () => checkedRead(url, hotel) };
}

/**
 * p50 (ms, to 0.01) of `n` sequential reads of the year, after `warmup` unmeasured ones: what one
 * partner waits for a calendar, with nothing else asked at the time. Any non-200 throws.
 */
export async function calendarSequentialP50(
  url: string,
  hotel: Hotel,
  n: number,
  warmup: number,
): Promise<number> {
  await checkedRead(url, hotel);
  const latencies: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}${calendarPath(hotel)}`, { headers: headersOf(hotel) });
    await res.arrayBuffer();
    const t1 = performance.now();
    if (res.status !== 200) throw new UnexpectedAnswer(`sequential GET /api/v1/calendar: ${res.status}`);
    if (i >= warmup) latencies.push(t1 - t0);
  }
  return (
    Math.round(
      percentile(
        latencies.sort((a, b) => a - b),
        50,
      ) * 100,
    ) / 100
  );
}
