import { callJson, expectStatus } from "./http.js";

/** How many units the hotel has: SINGLE_UNITS single units and one room type. */
export const SINGLE_UNITS = 199;
export const ROOM_TYPE_ROOMS = 20;
export const UNIT_COUNT = SINGLE_UNITS + 1;

/**
 * Which nights each part of the run books, in days from today (UTC), so that no two parts ever
 * compete for a unit and night, and the availability range only ever holds the seeded bookings
 * (what the other parts book lies after it, outside the ledger query's index range).
 */
export const CALENDAR = {
  /** GET /availability asks for these 14 nights; seeded bookings occupy some of them. */
  availability: { fromDay: 30, nights: 14 },
  /** The webhook measurement's bookings: one night, one unit each. */
  webhooks: { fromDay: 46 },
  /** The hold-expiry measurement's holds. */
  holds: { fromDay: 50 },
  /** The bookings scenario: UNIT_COUNT × days pairs, one night each. */
  bookings: { fromDay: 60, days: 1000 },
  /** The allocations scenario: SINGLE_UNITS × days pairs for each half, one night each. */
  allocations: { mesh: { fromDay: 1070, days: 100 }, baseline: { fromDay: 1170, days: 250 } },
  /** The changes scenario: one booking per single unit on this night, extended by the next and back. */
  changes: { fromDay: 1430 },
  /** The quotes target: two-night stays arriving on these days, nothing booked on them. */
  quotes: { fromDay: 1440, days: 300 },
  /** The webhook load measurement: UNIT_COUNT × days pairs, one night each. */
  webhooksLoad: { fromDay: 1750, days: 300 },
} as const;

/** A date `days` from today (UTC), `YYYY-MM-DD`. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const GUEST = { first_name: "Ana", last_name: "Perez", email: "ana.perez@example.com" };

export interface ApiKey {
  id: string;
  /** The key text, used as a Bearer credential. */
  secret: string;
}

export interface SeededUnit {
  id: string;
  kind: "single" | "room_type";
}

/** The hotel every scenario and measurement can rely on. */
export interface Hotel {
  tenantId: string;
  merchantToken: string;
  propertyId: string;
  property: { name: string; currency: string; timezone: string };
  keyId: string;
  /** API key text with scope properties:read, covering propertyId only. */
  keySecret: string;
  /** UNIT_COUNT units in creation order: SINGLE_UNITS singles, then the room type of ROOM_TYPE_ROOMS rooms. */
  units: SeededUnit[];
  /** Two active rate plans in channel api, each covering every unit. */
  ratePlanIds: [string, string];
  keys: {
    /** availability:read and rates:read. */
    availability: ApiKey;
    /** bookings:write, max_bookings_per_24h 1,000,000: the bookings scenario. */
    bookings: ApiKey;
    /** bookings:write, max_live_holds 1,000: the hold-expiry measurement. */
    holds: ApiKey;
    /** bookings:write/read/read:all, webhooks:read/write: the seeded bookings and the webhook measurement. */
    events: ApiKey;
  };
  /** [start, end) of the availability scenario and the bookings seeded in it. */
  availabilityRange: { start: string; end: string };
  seededBookings: number;
}

/** Runs `fn(0..n-1)` with at most `concurrency` calls in flight; results in index order. */
export async function inParallel<T>(
  n: number,
  concurrency: number,
  fn: (i: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      results[i] = await fn(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, concurrency) }, worker));
  return results;
}

/** A one-night stay: pair i is unit i mod UNIT_COUNT on night fromDay + ⌊i / UNIT_COUNT⌋. */
export function stayOf(hotel: Hotel, fromDay: number, i: number) {
  const day = fromDay + Math.floor(i / UNIT_COUNT);
  return {
    unit_id: hotel.units[i % UNIT_COUNT]!.id,
    rate_plan_id: hotel.ratePlanIds[i % 2]!,
    start_date: inDays(day),
    end_date: inDays(day + 1),
  };
}

/** POST /api/v1/bookings as a partner; throws unless 201. Returns the booking. */
// biome-ignore lint/suspicious/noExplicitAny: the booking as the API shapes it
export async function book(baseUrl: string, key: ApiKey, body: object, idempotencyKey: string): Promise<any> {
  const answer = await callJson(baseUrl, "POST", "/api/v1/bookings", {
    token: key.secret,
    headers: { "idempotency-key": idempotencyKey },
    body: { adults: 2, guest: GUEST, ...body },
  });
  expectStatus("POST /api/v1/bookings", answer, 201);
  return answer.body.data;
}

export async function createKey(
  baseUrl: string,
  merchantToken: string,
  propertyId: string,
  body: Record<string, unknown>,
): Promise<ApiKey> {
  const key = await callJson(baseUrl, "POST", "/api/merchant/keys", {
    token: merchantToken,
    body: { environment: "sandbox", property_ids: [propertyId], ...body },
  });
  expectStatus(`POST /api/merchant/keys (${String(body.name)})`, key, 201);
  return { id: key.body.data.id, secret: key.body.secret };
}

/**
 * Scripts the hotel over HTTP, as a hotel and its operator would (test/support/hotel.ts,
 * inventory.ts, booking.ts): a tenant, one property, 199 single units and a room type of 20
 * rooms, two api rate plans over all of them, partner keys, and bookings on some of the
 * availability range's nights so the availability answer has work to do.
 */
export async function seedHotel(baseUrl: string, adminToken: string): Promise<Hotel> {
  const tenant = await callJson(baseUrl, "POST", "/api/admin/tenants", {
    token: adminToken,
    body: { name: "Bench Hotel" },
  });
  expectStatus("POST /api/admin/tenants", tenant, 201);
  const merchantToken: string = tenant.body.data.merchant_token;

  const property = { name: "Bench Seaside", currency: "EUR", timezone: "Europe/Madrid" };
  const created = await callJson(baseUrl, "POST", "/api/merchant/properties", {
    token: merchantToken,
    body: property,
  });
  expectStatus("POST /api/merchant/properties", created, 201);
  const propertyId: string = created.body.data.id;
  const merchantPath = (rest: string) => `/api/merchant/properties/${propertyId}/${rest}`;

  const units = await inParallel(UNIT_COUNT, 8, async (i): Promise<SeededUnit> => {
    const roomType = i === SINGLE_UNITS;
    const body = roomType
      ? {
          name: "Double room",
          kind: "room_type",
          max_adults: 2,
          rooms: Array.from({ length: ROOM_TYPE_ROOMS }, (_, r) => ({ name: `Room ${301 + r}` })),
        }
      : { name: `Room ${String(101 + i)}`, kind: "single", max_adults: 2 };
    const unit = await callJson(baseUrl, "POST", merchantPath("units"), { token: merchantToken, body });
    expectStatus(`POST ${merchantPath("units")}`, unit, 201);
    return { id: unit.body.data.id, kind: roomType ? "room_type" : "single" };
  });

  const unitIds = units.map((u) => u.id);
  const plans: [string, number, number][] = [
    ["Flexible", 80, 100],
    ["Non-refundable", 70, 90],
  ];
  const ratePlanIds = await inParallel(plans.length, 2, async (i) => {
    const [name, one, two] = plans[i]!;
    const plan = await callJson(baseUrl, "POST", merchantPath("rate-plans"), {
      token: merchantToken,
      body: {
        name,
        unit_ids: unitIds,
        sales_channels: ["api"],
        active: true,
        prices: [
          { adults: 1, nightly_price: one },
          { adults: 2, nightly_price: two },
        ],
      },
    });
    expectStatus(`POST ${merchantPath("rate-plans")}`, plan, 201);
    return plan.body.data.id as string;
  });

  const key = (body: Record<string, unknown>) => createKey(baseUrl, merchantToken, propertyId, body);
  const [properties, availability, bookings, holds, events] = await Promise.all([
    key({ name: "bench partner", scopes: ["properties:read"] }),
    key({ name: "bench availability", scopes: ["availability:read", "rates:read"] }),
    key({ name: "bench bookings", scopes: ["bookings:write"], max_bookings_per_24h: 1_000_000 }),
    key({
      name: "bench holds",
      scopes: ["bookings:write"],
      max_live_holds: 1000,
      max_bookings_per_24h: 1_000_000,
    }),
    key({
      name: "bench events",
      scopes: ["bookings:write", "bookings:read", "bookings:read:all", "webhooks:read", "webhooks:write"],
      max_bookings_per_24h: 1_000_000,
    }),
  ]);

  const hotel: Hotel = {
    tenantId: tenant.body.data.id,
    merchantToken,
    propertyId,
    property,
    keyId: properties.id,
    keySecret: properties.secret,
    units,
    ratePlanIds: [ratePlanIds[0]!, ratePlanIds[1]!],
    keys: { availability, bookings, holds, events },
    availabilityRange: {
      start: inDays(CALENDAR.availability.fromDay),
      end: inDays(CALENDAR.availability.fromDay + CALENDAR.availability.nights),
    },
    seededBookings: 0,
  };

  // Bookings inside the availability range: 60 singles with 1–3 nights at varying starts (each
  // single then answers unavailable) and 12 two-night stays on the room type (its remaining
  // capacity is the minimum over the nights).
  const from = CALENDAR.availability.fromDay;
  const stays = [
    ...Array.from({ length: 60 }, (_, k) => ({ unit: k, start: from + (k % 12), nights: 1 + (k % 3) })),
    ...Array.from({ length: 12 }, (_, k) => ({ unit: SINGLE_UNITS, start: from + (k % 6) * 2, nights: 2 })),
  ];
  await inParallel(stays.length, 4, (i) => {
    const s = stays[i]!;
    return book(
      baseUrl,
      events,
      {
        unit_id: units[s.unit]!.id,
        rate_plan_id: hotel.ratePlanIds[i % 2],
        start_date: inDays(s.start),
        end_date: inDays(s.start + s.nights),
      },
      `bench-seed-${i}`,
    );
  });
  hotel.seededBookings = stays.length;
  return hotel;
}
