import { describe, expect, it } from "vitest";
import { Catalog, type CatalogPlan } from "./catalog.js";
import {
  checkDerivation,
  derivationOf,
  derivedMinor,
  lengthOfStayDiscount,
  lengthOfStayDiscountsOf,
  normalizePromoCode,
  promoCodesOf,
  visibleWith,
} from "./rate-plans.js";
import { mergeRestrictions } from "./restrictions.js";
import { chargeStay, resolveStay, type StayInput } from "./stay.js";
import { plan, unit } from "./test-catalog.js";

const today = "2027-03-01";
const percent = (value: number, inherit = false) =>
  derivationOf({ adjustment: "percent", value, inherit_restrictions: inherit });
const amount = (value: string) => derivationOf({ adjustment: "amount", value, inherit_restrictions: false });

function catalog(plans: CatalogPlan[], taxes: ConstructorParameters<typeof Catalog>[0]["taxes"] = []) {
  return new Catalog(
    { id: "prop", currency: "EUR", timezone: "UTC", check_in_time: "15:00", taxes },
    [unit("u", { max_children: 2 }), unit("solo")],
    plans,
  );
}

const stay = (over: Partial<StayInput> = {}): StayInput => ({
  unit_id: "u",
  rate_plan_id: "base",
  start_date: "2027-03-10",
  end_date: "2027-03-12",
  adults: 2,
  ...over,
});

describe("derived prices", () => {
  it.each([
    [9999, percent(-12.5), 8749],
    [10002, percent(-25), 7502], // 7501.5 rounds half up
    [10000, percent(10), 11000],
    [10000, percent(1000), 110000],
    [10000, percent(-99.99), 1],
    [10000, amount("-15.50"), 8450],
    [10000, amount("20"), 12000],
    [1000, amount("-15.00"), 0], // clamped at 0
  ])("%i adjusted is %i", (parent, d, expected) => {
    expect(derivedMinor(parent, d)).toBe(expected);
  });

  it("adjusts the parent's prices and child bands, down a chain of derived plans", () => {
    const bands = [
      { max_age: 5, nightly_minor: 1000 },
      { max_age: 12, nightly_minor: 2001 },
    ];
    const c = catalog([
      plan("base", ["u"], { own_child_bands: bands }),
      plan("minus10", ["u"], { parent_rate_plan_id: "base", own_prices: new Map(), derived: percent(-10) }),
      plan("plus5", ["u"], { parent_rate_plan_id: "minus10", own_prices: new Map(), derived: amount("5") }),
    ]);
    const minus10 = c.planFacts("minus10")!;
    expect([...minus10.prices]).toEqual([
      [1, 7200],
      [2, 9000],
    ]);
    expect(minus10.child_bands).toEqual([
      { max_age: 5, nightly_minor: 900 },
      { max_age: 12, nightly_minor: 1801 }, // 1800.9
    ]);
    expect([...c.planFacts("plus5")!.prices]).toEqual([
      [1, 7700],
      [2, 9500],
    ]);
    expect(c.planFacts("plus5")!.child_bands.map((b) => b.nightly_minor)).toEqual([1400, 2301]);
  });

  it("has no prices when its parent is gone, and a cycle stops the climb", () => {
    const c = catalog([
      plan("lost", ["u"], { parent_rate_plan_id: "gone", own_prices: new Map(), derived: percent(5) }),
      plan("a", ["u"], { parent_rate_plan_id: "b", own_prices: new Map(), derived: percent(5) }),
      plan("b", ["u"], { parent_rate_plan_id: "a", own_prices: new Map(), derived: percent(5) }),
    ]);
    expect(c.planFacts("lost")!.prices.size).toBe(0);
    expect(c.planFacts("a")!.prices.size).toBe(0);
  });

  it("inherits the parent's restrictions when asked, the stricter rule winning", () => {
    const parent = new Map([
      ["2027-03-10", { min_stay_arrival: 3, max_stay: 10, stop_sell: true }],
      ["2027-03-11", { min_advance_days: 2 }],
    ]);
    const own = new Map([["2027-03-10", { min_stay_arrival: 2, max_stay: 5, closed_to_arrival: true }]]);
    const c = catalog([
      plan("base", ["u"], { restrictions: parent }),
      plan("inherits", ["u"], { parent_rate_plan_id: "base", derived: percent(0, true), restrictions: own }),
      plan("keeps", ["u"], { parent_rate_plan_id: "base", derived: percent(0), restrictions: own }),
    ]);
    expect(Object.fromEntries(c.planFacts("inherits")!.restrictions)).toEqual({
      "2027-03-10": { min_stay_arrival: 3, max_stay: 5, closed_to_arrival: true, stop_sell: true },
      "2027-03-11": { min_advance_days: 2 },
    });
    expect(c.planFacts("keeps")!.restrictions).toBe(own);
    expect(mergeRestrictions(new Map(), parent)).toBe(parent);
  });

  it("refuses a derivation without a parent, and prices sent with one", () => {
    const d = percent(5);
    expect(() => checkDerivation({ parent_rate_plan_id: null, derived: d, sent: {} })).toThrow(
      expect.objectContaining({ errors: { derived: [expect.any(String)] } }),
    );
    expect(() => checkDerivation({ parent_rate_plan_id: "p", derived: d, sent: { prices: [{}] } })).toThrow(
      expect.objectContaining({ errors: { prices: [expect.any(String)] } }),
    );
    expect(() =>
      checkDerivation({ parent_rate_plan_id: "p", derived: d, sent: { prices: [] } }),
    ).not.toThrow();
    expect(() =>
      checkDerivation({ parent_rate_plan_id: null, derived: null, sent: { prices: [{}] } }),
    ).not.toThrow();
  });
});

describe("length-of-stay discounts", () => {
  const discounts = lengthOfStayDiscountsOf([
    { min_nights: 7, percent: 15 },
    { min_nights: 3, percent: 10 },
  ]);

  it.each([
    [2, undefined],
    [3, 3],
    [6, 3],
    [7, 7],
    [30, 7],
  ])("a stay of %i nights takes the discount from %s nights", (nights, from) => {
    expect(lengthOfStayDiscount(discounts, nights)?.min_nights).toBe(from);
  });

  it("comes off the nights before taxes, the nightly prices and the first night's fee left whole", () => {
    const c = catalog(
      [
        plan("base", ["u"], {
          length_of_stay_discounts: discounts,
          cancellation_policy: { free_until_hours: 24, penalty: "first_night" },
          own_prices: new Map([[2, 10001]]),
        }),
      ],
      [{ name: "VAT", kind: "percent", amount: 10, included: false }],
    );
    const input = stay({ end_date: "2027-03-13" });
    const priced = chargeStay(c.property, c.planFacts("base")!, input, 3);
    // 300.03 less 10 % (30.003 → 30.00), VAT 10 % of 270.03 (27.003 → 27.00).
    expect(priced.discounts).toEqual([
      { kind: "length_of_stay", min_nights: 3, percent_units: 1000, amount_minor: 3000 },
    ]);
    expect(priced.nightly_minor).toBe(10001);
    expect(priced.tax_amounts[0]!.amount_minor).toBe(2700);
    expect(priced.total_minor).toBe(30003 - 3000 + 2700);
    expect(priced.cancellation_fee_minor).toBe(10001);
  });
});

describe("promo codes", () => {
  const c = catalog([
    plan("base", ["u"]),
    plan("secret", ["u", "solo"], { promo_codes: ["Summer24", "VIP"] }),
  ]);

  it("normalizes codes, keeps each once as given, and shows a private plan only with one", () => {
    expect(normalizePromoCode("  SuMmer24 ")).toBe("summer24");
    expect(promoCodesOf(["Summer", "summer ", "VIP"])).toEqual(["Summer", "VIP"]);
    const secret = c.planFacts("secret")!;
    expect(secret.promo_codes).toEqual(["summer24", "vip"]);
    expect(visibleWith(secret, undefined)).toBe(false);
    expect(visibleWith(secret, " summer24")).toBe(true);
    expect(visibleWith(secret, "other")).toBe(false);
    expect(visibleWith(c.planFacts("base")!, undefined)).toBe(true);
    expect(c.knowsPromoCode("vip ")).toBe(true);
    expect(c.knowsPromoCode("nope")).toBe(false);
  });

  it("does not expose a unit on its own, but does with its code", () => {
    expect(c.isExposed("solo")).toBe(false);
    expect(c.isExposed("solo", "VIP")).toBe(true);
    expect(c.exposedUnits().map((u) => u.id)).toEqual(["u"]);
    expect(c.exposedUnits("vip").map((u) => u.id)).toEqual(["u", "solo"]);
    expect(c.apiPlansFor("u").map((p) => p.id)).toEqual(["base"]);
    expect(c.apiPlansFor("u", "VIP").map((p) => p.id)).toEqual(["base", "secret"]);
  });

  it("sells a private plan to partners only with its code; hotels need none", () => {
    const code = (input: StayInput, origin: "api" | "hotel" = "api") => {
      try {
        resolveStay(c, input, { origin, today });
        return "sold";
      } catch (err) {
        return (err as { code: string }).code;
      }
    };
    expect(code(stay({ rate_plan_id: "secret" }))).toBe("RATE_PLAN_NOT_FOUND");
    expect(code(stay({ rate_plan_id: "secret", promo_code: "wrong" }))).toBe("PROMO_CODE_INVALID");
    expect(code(stay({ rate_plan_id: "base", promo_code: "wrong" }))).toBe("PROMO_CODE_INVALID");
    expect(code(stay({ rate_plan_id: "secret", promo_code: " vip" }))).toBe("sold");
    expect(code(stay({ rate_plan_id: "base", promo_code: "VIP" }))).toBe("sold");
    expect(code(stay({ rate_plan_id: "secret" }), "hotel")).toBe("sold");
    expect(code(stay({ unit_id: "solo", rate_plan_id: "secret" }))).toBe("UNIT_NOT_FOUND");
    expect(code(stay({ unit_id: "solo", rate_plan_id: "secret", promo_code: "vip" }))).toBe("sold");
  });
});
