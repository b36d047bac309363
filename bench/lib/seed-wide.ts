import { callJson, expectStatus } from "./http.js";
import { type ApiKey, createKey, type Hotel, inDays, inParallel } from "./seed.js";
/** The wide reads' property: WIDE_UNITS single units, WIDE_PLANS api rate plans over all of them. */
export const WIDE_UNITS = 500;
export const WIDE_PLANS = 3;
/** The wide reads ask for the longest range allowed. */
export const WIDE_NIGHTS = 365;

export interface WideProperty {
  propertyId: string;
  unitIds: string[];
  ratePlanIds: string[];
  /** availability:read and rates:read, covering this property only. */
  key: ApiKey;
  /** [from, to) of the wide reads: WIDE_NIGHTS nights from tomorrow. */
  range: { from: string; to: string };
  /** How long creating it over HTTP took. */
  seededMs: number;
}

/**
 * A second property of the bench hotel, as a channel manager's first call meets it: 500 single
 * units (created 16 at a time) and 3 api rate plans over all of them (created together), and a key.
 */
export async function seedWideProperty(baseUrl: string, hotel: Hotel): Promise<WideProperty> {
  const started = performance.now();
  const token = hotel.merchantToken;
  const created = await callJson(baseUrl, "POST", "/api/merchant/properties", {
    token,
    body: { name: "Bench Wide", currency: "EUR", timezone: "Europe/Madrid" },
  });
  expectStatus("POST /api/merchant/properties (wide)", created, 201);
  const propertyId: string = created.body.data.id;
  const path = (rest: string) => `/api/merchant/properties/${propertyId}/${rest}`;
  const unitIds = await inParallel(WIDE_UNITS, 16, async (i) => {
    const unit = await callJson(baseUrl, "POST", path("units"), {
      token,
      body: { name: `Wide ${i + 1}`, kind: "single", max_adults: 2 },
    });
    expectStatus(`POST ${path("units")}`, unit, 201);
    return unit.body.data.id as string;
  });
  const ratePlanIds = await inParallel(WIDE_PLANS, WIDE_PLANS, async (i) => {
    const plan = await callJson(baseUrl, "POST", path("rate-plans"), {
      token,
      body: {
        name: `Wide plan ${i + 1}`,
        unit_ids: unitIds,
        sales_channels: ["api"],
        active: true,
        min_stay: 1,
        max_stay: 30,
        prices: [
          { adults: 1, nightly_price: 80 + 10 * i },
          { adults: 2, nightly_price: 100 + 10 * i },
        ],
      },
    });
    expectStatus(`POST ${path("rate-plans")}`, plan, 201);
    return plan.body.data.id as string;
  });
  const key = await createKey(baseUrl, token, propertyId, {
    name: "bench wide reads",
    scopes: ["availability:read", "rates:read"],
  });
  return {
    propertyId,
    unitIds,
    ratePlanIds,
    key,
    range: { from: inDays(1), to: inDays(1 + WIDE_NIGHTS) },
    seededMs: performance.now() - started,
  };
}
