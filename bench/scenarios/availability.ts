import { isDeepStrictEqual } from "node:util";
import { callJson, expectStatus, UnexpectedAnswer } from "../lib/http.js";
import type { LoadRequest } from "../lib/load.js";
import type { Scenario } from "../lib/scenario.js";
import { CALENDAR, type Hotel, SINGLE_UNITS, UNIT_COUNT } from "../lib/seed.js";

interface Entry {
  unit_id: string;
  available: boolean;
  remaining_capacity: number;
}

/** The mesh's answer, which the baseline's must equal. */
let meshAnswer: Entry[] | undefined;

/** One request as the load generator sends it: 200 with one entry per unit, as the seeding implies. */
async function checkAvailability(what: string, request: LoadRequest, hotel: Hotel): Promise<Entry[]> {
  const url = new URL(request.url);
  const answer = await callJson(url.origin, "GET", url.pathname + url.search, { headers: request.headers });
  expectStatus(what, answer, 200);
  const data: Entry[] | undefined = answer.body?.data;
  const fail = (why: string) =>
    new UnexpectedAnswer(`${what}: ${why}; got ${answer.text.slice(0, 300) || "(empty body)"}`);
  if (!Array.isArray(data) || data.length !== UNIT_COUNT) throw fail(`expected ${UNIT_COUNT} entries`);
  const byUnit = new Map(data.map((e) => [e.unit_id, e]));
  const roomType = byUnit.get(hotel.units[SINGLE_UNITS]!.id);
  // Seeding booked singles 0–59 and two rooms of the room type on every night of the range.
  const booked = hotel.units.slice(0, 60).every((u) => byUnit.get(u.id)?.available === false);
  const free = hotel.units.slice(60, SINGLE_UNITS).every((u) => byUnit.get(u.id)?.available === true);
  if (!booked || !free || roomType?.remaining_capacity !== 18) {
    throw fail("expected singles 1–60 unavailable, the other singles available, the room type at 18 rooms");
  }
  return data;
}

function request(base: string, hotel: Hotel, headers?: Record<string, string>): LoadRequest {
  const { start, end } = hotel.availabilityRange;
  return { url: `${base}/api/v1/availability?start=${start}&end=${end}`, headers };
}

export const availability: Scenario = {
  name: "availability",
  measures:
    `Authenticated \`GET /api/v1/availability\` for ${CALENDAR.availability.nights} nights over the ` +
    `${UNIT_COUNT} units (${SINGLE_UNITS} singles and a room type of 20 rooms, two api rate plans, 72 ` +
    "bookings in the range) with a partner key: gateway auth, rate limit, scope and X-Property, query " +
    "validation, one NATS request to inventory, which checks its cached catalog's and ledger's versions " +
    "(one query) and computes each unit from its in-memory projection of the ledger, envelopes, request log.",
  baselineIs:
    "`bench/baseline/availability-server.ts`: a bare fastify route calling inventory's own `CatalogCache`, " +
    "`loadLedger` (the ledger read in SQL on every request), the nights counted once and " +
    "`unitAvailabilityByNight` per unit on a pg Pool of the same size, in-process: the same SQL and the " +
    "same computation with no NATS, no auth and no envelopes (what a monolith would do).",
  targets: { throughputAtLeast: 0.5, p99AtMost: 2 },
  meshStatus: 200,

  async mesh({ url, hotel }) {
    const load = request(url, hotel, { authorization: `Bearer ${hotel.keys.availability.secret}` });
    return {
      request: load,
      check: async () => {
        meshAnswer = await checkAvailability("mesh GET /api/v1/availability", load, hotel);
      },
    };
  },

  async baseline(ctx) {
    const port = await ctx.freePort();
    const server = await ctx.start(
      "baseline-availability",
      new URL("../baseline/availability-server.ts", import.meta.url),
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        BASELINE_TENANT_ID: ctx.hotel.tenantId,
        BASELINE_PROPERTY_ID: ctx.hotel.propertyId,
      },
    );
    const load = request(`http://127.0.0.1:${port}`, ctx.hotel);
    return {
      request: load,
      processes: [server],
      check: async () => {
        const data = await checkAvailability("baseline GET /api/v1/availability", load, ctx.hotel);
        if (meshAnswer && !isDeepStrictEqual(data, meshAnswer)) {
          throw new UnexpectedAnswer("baseline GET /api/v1/availability: the answer differs from the mesh's");
        }
      },
    };
  },
};
