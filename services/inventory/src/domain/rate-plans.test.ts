import { FieldValidationError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import {
  type PlanFacts,
  priceStay,
  pricesInMinor,
  type StayRequest,
  sellableThroughApi,
  stayRefusal,
} from "./rate-plans.js";

const plan = (over: Partial<PlanFacts> = {}): PlanFacts => ({
  id: "rp",
  active: true,
  sales_channels: ["api"],
  parent: null,
  units: new Set(["u"]),
  min_stay: 2,
  max_stay: 7,
  prices: new Map([
    [1, 9000],
    [2, 12000],
  ]),
  child_bands: [],
  cancellation_policy: null,
  restrictions: new Map(),
  promo_codes: [],
  length_of_stay_discounts: [],
  ...over,
});
const req = (over: Partial<StayRequest> = {}): StayRequest => ({
  unit: { id: "u", max_adults: 3, max_children: 0 },
  nights: 3,
  start_date: "2027-03-10",
  end_date: "2027-03-13",
  today: "2027-03-01",
  adults: 2,
  children: [],
  channel: "api",
  ...over,
});
const code = (p: PlanFacts, r: StayRequest) => stayRefusal(p, r)?.code;

describe("stay refusals, in the documented order", () => {
  it("accepts a valid stay", () => expect(stayRefusal(plan(), req())).toBeUndefined());
  it.each([
    ["more adults than the unit holds", plan(), req({ adults: 4 }), "OCCUPANCY_OUT_OF_BOUNDS"],
    ["quantity other than 1", plan(), req({ quantity: 2 }), "INVALID_BOOKING_QUANTITY"],
    ["shorter than the minimum", plan(), req({ nights: 1 }), "RATE_PLAN_MIN_STAY"],
    ["longer than the maximum", plan(), req({ nights: 8 }), "RATE_PLAN_MAX_STAY"],
    ["no price for the occupancy", plan(), req({ adults: 3 }), "RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"],
    ["plan not linked to the unit", plan({ units: new Set(["other"]) }), req(), "RATE_PLAN_UNIT_NOT_LINKED"],
    ["plan not in channel api", plan({ sales_channels: ["ota"] }), req(), "RATE_PLAN_WRONG_SALES_CHANNEL"],
    ["plan switched off", plan({ active: false }), req(), "RATE_PLAN_INACTIVE"],
    [
      "parent switched off",
      plan({ parent: { active: false, exists: true } }),
      req(),
      "RATE_PLAN_PARENT_INACTIVE",
    ],
    ["no prices at all", plan({ prices: new Map() }), req(), "RATE_PLAN_NOT_USABLE"],
    ["occupancy beats min stay", plan(), req({ adults: 4, nights: 1 }), "OCCUPANCY_OUT_OF_BOUNDS"],
    ["min stay beats an inactive plan", plan({ active: false }), req({ nights: 1 }), "RATE_PLAN_MIN_STAY"],
  ])("%s", (_n, p, r, expected) => expect(code(p, r)).toBe(expected));

  it("carries the numbers behind the refusal", () => {
    expect(stayRefusal(plan(), req({ nights: 1 }))?.extra).toEqual({ min_stay: 2, nights: 1 });
    expect(stayRefusal(plan(), req({ adults: 3 }))?.extra).toEqual({
      requested_adults: 3,
      configured_adults: [1, 2],
    });
    expect(stayRefusal(plan(), req({ adults: 4 }))?.extra).toEqual({ requested_adults: 4, max_adults: 3 });
  });

  it("lets hotel and channel bookings use plans outside channel api", () => {
    expect(stayRefusal(plan({ sales_channels: ["front_desk"] }), req({ channel: "any" }))).toBeUndefined();
  });

  it("knows which plans partners may sell on", () => {
    expect(sellableThroughApi(plan())).toBe(true);
    expect(sellableThroughApi(plan({ active: false }))).toBe(false);
    expect(sellableThroughApi(plan({ sales_channels: ["direct"] }))).toBe(false);
    expect(sellableThroughApi(plan({ parent: { active: false, exists: true } }))).toBe(false);
  });
});

describe("pricing", () => {
  it("prices each night and sums in minor units", () => {
    expect(priceStay("2026-12-30", "2027-01-02", 1999)).toEqual({
      nightly: [
        { date: "2026-12-30", price: 19.99 },
        { date: "2026-12-31", price: 19.99 },
        { date: "2027-01-01", price: 19.99 },
      ],
      nightly_minor: 1999,
      total_minor: 5997,
    });
  });
});

describe("prices as stored", () => {
  it.each([
    [[], []],
    [[{ adults: 1, nightly_price: 80 }], [{ adults: 1, nightly_minor: 8000 }]],
    [[{ adults: 2, nightly_price: 99.99 }], [{ adults: 2, nightly_minor: 9999 }]],
    [[{ adults: 2, nightly_price: 0.1 + 0.2 }], [{ adults: 2, nightly_minor: 30 }]],
    [
      [
        { adults: 3, nightly_price: 120 },
        { adults: 1, nightly_price: 70.5 },
      ],
      [
        { adults: 3, nightly_minor: 12000 },
        { adults: 1, nightly_minor: 7050 },
      ],
    ],
  ])("%j in minor units", (prices, stored) => {
    expect(pricesInMinor(prices)).toEqual(stored);
  });

  it.each([
    [[1, 1], "more than one price for adults 1"],
    [[1, 2, 2, 1, 2], "more than one price for adults 2, 1"],
  ])("refuses adults %j with a field error", (adults, message) => {
    let err: unknown;
    try {
      pricesInMinor(adults.map((a) => ({ adults: a, nightly_price: 50 })));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(FieldValidationError);
    expect((err as FieldValidationError).errors).toEqual({ prices: [message] });
  });
});
