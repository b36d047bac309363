import { AppError, FieldValidationError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { Catalog } from "./catalog.js";
import {
  checkQueryRange,
  checkRange,
  MAX_QUERY_NIGHTS,
  quotedAmounts,
  resolveStay,
  type StayInput,
} from "./stay.js";
import { hotel, plan, unit } from "./test-catalog.js";

const names: [string, string] = ["from", "to"];

/** What `fn` throws (undefined when it returns). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe("date ranges of the wide reads", () => {
  it.each([
    ["one night", "2027-03-01", "2027-03-02", 1],
    ["a year of 365 nights", "2027-03-01", "2028-02-29", 365],
    ["365 nights across a leap day", "2028-01-01", "2028-12-31", 365],
  ])("accepts %s", (_, start, end, nights) => {
    expect(checkQueryRange(start, end, names)).toBe(nights);
  });

  it.each([
    ["366 nights", "2027-03-01", "2028-03-01", 366],
    ["a leap year of 366 nights", "2028-01-01", "2029-01-01", 366],
    ["eight thousand years", "0001-01-01", "9999-12-31", 3_652_058],
  ])("refuses %s with DATE_RANGE_TOO_LONG naming the cap", (_, start, end, nights) => {
    const err = thrown(() => checkQueryRange(start, end, names));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(422);
    expect((err as AppError).toBody()).toEqual({
      message: expect.stringContaining(`at most ${MAX_QUERY_NIGHTS}`),
      error_code: "DATE_RANGE_TOO_LONG",
      max_nights: 365,
      nights,
    });
  });

  it.each([
    ["an empty range", "2027-03-01", "2027-03-01"],
    ["an end before the start", "2027-03-02", "2027-03-01"],
  ])("keeps the field error on the end for %s", (_, start, end) => {
    const err = thrown(() => checkQueryRange(start, end, names));
    expect(err).toBeInstanceOf(FieldValidationError);
    expect((err as FieldValidationError).errors).toEqual({ to: ["must be after from"] });
  });

  it("leaves stays as they were: past the cap is a field error on the end", () => {
    const err = thrown(() => checkRange("2027-03-01", "2028-03-01", ["start_date", "end_date"]));
    expect(err).toBeInstanceOf(FieldValidationError);
    expect(Object.keys((err as FieldValidationError).errors)).toEqual(["end_date"]);
  });
});

const today = "2027-03-01";
const stay = (over: Partial<StayInput> = {}): StayInput => ({
  unit_id: "single",
  rate_plan_id: "flex",
  start_date: "2027-03-10",
  end_date: "2027-03-12",
  adults: 2,
  ...over,
});

/** What resolving throws, as the wire would show it. */
function refusal(input: StayInput, origin: "api" | "hotel" | "channel" = "api") {
  try {
    resolveStay(hotel(), input, { origin, today });
  } catch (err) {
    if (err instanceof FieldValidationError) return { errors: err.errors };
    if (err instanceof AppError) return err.toBody();
    throw err;
  }
  return undefined;
}

describe("resolving a stay for sale", () => {
  it("prices each night and the total in minor units", () => {
    const resolved = resolveStay(hotel(), stay(), { origin: "api", today });
    expect(resolved.unit.id).toBe("single");
    expect(resolved.plan?.id).toBe("flex");
    expect(resolved.nights).toBe(2);
    expect(resolved.priced).toEqual({
      nightly: [
        { date: "2027-03-10", price: 100 },
        { date: "2027-03-11", price: 100 },
      ],
      nightly_minor: 10000,
      total_minor: 20000,
      // No discount, children, taxes or policy: free until check-in on the arrival day.
      discounts: [],
      children: [],
      taxes: [],
      tax_amounts: [],
      cancellation_policy: null,
      free_cancellation_until: "2027-03-10T15:00:00Z",
      cancellation_fee_minor: 0,
    });
  });

  it("prices a derived plan with its parent's prices", () => {
    const resolved = resolveStay(hotel(), stay({ rate_plan_id: "grandchild", adults: 1 }), {
      origin: "api",
      today,
    });
    expect(resolved.priced.total_minor).toBe(16000);
  });

  it.each([
    ["an unknown unit", { unit_id: "nope" }, "UNIT_NOT_FOUND"],
    ["an unpublished unit", { unit_id: "hidden" }, "UNIT_NOT_FOUND"],
    ["a unit blocked for sale", { unit_id: "blocked" }, "UNIT_NOT_FOUND"],
    ["a unit with no api plan", { unit_id: "ota", rate_plan_id: "otaPlan" }, "UNIT_NOT_FOUND"],
    ["an unknown plan", { rate_plan_id: "nope" }, "RATE_PLAN_NOT_FOUND"],
    ["an ota plan", { rate_plan_id: "otaPlan" }, "RATE_PLAN_WRONG_SALES_CHANNEL"],
    ["an inactive plan", { rate_plan_id: "offPlan" }, "RATE_PLAN_INACTIVE"],
    ["a plan under an inactive parent", { rate_plan_id: "underOff", adults: 1 }, "RATE_PLAN_PARENT_INACTIVE"],
    ["a plan whose parent is gone", { rate_plan_id: "orphan" }, "RATE_PLAN_PARENT_INACTIVE"],
    ["a plan without prices", { rate_plan_id: "noPrices" }, "RATE_PLAN_NOT_USABLE"],
    ["a plan not linked to the unit", { unit_id: "rt", rate_plan_id: "child" }, "RATE_PLAN_UNIT_NOT_LINKED"],
    ["too many adults", { adults: 3 }, "OCCUPANCY_OUT_OF_BOUNDS"],
    ["a quantity of 2", { quantity: 2 }, "INVALID_BOOKING_QUANTITY"],
    ["a stay past max_stay", { end_date: "2027-03-30" }, "RATE_PLAN_MAX_STAY"],
  ])("refuses a partner %s", (_, over, code) => {
    expect(refusal(stay(over))).toMatchObject({ error_code: code });
  });

  it.each([
    ["no rate plan", { rate_plan_id: undefined }, { rate_plan_id: ["is required"] }],
    ["a start in the past", { start_date: "2027-02-28" }, { start_date: ["must not be in the past"] }],
    ["an end before the start", { end_date: "2027-03-09" }, { end_date: ["must be after start_date"] }],
    ["a room of a single unit", { room_id: "r1" }, { room_id: ["only room types have rooms to choose"] }],
    ["a room of another unit", { unit_id: "rt", room_id: "r9" }, { room_id: ["is not a room of this unit"] }],
  ])("answers a field error for %s", (_, over, errors) => {
    expect(refusal(stay(over))).toEqual({ errors });
  });

  it("lets a stay start today", () => {
    expect(refusal(stay({ start_date: today }))).toBeUndefined();
  });

  it.each(["hotel", "channel"] as const)("lets a %s booking sell a unit partners cannot see", (origin) => {
    expect(refusal(stay({ unit_id: "hidden" }), origin)).toBeUndefined();
  });

  it.each(["hotel", "channel"] as const)("lets a %s booking sell on an ota plan", (origin) => {
    expect(refusal(stay({ rate_plan_id: "otaPlan" }), origin)).toBeUndefined();
  });

  it("records a hotel booking without a plan at no price", () => {
    const resolved = resolveStay(hotel(), stay({ rate_plan_id: undefined }), { origin: "hotel", today });
    expect(resolved.plan).toBeUndefined();
    expect(resolved.priced.total_minor).toBe(0);
    expect(resolved.priced.nightly).toEqual([
      { date: "2027-03-10", price: 0 },
      { date: "2027-03-11", price: 0 },
    ]);
  });

  it("still checks occupancy without a plan", () => {
    expect(refusal(stay({ rate_plan_id: undefined, adults: 3 }), "hotel")).toMatchObject({
      error_code: "OCCUPANCY_OUT_OF_BOUNDS",
      requested_adults: 3,
      max_adults: 2,
    });
  });
});

describe("a stay with children, taxes and a cancellation policy", () => {
  const family = () =>
    new Catalog(
      {
        id: "prop",
        currency: "EUR",
        timezone: "Europe/Madrid",
        check_in_time: "14:00",
        taxes: [
          { name: "VAT", kind: "percent", amount: 10, included: false },
          { name: "City tax", kind: "per_person_night", amount: 1.5, included: false },
          { name: "Service", kind: "percent", amount: 5, included: true },
        ],
      },
      [unit("room", { max_adults: 2, max_children: 2 })],
      [
        plan("flex", ["room"], {
          own_child_bands: [
            { max_age: 3, nightly_minor: 0 },
            { max_age: 12, nightly_minor: 2000 },
          ],
          cancellation_policy: { free_until_hours: 72, penalty: "percent", percent: 50 },
        }),
      ],
    );
  const resolve = (over: Partial<StayInput>) =>
    resolveStay(family(), stay({ unit_id: "room", ...over }), { origin: "api", today });

  it("prices each night with its children, adds the taxes not included and carries the policy", () => {
    const { priced } = resolve({ children: [2, 8] });
    // A night: 100 for two adults, 0 for the two-year-old, 20 for the eight-year-old.
    expect(priced.nightly).toEqual([
      { date: "2027-03-10", price: 120 },
      { date: "2027-03-11", price: 120 },
    ]);
    expect(priced.taxes).toEqual([
      { name: "VAT", amount: 24, included: false },
      { name: "City tax", amount: 12, included: false },
      { name: "Service", amount: 11.43, included: true },
    ]);
    expect(priced.total_minor).toBe((240 + 24 + 12) * 100);
    expect(priced.children).toEqual([2, 8]);
    expect(priced.cancellation_policy).toEqual({ free_until_hours: 72, penalty: "percent", percent: 50 });
    expect(priced.free_cancellation_until).toBe("2027-03-07T14:00:00+01:00");
    expect(priced.cancellation_fee_minor).toBe(13_800);
  });

  it("writes a quote's amounts from minor units with the currency's digits", () => {
    const { priced } = resolve({ children: [2, 8] });
    const nights = (price: string) => [
      { date: "2027-03-10", price },
      { date: "2027-03-11", price },
    ];
    const taxes = (vat: string, city: string, service: string) => [
      { name: "VAT", amount: vat, included: false },
      { name: "City tax", amount: city, included: false },
      { name: "Service", amount: service, included: true },
    ];
    expect(quotedAmounts(priced, "EUR")).toEqual({
      nightly: nights("120.00"),
      discounts: [],
      total_price: "276.00",
      taxes: taxes("24.00", "12.00", "11.43"),
    });
    // A currency without minor units rounds each amount to its unit, half away from zero.
    expect(quotedAmounts(priced, "JPY")).toEqual({
      nightly: nights("120"),
      discounts: [],
      total_price: "276",
      taxes: taxes("24", "12", "11"),
    });
  });

  it("refuses more children than the unit takes, with both counts", () => {
    expect(() => resolve({ children: [1, 2, 3] })).toThrow(
      expect.objectContaining({
        code: "OCCUPANCY_OUT_OF_BOUNDS",
        extra: { requested_adults: 2, max_adults: 2, requested_children: 3, max_children: 2 },
      }),
    );
  });

  it("counts children against a unit that takes none", () => {
    expect(refusal(stay({ children: [5] }))).toMatchObject({
      error_code: "OCCUPANCY_OUT_OF_BOUNDS",
      requested_children: 1,
      max_children: 0,
    });
  });
});
