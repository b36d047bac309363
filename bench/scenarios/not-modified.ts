import { expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Target } from "../lib/scenario.js";
import type { Hotel } from "../lib/seed.js";

/**
 * Conditional `GET /api/v1/availability` or `/rates` over the availability range (14 nights × 201
 * units, 2 plans) with the answer's current ETag as If-None-Match: gateway auth, rate limit, one NATS
 * request to inventory, which checks the property's versions (availability: the catalog's and the
 * sum of its units' ledger versions; rates: the catalog's) and answers 304 without building the
 * body. The tag is read again before each measurement: the bookings of a run move availability's.
 */
export function notModifiedTarget(url: string, hotel: Hotel, read: "availability" | "rates"): Target {
  const { start, end } = hotel.availabilityRange;
  const path =
    read === "availability"
      ? `/api/v1/availability?start=${start}&end=${end}`
      : `/api/v1/rates?from=${start}&to=${end}`;
  const headers: Record<string, string> = { authorization: `Bearer ${hotel.keys.availability.secret}` };
  const request: LoadRequest = { url: `${url}${path}`, headers };
  return {
    request,
    async check() {
      // A hold that expires between the two reads moves the tag: read it again, a few times at most.
      for (let tries = 1; ; tries++) {
        const fresh = await fetch(`${url}${path}`, { headers: { authorization: headers.authorization! } });
        await fresh.arrayBuffer();
        const etag = fresh.headers.get("etag");
        if (fresh.status !== 200 || !etag) {
          throw new UnexpectedAnswer(`mesh GET ${path}: expected 200 with an ETag, got ${fresh.status}`);
        }
        headers["if-none-match"] = etag;
        const res = await fetch(`${url}${path}`, { headers });
        const text = await res.text();
        const moved = res.status === 200 && res.headers.get("etag") !== etag;
        if (moved && tries < 5) continue;
        expectStatus(`mesh GET ${path} with If-None-Match`, { status: res.status, body: null, text }, 304);
        if (text !== "" || res.headers.get("etag") !== etag) {
          throw new UnexpectedAnswer(
            `mesh 304: expected no body and ETag ${etag}; got ${res.headers.get("etag")} ${text.slice(0, 200)}`,
          );
        }
        return;
      }
    },
  };
}
