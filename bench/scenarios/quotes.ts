import { callJson, expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Target } from "../lib/scenario.js";
import type { Hotel } from "../lib/seed.js";

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The n-th quote: a single unit, a plan and a two-night stay in the year after the seeded range, in turn. */
function quoteOf(hotel: Hotel, n: number) {
  const singles = hotel.units.filter((u) => u.kind === "single");
  const start = plusDays(hotel.availabilityRange.end, 1 + (n % 300));
  return {
    unit_id: singles[n % singles.length]!.id,
    rate_plan_id: hotel.ratePlanIds[n % 2],
    start_date: start,
    end_date: plusDays(start, 2),
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
