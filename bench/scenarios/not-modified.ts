import { expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Target } from "../lib/scenario.js";
import type { Hotel } from "../lib/seed.js";

/**
 * Conditional `GET /api/v1/availability` over the availability range (14 nights × 201 units) with
 * the answer's current ETag as If-None-Match: gateway auth, rate limit, one NATS request to
 * inventory, which checks the property's catalog and ledger versions and answers 304 without
 * building the body. The tag is read again before each measurement: the bookings of a run move it.
 */
export function notModifiedTarget(url: string, hotel: Hotel): Target {
  const { start, end } = hotel.availabilityRange;
  const path = `/api/v1/availability?start=${start}&end=${end}`;
  const headers: Record<string, string> = { authorization: `Bearer ${hotel.keys.availability.secret}` };
  const request: LoadRequest = { url: `${url}${path}`, headers };
  return {
    request,
    async check() {
      const fresh = await fetch(`${url}${path}`, { headers: { authorization: headers.authorization! } });
      await fresh.arrayBuffer();
      const etag = fresh.headers.get("etag");
      if (fresh.status !== 200 || !etag) {
        throw new UnexpectedAnswer(
          `mesh GET /api/v1/availability: expected 200 with an ETag, got ${fresh.status}`,
        );
      }
      headers["if-none-match"] = etag;
      const res = await fetch(`${url}${path}`, { headers });
      const text = await res.text();
      expectStatus(
        "mesh GET /api/v1/availability with If-None-Match",
        { status: res.status, body: null, text },
        304,
      );
      if (text !== "" || res.headers.get("etag") !== etag) {
        throw new UnexpectedAnswer(
          `mesh 304: expected no body and ETag ${etag}; got ${res.headers.get("etag")} ${text.slice(0, 200)}`,
        );
      }
    },
  };
}
