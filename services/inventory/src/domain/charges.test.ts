import { describe, expect, it } from "vitest";
import {
  chargedMinor,
  childBands,
  childrenNightMinor,
  freeCancellationUntil,
  lateCancellationFeeMinor,
  roundHalfUp,
  type TaxRule,
  taxAmounts,
  taxRule,
} from "./charges.js";

describe("children's prices", () => {
  const bands = childBands([
    { max_age: 11, nightly_price: 25 },
    { max_age: 2, nightly_price: 0 },
    { max_age: 17, nightly_price: 40.5 },
  ]);

  it("keeps bands lowest max_age first, in minor units", () => {
    expect(bands).toEqual([
      { max_age: 2, nightly_minor: 0 },
      { max_age: 11, nightly_minor: 2500 },
      { max_age: 17, nightly_minor: 4050 },
    ]);
  });

  it.each([
    [[0], 0],
    [[2], 0],
    [[3], 2500],
    [[11], 2500],
    [[12], 4050],
    [[17], 4050],
    [[1, 5, 14], 6550],
    [[], 0],
  ])("prices ages %j at %i a night", (ages, minor) => {
    expect(childrenNightMinor(bands, ages)).toBe(minor);
  });

  it("prices a child past every band at nothing", () => {
    expect(childrenNightMinor(childBands([{ max_age: 5, nightly_price: 10 }]), [9])).toBe(0);
  });
});

describe("taxes and fees", () => {
  const tax = (kind: TaxRule["kind"], amount: number, included = false) =>
    taxRule({ name: kind, kind, amount, included });
  const stay = { nightsMinor: 45_000, nights: 3, persons: 4 };

  it.each<[string, TaxRule, number]>([
    ["10 % added", tax("percent", 10), 4500],
    ["10 % included: the part of the price it is", tax("percent", 10, true), 4091],
    ["7.5 % added", tax("percent", 7.5), 3375],
    ["1.50 per night", tax("per_night", 1.5), 450],
    ["2.25 per person per night", tax("per_person_night", 2.25), 2700],
    ["5 per stay", tax("per_stay", 5), 500],
  ])("%s", (_, rule, minor) => {
    expect(taxAmounts([rule], stay)).toEqual([
      { name: rule.name, amount_minor: minor, included: rule.included },
    ]);
  });

  it("rounds each tax once, half up", () => {
    // 12345 × 10 % = 1234.5 → 1235; included: 12345 × 10/110 = 1122.27 → 1122.
    expect(
      taxAmounts([tax("percent", 10)], { nightsMinor: 12_345, nights: 1, persons: 1 })[0]!.amount_minor,
    ).toBe(1235);
    expect(
      taxAmounts([tax("percent", 10, true)], { nightsMinor: 12_345, nights: 1, persons: 1 })[0]!.amount_minor,
    ).toBe(1122);
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(4, 3)).toBe(1);
  });

  it("charges the nights and the taxes not included", () => {
    const taxes = taxAmounts(
      [tax("percent", 10), tax("per_person_night", 2.25), tax("percent", 10, true)],
      stay,
    );
    expect(chargedMinor(45_000, taxes)).toBe(45_000 + 4500 + 2700);
  });
});

describe("free cancellation", () => {
  it.each([
    [
      "check-in itself without a policy",
      "2027-06-10",
      "15:00",
      "Europe/Madrid",
      null,
      "2027-06-10T15:00:00+02:00",
    ],
    ["48 hours before check-in", "2027-06-10", "15:00", "Europe/Madrid", 48, "2027-06-08T15:00:00+02:00"],
    [
      "at the hotel's own check-in time",
      "2027-06-10",
      "14:30",
      "Asia/Tokyo",
      24,
      "2027-06-09T14:30:00+09:00",
    ],
    // Madrid moves its clocks forward at 02:00 on 28 March 2027: 48 real hours before 15:00 on the
    // 29th (UTC+2) is 14:00 on the 27th (UTC+1).
    [
      "real hours across a change of the clocks",
      "2027-03-29",
      "15:00",
      "Europe/Madrid",
      48,
      "2027-03-27T14:00:00+01:00",
    ],
    [
      "a stay over the change, arriving before it",
      "2027-03-27",
      "15:00",
      "Europe/Madrid",
      0,
      "2027-03-27T15:00:00+01:00",
    ],
    ["in UTC", "2027-06-10", "15:00", "UTC", 1, "2027-06-10T14:00:00Z"],
  ])("%s", (_, start, time, zone, hours, expected) => {
    const policy = hours === null ? null : { free_until_hours: hours, penalty: "full_stay" as const };
    expect(freeCancellationUntil(start, time, zone, policy)).toBe(expected);
  });

  it.each([
    ["no policy", null, 0],
    ["first night", { free_until_hours: 24, penalty: "first_night" as const }, 16_500],
    ["15 % of the charge", { free_until_hours: 24, penalty: "percent" as const, percent: 15 }, 7_541],
    ["the full stay", { free_until_hours: 24, penalty: "full_stay" as const }, 50_273],
  ])("a late cancellation costs, with %s", (_, policy, minor) => {
    // 15 % of 502.73 = 75.4095 → 75.41.
    expect(lateCancellationFeeMinor(policy, { firstNightMinor: 16_500, chargedMinor: 50_273 })).toBe(minor);
  });
});
