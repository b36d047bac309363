import { callJson, expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Target } from "../lib/scenario.js";
import type { Hotel } from "../lib/seed.js";

/** Units × rate plans of the bench hotel: every pair answers one entry of the range's nights. */
const ENTRIES = (hotel: Hotel) => hotel.units.length * hotel.ratePlanIds.length;

/**
 * Authenticated `GET /api/v1/rates` over the availability range (14 nights) of the bench hotel's 201
 * units and 2 rate plans, with the availability key (rates:read too): gateway auth, rate limit, query
 * validation, one NATS request to inventory, which answers the kept catalog's prices and restrictions
 * per night, and the gateway writing the body from inventory's runs of nights.
 */
export function ratesTarget(url: string, hotel: Hotel): Target {
  const { start, end } = hotel.availabilityRange;
  const request: LoadRequest = {
    url: `${url}/api/v1/rates?from=${start}&to=${end}`,
    headers: { authorization: `Bearer ${hotel.keys.availability.secret}` },
  };
  return {
    request,
    async check() {
      const answer = await callJson(url, "GET", `/api/v1/rates?from=${start}&to=${end}`, {
        headers: request.headers,
      });
      expectStatus("mesh GET /api/v1/rates", answer, 200);
      const data: { days: unknown[] }[] | undefined = answer.body?.data;
      if (!Array.isArray(data) || data.length !== ENTRIES(hotel) || data.some((e) => e.days.length !== 14)) {
        throw new UnexpectedAnswer(
          `mesh GET /api/v1/rates: expected ${ENTRIES(hotel)} entries of 14 nights; got ${answer.text.slice(0, 300)}`,
        );
      }
    },
  };
}
