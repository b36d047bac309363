import { NEWEST_API_VERSION } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpResult } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import { type PartnerHotel, startPartnerHotel } from "./support/partner-hotel.js";

// Length-of-stay discounts and promo codes on the real mesh: the discount comes off the nights
// before taxes, as its own line of the quote; a private plan shows and sells only with its code.

let h: PartnerHotel;
let suite: string;
/** Only a private plan sells it. */
let hidden: string;
let long: string;
let secret: string;
let other: string;
const from = inDays(30);
const NEWEST = { "api-version": NEWEST_API_VERSION };

const merchant = (method: string, rest: string, body?: unknown) => h.merchant(method, rest, body);
const partner = (method: string, path: string, body?: unknown) =>
  h.call(method, path, { token: h.key.secret, body, headers: NEWEST });

async function created(body: Record<string, unknown>): Promise<string> {
  const res = await merchant("POST", "/rate-plans", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

const quote = (plan: string, nights: number, extra: Record<string, unknown> = {}): Promise<HttpResult> =>
  partner("POST", "/api/v1/quote", {
    unit_id: suite,
    rate_plan_id: plan,
    start_date: from,
    end_date: inDays(30 + nights),
    adults: 2,
    ...extra,
  });

/** The plans /rates lists for the unit, with the promo code if any. */
async function ratesPlans(code?: string, unit = suite): Promise<HttpResult & { plans: string[] }> {
  const query = code === undefined ? "" : `&promo_code=${encodeURIComponent(code)}`;
  const res = await partner("GET", `/api/v1/rates?from=${from}&to=${inDays(32)}${query}`);
  const plans =
    res.status === 200
      ? res.body.data
          .filter((e: { unit_id: string }) => e.unit_id === unit)
          .map((e: { rate_plan_id: string }) => e.rate_plan_id)
      : [];
  return Object.assign(res, { plans });
}

const coded = (res: HttpResult, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ message: expect.any(String), error_code: code });
};

beforeAll(async () => {
  h = await startPartnerHotel("Discounts hotel", { units: 1, apiVersion: NEWEST_API_VERSION });
  const taxes = await merchant("PATCH", "", {
    taxes: [{ name: "VAT", kind: "percent", amount: 10, included: false }],
  });
  expect(taxes.status, JSON.stringify(taxes.body)).toBe(200);
  suite = (await h.inv.unit({ name: "Suite" })).id;
  hidden = (await h.inv.unit({ name: "Hidden" })).id;
  const prices = [{ adults: 2, nightly_price: "123.45" }];
  long = await created({
    name: "Long stay",
    unit_ids: [suite],
    prices,
    cancellation_policy: { free_until_hours: 24, penalty: "first_night" },
    length_of_stay_discounts: [
      { min_nights: 7, percent: 15 },
      { min_nights: 3, percent: 10 },
    ],
  });
  secret = await created({ name: "Secret", unit_ids: [suite, hidden], prices, promo_codes: ["Summer24"] });
  other = await created({ name: "Other", unit_ids: [suite], prices, promo_codes: ["OTHER", "x"] });
  await created({ name: "Public", unit_ids: [suite], prices });
});
afterAll(async () => h?.mesh.stop());

describe("length-of-stay discounts", () => {
  it("takes the discount of the greatest min_nights reached off the nights, before taxes", async () => {
    // 123.45 a night; VAT 10 % of the discounted nights, each amount rounded half up.
    const cases: [number, { min_nights: number; percent: number; amount: string }[], string, string][] = [
      [2, [], "24.69", "271.59"],
      // 370.35: 37.035 off → 37.04; VAT of 333.31 → 33.33.
      [3, [{ min_nights: 3, percent: 10, amount: "37.04" }], "33.33", "366.64"],
      [6, [{ min_nights: 3, percent: 10, amount: "74.07" }], "66.66", "733.29"],
      // 864.15: 129.6225 off → 129.62; VAT of 734.53 → 73.45.
      [7, [{ min_nights: 7, percent: 15, amount: "129.62" }], "73.45", "807.98"],
    ];
    for (const [nights, discounts, vat, total] of cases) {
      const q = await quote(long, nights);
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      const expected = discounts.map((d) => ({ kind: "length_of_stay", ...d }));
      expect(q.body.data, `${nights} nights`).toMatchObject({
        discounts: expected,
        taxes: [{ name: "VAT", amount: vat, included: false }],
        total_price: total,
      });
      expect(new Set(q.body.data.nightly.map((n: { price: string }) => n.price))).toEqual(
        new Set(["123.45"]),
      );
    }
  });

  it("shows the discounts to the merchant, lowest min_nights first, and refuses bad ones", async () => {
    const res = await merchant("GET", "/rate-plans");
    const plan = res.body.data.find((p: { id: string }) => p.id === long);
    expect(plan.length_of_stay_discounts).toEqual([
      { min_nights: 3, percent: 10 },
      { min_nights: 7, percent: 15 },
    ]);
    for (const bad of [
      [{ min_nights: 1, percent: 10 }],
      [{ min_nights: 3, percent: 0 }],
      [{ min_nights: 3, percent: 100.5 }],
      [{ min_nights: 3, percent: 1.234 }],
      [
        { min_nights: 3, percent: 10 },
        { min_nights: 3, percent: 20 },
      ],
    ]) {
      const patched = await merchant("PATCH", `/rate-plans/${long}`, { length_of_stay_discounts: bad });
      expect(patched.status, JSON.stringify(bad)).toBe(422);
    }
  });
});

describe("promo codes", () => {
  it("lists a private plan in /rates only with one of its codes, however it is written", async () => {
    const bare = await ratesPlans();
    expect(bare.status).toBe(200);
    expect(bare.plans).toContain(long);
    expect(bare.plans).not.toContain(secret);
    expect(bare.plans).not.toContain(other);
    const withCode = await ratesPlans("  sUMMER24 ");
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200);
    expect(withCode.plans).toContain(secret);
    expect(withCode.plans).toContain(long);
    expect(withCode.plans).not.toContain(other);
    coded(await ratesPlans("winter"), 422, "PROMO_CODE_INVALID");
  });

  it("does not expose a unit on its own, but lists it with the code", async () => {
    const units = await partner("GET", "/api/v1/units");
    expect(units.body.data.map((u: { id: string }) => u.id)).not.toContain(hidden);
    expect((await ratesPlans(undefined, hidden)).plans).toEqual([]);
    expect((await ratesPlans("summer24", hidden)).plans).toEqual([secret]);
  });

  it("quotes a private plan only with one of its codes; a public plan with any code of the property", async () => {
    coded(await quote(secret, 2), 404, "RATE_PLAN_NOT_FOUND");
    coded(await quote(secret, 2, { promo_code: "winter" }), 422, "PROMO_CODE_INVALID");
    coded(await quote(long, 2, { promo_code: "winter" }), 422, "PROMO_CODE_INVALID");
    // A code of another plan does not open this one.
    coded(await quote(secret, 2, { promo_code: "other" }), 404, "RATE_PLAN_NOT_FOUND");
    const right = await quote(secret, 2, { promo_code: " SUMMER24" });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data).toMatchObject({ rate_plan_id: secret, total_price: "271.59" });
    expect(JSON.stringify(right.body)).not.toMatch(/summer24/i);
    const publicPlan = await quote(long, 2, { promo_code: "Other" });
    expect(publicPlan.status, JSON.stringify(publicPlan.body)).toBe(200);
  });

  it("shows the merchant the codes as given; a plan made public again shows without one", async () => {
    const res = await merchant("GET", "/rate-plans");
    const plans = new Map(res.body.data.map((p: { id: string }) => [p.id, p]));
    expect(plans.get(secret)).toMatchObject({ promo_codes: ["Summer24"] });
    expect(plans.get(other)).toMatchObject({ promo_codes: ["OTHER", "x"] });
    const tooLong = await merchant("PATCH", `/rate-plans/${other}`, { promo_codes: ["x".repeat(41)] });
    expect(tooLong.status).toBe(422);
    const opened = await merchant("PATCH", `/rate-plans/${other}`, { promo_codes: [] });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((await ratesPlans()).plans).toContain(other);
    coded(await ratesPlans("x"), 422, "PROMO_CODE_INVALID");
  });
});
