import { NEWEST_API_VERSION } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AriFollower } from "./support/ari.js";
import type { HttpResult } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import { fieldError } from "./support/merchant-inventory.js";
import { type PartnerHotel, startPartnerHotel } from "./support/partner-hotel.js";

// Derived rate plans on the real mesh: their prices are the parent's adjusted to the cent, in
// /rates, quotes and the ARI log at once after the parent changes; chains are at most 3 deep.

let h: PartnerHotel;
/** A unit that takes children. */
let unit: string;
let parent: string;
const from = inDays(30);
/** Every call in the newest version: money as strings. */
const NEWEST = { "api-version": NEWEST_API_VERSION };
const merchant = (method: string, rest: string, body?: unknown) => h.merchant(method, rest, body);

const PARENT = {
  name: "Parent",
  prices: [
    { adults: 1, nightly_price: "99.99" },
    { adults: 2, nightly_price: "100.02" },
  ],
  child_prices: [
    { max_age: 5, nightly_price: "10.00" },
    { max_age: 12, nightly_price: "20.01" },
  ],
};

async function created(body: Record<string, unknown>): Promise<string> {
  const res = await merchant("POST", "/rate-plans", { unit_ids: [unit], ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

const derived = (name: string, of: string, adjustment: string, value: unknown, extra = {}) =>
  created({ name, parent_rate_plan_id: of, derived: { adjustment, value }, ...extra });

/** The adults' prices /rates shows for the plan on the first night, by adults. */
async function ratesOf(plan: string): Promise<Record<number, string>> {
  const res = await h.call("GET", `/api/v1/rates?from=${from}&to=${inDays(32)}`, {
    token: h.key.secret,
    headers: NEWEST,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const entry = res.body.data.find(
    (e: { unit_id: string; rate_plan_id: string }) => e.unit_id === unit && e.rate_plan_id === plan,
  );
  expect(entry, `plan ${plan} in /rates`).toBeDefined();
  return Object.fromEntries(
    entry.days[0].prices.map((p: { adults: number; price: string }) => [p.adults, p.price]),
  );
}

/** Two nights for two adults and children of 3 and 10. */
const quote = (plan: string): Promise<HttpResult> =>
  h.call("POST", "/api/v1/quote", {
    token: h.key.secret,
    headers: NEWEST,
    body: {
      unit_id: unit,
      rate_plan_id: plan,
      start_date: from,
      end_date: inDays(32),
      adults: 2,
      children: [3, 10],
    },
  });

beforeAll(async () => {
  h = await startPartnerHotel("Derived plans hotel", { units: 1, apiVersion: NEWEST_API_VERSION });
  unit = (await h.inv.unit({ name: "Family", max_adults: 2, max_children: 2 })).id;
  parent = await created(PARENT);
});
afterAll(async () => h?.mesh.stop());

describe("derived prices", () => {
  it("adjusts the parent's adults' and children's prices, rounded half up to the cent", async () => {
    const cases: [string, unknown, Record<number, string>, string][] = [
      // 99.99 × 0.875 = 87.49125; 100.02 × 0.875 = 87.5175. Children 3 and 10: 8.75 + 17.50875.
      ["percent", -12.5, { 1: "87.49", 2: "87.52" }, "113.78"],
      // 100.02 × 0.75 = 75.015 → 75.02 (half up); children 7.50 + 15.0075.
      ["percent", -25, { 1: "74.99", 2: "75.02" }, "97.53"],
      // 99.99 × 1.105 = 110.48895; 100.02 × 1.105 = 110.5221; children 11.05 + 22.11105.
      ["percent", 10.5, { 1: "110.49", 2: "110.52" }, "143.68"],
      // A child band below 0 is clamped to 0: 10.00 − 15.50.
      ["amount", "-15.50", { 1: "84.49", 2: "84.52" }, "89.03"],
      ["amount", "5", { 1: "104.99", 2: "105.02" }, "145.03"],
    ];
    for (const [adjustment, value, prices, night] of cases) {
      const plan = await derived(`${adjustment} ${value}`, parent, adjustment, value);
      expect(await ratesOf(plan), `${adjustment} ${value}`).toEqual(prices);
      const q = await quote(plan);
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      expect(q.body.data.nightly.map((n: { price: string }) => n.price)).toEqual([night, night]);
      expect(q.body.data.total_price).toBe((Number(night) * 2).toFixed(2));
    }
  });

  it("follows a change of the parent's prices at once, in /rates, quotes and the ARI log", async () => {
    const plan = await derived("Follower", parent, "percent", -12.5);
    const follower = new AriFollower(h.call, h.key.secret);
    await follower.start();
    const res = await merchant("PATCH", `/rate-plans/${parent}`, {
      prices: [
        { adults: 1, nightly_price: "120.00" },
        { adults: 2, nightly_price: "200.00" },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await ratesOf(plan)).toEqual({ 1: "105.00", 2: "175.00" });
    const q = await quote(plan);
    // 175.00 + 8.75 + 17.51 (children's prices unchanged).
    expect(q.body.data.nightly[0].price).toBe("201.26");
    const { entry } = await follower.until((e) => e.kind === "rates" && e.rate_plan_id === plan, Date.now());
    expect(entry.unit_ids).toEqual([unit]);
  });

  it("becomes a plain plan again with derived null, taking its parent's prices as it has none", async () => {
    const plan = await derived("Plain again", parent, "percent", 50);
    const res = await merchant("PATCH", `/rate-plans/${plan}`, { derived: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.derived).toBeNull();
    expect(await ratesOf(plan)).toEqual(await ratesOf(parent));
  });
});

describe("the derivation as written", () => {
  it("shows the derivation in the merchant's answer, and takes no prices of its own", async () => {
    const plan = await derived("Shown", parent, "amount", "-1.5");
    const res = await merchant("GET", "/rate-plans");
    const shown = res.body.data.find((p: { id: string }) => p.id === plan);
    expect(shown).toMatchObject({
      parent_rate_plan_id: parent,
      derived: { adjustment: "amount", value: "-1.50", inherit_restrictions: false },
      prices: [],
      child_prices: [],
      length_of_stay_discounts: [],
      promo_codes: [],
    });
    const prices = [{ adults: 2, nightly_price: "50.00" }];
    fieldError(await merchant("PATCH", `/rate-plans/${plan}`, { prices }), "prices");
    fieldError(
      await merchant("POST", "/rate-plans", {
        name: "Priced",
        parent_rate_plan_id: parent,
        derived: { adjustment: "percent", value: 5 },
        prices,
      }),
      "prices",
    );
    fieldError(
      await merchant("POST", "/rate-plans", { name: "Orphan", derived: { adjustment: "percent", value: 5 } }),
      "derived",
    );
    for (const value of [-100, 1000.01, 1.234]) {
      const res = await merchant("POST", "/rate-plans", {
        name: "Bad",
        parent_rate_plan_id: parent,
        derived: { adjustment: "percent", value },
      });
      expect(res.status, `${value}: ${JSON.stringify(res.body)}`).toBe(422);
    }
  });

  it("drops a plan's own prices when it is made derived", async () => {
    const plan = await created({ name: "Turned", parent_rate_plan_id: parent, prices: PARENT.prices });
    const res = await merchant("PATCH", `/rate-plans/${plan}`, {
      derived: { adjustment: "percent", value: 0 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ prices: [], child_prices: [] });
    expect(await ratesOf(plan)).toEqual(await ratesOf(parent));
  });

  it("takes the derivation in the version before money as strings, its value a number either way", async () => {
    for (const [adjustment, value] of [
      ["percent", -12.5],
      ["amount", -1.5],
    ] as const) {
      // No Api-Version: the merchant token's calls answer in 2026-11-21.
      const res = await h.call("POST", `/api/merchant/properties/${h.property}/rate-plans`, {
        token: h.tenant.token,
        body: { name: `Older ${adjustment}`, parent_rate_plan_id: parent, derived: { adjustment, value } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.derived).toEqual({ adjustment, value, inherit_restrictions: false });
    }
  });
});

describe("inherited restrictions", () => {
  it("applies the parent's restrictions as its own when it inherits them, logged when the parent's change", async () => {
    const inherits = await created({
      name: "Inherits",
      parent_rate_plan_id: parent,
      derived: { adjustment: "percent", value: 0, inherit_restrictions: true },
    });
    const follower = new AriFollower(h.call, h.key.secret);
    await follower.start();
    const day = inDays(31);
    const set = await merchant("PUT", `/rate-plans/${parent}/restrictions`, {
      from: day,
      to: day,
      stop_sell: true,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const { entry } = await follower.until(
      (e) => e.kind === "restrictions" && e.rate_plan_id === inherits,
      Date.now(),
    );
    expect(entry).toMatchObject({ from: day, to: inDays(32) });
    const q = await quote(inherits);
    expect(q.body).toMatchObject({ error_code: "RATE_PLAN_STOP_SELL", dates: [day] });
    const own = await merchant("GET", `/rate-plans/${inherits}/restrictions?from=${day}&to=${day}`);
    expect(own.body.data).toEqual([{ date: day }]);
    await merchant("PUT", `/rate-plans/${parent}/restrictions`, { from: day, to: day, stop_sell: false });
  });
});

describe("chains of plans", () => {
  it("refuses a fourth ancestor, on a new plan and below a plan given a parent", async () => {
    const d1 = await derived("D1", parent, "percent", -1);
    const d2 = await derived("D2", d1, "percent", -1);
    const d3 = await derived("D3", d2, "percent", -1);
    expect(Object.keys(await ratesOf(d3))).toEqual(["1", "2"]);
    fieldError(
      await merchant("POST", "/rate-plans", {
        name: "D4",
        parent_rate_plan_id: d3,
        derived: { adjustment: "percent", value: -1 },
      }),
      "parent_rate_plan_id",
    );
    // x ← y ← z: giving x a parent with one above it would put 4 plans above z.
    const x = await created({ name: "X", prices: PARENT.prices });
    const y = await derived("Y", x, "amount", "1");
    await derived("Z", y, "amount", "1");
    fieldError(
      await merchant("PATCH", `/rate-plans/${x}`, { parent_rate_plan_id: d1 }),
      "parent_rate_plan_id",
    );
    const fits = await merchant("PATCH", `/rate-plans/${x}`, { parent_rate_plan_id: parent });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  it("refuses a cycle", async () => {
    const d1 = await derived("C1", parent, "percent", 1);
    const d2 = await derived("C2", d1, "percent", 1);
    fieldError(
      await merchant("PATCH", `/rate-plans/${d1}`, { parent_rate_plan_id: d2 }),
      "parent_rate_plan_id",
    );
    fieldError(
      await merchant("PATCH", `/rate-plans/${parent}`, { parent_rate_plan_id: d2 }),
      "parent_rate_plan_id",
    );
  });
});
