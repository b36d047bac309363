import { callJson, expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Target } from "../lib/scenario.js";
import { CALENDAR, type Hotel, inDays } from "../lib/seed.js";

/** The n-th quote: a single unit, a plan and a two-night stay on days nothing else books, in turn. */
function quoteOf(hotel: Hotel, n: number) {
  const singles = hotel.units.filter((u) => u.kind === "single");
  const day = CALENDAR.quotes.fromDay + (n % CALENDAR.quotes.days);
  return {
    unit_id: singles[n % singles.length]!.id,
    rate_plan_id: hotel.ratePlanIds[n % 2],
    start_date: inDays(day),
    end_date: inDays(day + 2),
    adults: 2,
  };
}

/**
 * Authenticated `POST /api/v1/quote` on the bench hotel, each request another unit, plan and
 * arrival: gateway auth, rate limit, one NATS request to inventory, which prices the stay from the
 * kept catalog and reads the nights' availability.
 */
export function quotesTarget(url: string, hotel: Hotel): Target {
  const headers = {
    authorization: `Bearer ${hotel.keys.availability.secret}`,
    "content-type": "application/json",
  };
  let sent = 0;
  const request: LoadRequest = {
    url: `${url}/api/v1/quote`,
    method: "POST",
    headers,
    body: JSON.stringify(quoteOf(hotel, 0)),
    vary: () => ({ body: JSON.stringify(quoteOf(hotel, sent++)) }),
  };
  return {
    request,
    async check() {
      const answer = await callJson(url, "POST", "/api/v1/quote", { headers, body: quoteOf(hotel, 0) });
      expectStatus("mesh POST /api/v1/quote", answer, 200);
      if (answer.body?.data?.available !== true) {
        throw new UnexpectedAnswer(
          `mesh POST /api/v1/quote: expected an available stay; got ${answer.text.slice(0, 300)}`,
        );
      }
    },
  };
}
