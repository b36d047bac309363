import { randomUUID } from "node:crypto";
import { type BigProperty, nthStay, seedBigProperty } from "../../test/support/big-property.js";
import { httpClient } from "../../test/support/http.js";
import { callJson, expectStatus } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Target } from "../lib/scenario.js";
import { CALENDAR, GUEST, type Hotel } from "../lib/seed.js";

/** The properties of the size hotels run, beside the 200-unit one the bookings target books. */
export interface BigProperties {
  /** 2,000 single units. */
  singles: BigProperty;
  /** One room type of 1,000 rooms. */
  rooms: BigProperty;
  seededMs: number;
}

/** Made over HTTP in the bench hotel, as its hotel would. */
export async function seedBigProperties(url: string, hotel: Hotel): Promise<BigProperties> {
  const started = performance.now();
  const call = httpClient(url);
  const singles = await seedBigProperty(call, hotel.merchantToken, "Bench 2,000 singles", { singles: 2000 });
  const rooms = await seedBigProperty(call, hotel.merchantToken, "Bench tower", { rooms: 1000 });
  return { singles, rooms, seededMs: performance.now() - started };
}

/**
 * `POST /api/v1/bookings` on a big property, as the bookings target on the 200-unit one: every
 * request a distinct one-night stay (every unit, or room, of a night before the next night) and
 * its own Idempotency-Key, so every answer must be a 201.
 */
export function bigBookingsTarget(url: string, p: BigProperty): Target {
  const run = randomUUID().slice(0, 8);
  let next = 0;
  const vary = () => {
    const i = next++;
    return {
      headers: { "idempotency-key": `bench-big-${run}-${i}` },
      body: JSON.stringify({ ...nthStay(p, CALENDAR.bookings.fromDay, i), guest: GUEST }),
    };
  };
  const request: LoadRequest = {
    url: `${url}/api/v1/bookings`,
    method: "POST",
    headers: { authorization: `Bearer ${p.key}`, "content-type": "application/json" },
    vary,
  };
  return {
    request,
    async check() {
      const v = vary();
      const answer = await callJson(url, "POST", "/api/v1/bookings", {
        headers: { ...request.headers, ...v.headers },
        body: JSON.parse(v.body),
      });
      expectStatus(`mesh POST /api/v1/bookings (${p.name})`, answer, 201);
    },
  };
}
