import type { Call, HttpResult } from "./http.js";
import { inDays } from "./inventory.js";
import { FLEXIBLE_PLAN_BODY } from "./service-harness.js";

/**
 * A property of the size hotels run, made through the merchant API as a hotel would: `singles`
 * single units, or one room type of `rooms` rooms; one api rate plan over all of it; a partner key
 * that books it. Shared by the fault tests and the bench.
 */
export interface BigProperty {
  name: string;
  propertyId: string;
  planId: string;
  /** The units stays are placed on: every single unit, or the one room type. */
  unitIds: string[];
  /** How many one-night stays one night takes: the units, or the rooms. */
  perNight: number;
  /** bookings:write, no ceiling on bookings a day. */
  key: string;
}

export type BigShape = { singles: number } | { rooms: number };

/** How many units are made at once while seeding. */
const SEEDING = 16;

function expectStatus(what: string, res: HttpResult, status: number): void {
  if (res.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
    );
  }
}

export async function seedBigProperty(
  call: Call,
  merchantToken: string,
  name: string,
  shape: BigShape,
): Promise<BigProperty> {
  const token = merchantToken;
  const property = await call("POST", "/api/merchant/properties", {
    token,
    body: { name, currency: "EUR", timezone: "Europe/Madrid" },
  });
  expectStatus("POST /api/merchant/properties", property, 201);
  const propertyId: string = property.body.data.id;
  const path = `/api/merchant/properties/${propertyId}`;
  const unit = async (body: Record<string, unknown>) => {
    const res = await call("POST", `${path}/units`, { token, body: { max_adults: 2, ...body } });
    expectStatus(`POST ${path}/units`, res, 201);
    return res.body.data.id as string;
  };
  let unitIds: string[];
  if ("rooms" in shape) {
    // A room type takes at most 1,000 rooms a request; more are added to it.
    const first = Math.min(shape.rooms, 1000);
    const rooms = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${from + i + 1}` }));
    const id = await unit({ name: `${name} rooms`, kind: "room_type", rooms: rooms(0, first) });
    for (let made = first; made < shape.rooms; made += 1000) {
      const more = Math.min(1000, shape.rooms - made);
      const res = await call("PATCH", `${path}/units/${id}`, { token, body: { rooms: rooms(made, more) } });
      expectStatus(`PATCH ${path}/units/${id}`, res, 200);
    }
    unitIds = [id];
  } else {
    unitIds = new Array<string>(shape.singles);
    let next = 0;
    await Promise.all(
      Array.from({ length: SEEDING }, async () => {
        for (let i = next++; i < shape.singles; i = next++) {
          unitIds[i] = await unit({ name: `${name} ${i + 1}`, kind: "single" });
        }
      }),
    );
  }
  const plan = await call("POST", `${path}/rate-plans`, {
    token,
    body: { ...FLEXIBLE_PLAN_BODY, unit_ids: unitIds },
  });
  expectStatus(`POST ${path}/rate-plans`, plan, 201);
  const key = await call("POST", "/api/merchant/keys", {
    token,
    body: {
      name: `${name} bookings`,
      environment: "sandbox",
      scopes: ["bookings:write", "availability:read", "rates:read"],
      property_ids: [propertyId],
      max_bookings_per_24h: 1_000_000,
    },
  });
  expectStatus("POST /api/merchant/keys", key, 201);
  return {
    name,
    propertyId,
    planId: plan.body.data.id,
    unitIds,
    perNight: "rooms" in shape ? shape.rooms : shape.singles,
    key: key.body.secret,
  };
}

/**
 * The i-th one-night stay of the property from day `fromDay` on: the first `perNight` take every
 * unit (or room) of that night, the next ones the night after, so no two ever compete.
 */
export function nthStay(p: BigProperty, fromDay: number, i: number) {
  const day = fromDay + Math.floor(i / p.perNight);
  return {
    unit_id: p.unitIds[i % p.unitIds.length]!,
    rate_plan_id: p.planId,
    start_date: inDays(day),
    end_date: inDays(day + 1),
    adults: 2,
  };
}
