import { type Restrictions, todayIn } from "@reservations/contracts";
import { nightsBetween } from "@reservations/service-kit/dates";
import { describe, expect, it } from "vitest";
import { type PlanFacts, type StayRequest, stayRefusal } from "./rate-plans.js";
import { restrictionDays, restrictionRuns } from "./restrictions.js";

// A two-night stay arriving 2027-03-10 (nights 10th and 11th, leaving the 12th), booked on 2027-03-01.
const plan = (restrictions: Record<string, Restrictions>, over: Partial<PlanFacts> = {}): PlanFacts => ({
  id: "rp",
  active: true,
  sales_channels: ["api"],
  parent: null,
  units: new Set(["u"]),
  min_stay: null,
  max_stay: null,
  prices: new Map([[2, 10000]]),
  child_bands: [],
  cancellation_policy: null,
  restrictions: new Map(Object.entries(restrictions)),
  promo_codes: [],
  length_of_stay_discounts: [],
  ...over,
});
const stay = (over: Partial<StayRequest> = {}): StayRequest => ({
  unit: { id: "u", max_adults: 2, max_children: 0 },
  start_date: "2027-03-10",
  end_date: "2027-03-12",
  nights: 2,
  today: "2027-03-01",
  adults: 2,
  children: [],
  channel: "api",
  ...over,
});
/** The same two nights moved by `days`. */
const moved = (days: number): Partial<StayRequest> => {
  const at = (d: number) => `2027-03-${String(d).padStart(2, "0")}`;
  return { start_date: at(10 + days), end_date: at(12 + days) };
};
const refusal = (p: PlanFacts, s: StayRequest) => stayRefusal(p, s)?.toBody();

describe("restrictions by date, at the edges of a stay", () => {
  it.each<[string, Record<string, Restrictions>, Partial<StayRequest>, Record<string, unknown> | undefined]>([
    // min_stay_arrival: only the arrival day counts.
    [
      "min_stay_arrival on the arrival day",
      { "2027-03-10": { min_stay_arrival: 3 } },
      {},
      { error_code: "RATE_PLAN_MIN_STAY", min_stay: 3, nights: 2 },
    ],
    ["min_stay_arrival on the second night", { "2027-03-11": { min_stay_arrival: 3 } }, {}, undefined],
    [
      "min_stay_arrival, arriving a day later",
      { "2027-03-10": { min_stay_arrival: 3 } },
      moved(1),
      undefined,
    ],
    [
      "min_stay_arrival, arriving a day earlier",
      { "2027-03-10": { min_stay_arrival: 3 } },
      moved(-1),
      undefined,
    ],
    // min_stay_through: every night of the stay, never its departure day.
    [
      "min_stay_through on the last night",
      { "2027-03-11": { min_stay_through: 3 } },
      {},
      { error_code: "RATE_PLAN_MIN_STAY", min_stay: 3, nights: 2 },
    ],
    ["min_stay_through on the departure day", { "2027-03-12": { min_stay_through: 3 } }, {}, undefined],
    ["min_stay_through the day before arrival", { "2027-03-09": { min_stay_through: 3 } }, {}, undefined],
    ["min_stay_through met exactly", { "2027-03-11": { min_stay_through: 2 } }, {}, undefined],
    // max_stay: the arrival day's.
    [
      "max_stay on the arrival day",
      { "2027-03-10": { max_stay: 1 } },
      {},
      { error_code: "RATE_PLAN_MAX_STAY", max_stay: 1, nights: 2 },
    ],
    ["max_stay on the last night", { "2027-03-11": { max_stay: 1 } }, {}, undefined],
    // closed to arrival: the first day; closed to departure: the day after the last night.
    [
      "closed to arrival on the arrival day",
      { "2027-03-10": { closed_to_arrival: true } },
      {},
      { error_code: "RATE_PLAN_CLOSED_TO_ARRIVAL", date: "2027-03-10" },
    ],
    ["closed to arrival on the last night", { "2027-03-11": { closed_to_arrival: true } }, {}, undefined],
    [
      "closed to arrival, arriving a day later",
      { "2027-03-10": { closed_to_arrival: true } },
      moved(1),
      undefined,
    ],
    [
      "closed to departure on the departure day",
      { "2027-03-12": { closed_to_departure: true } },
      {},
      { error_code: "RATE_PLAN_CLOSED_TO_DEPARTURE", date: "2027-03-12" },
    ],
    ["closed to departure on the last night", { "2027-03-11": { closed_to_departure: true } }, {}, undefined],
    [
      "closed to departure, leaving a day later",
      { "2027-03-12": { closed_to_departure: true } },
      moved(1),
      undefined,
    ],
    // stop-sell: any night, named; never the departure day.
    [
      "stop-sell on the last night",
      { "2027-03-11": { stop_sell: true } },
      {},
      { error_code: "RATE_PLAN_STOP_SELL", dates: ["2027-03-11"] },
    ],
    [
      "stop-sell on both nights",
      { "2027-03-10": { stop_sell: true }, "2027-03-11": { stop_sell: true } },
      {},
      { error_code: "RATE_PLAN_STOP_SELL", dates: ["2027-03-10", "2027-03-11"] },
    ],
    ["stop-sell on the departure day", { "2027-03-12": { stop_sell: true } }, {}, undefined],
    ["stop-sell the day before arrival", { "2027-03-09": { stop_sell: true } }, {}, undefined],
    // booking lead time: the arrival day's bounds against today.
    ["9 days ahead, at least 9", { "2027-03-10": { min_advance_days: 9 } }, {}, undefined],
    [
      "9 days ahead, at least 10",
      { "2027-03-10": { min_advance_days: 10 } },
      {},
      {
        error_code: "RATE_PLAN_ADVANCE_OUT_OF_BOUNDS",
        advance_days: 9,
        min_advance_days: 10,
        max_advance_days: null,
      },
    ],
    ["9 days ahead, at most 9", { "2027-03-10": { max_advance_days: 9 } }, {}, undefined],
    [
      "9 days ahead, at most 8",
      { "2027-03-10": { max_advance_days: 8 } },
      {},
      {
        error_code: "RATE_PLAN_ADVANCE_OUT_OF_BOUNDS",
        advance_days: 9,
        min_advance_days: null,
        max_advance_days: 8,
      },
    ],
    [
      "arriving today, at least 0",
      { "2027-03-10": { min_advance_days: 0 } },
      { today: "2027-03-10" },
      undefined,
    ],
    ["lead time set on the last night", { "2027-03-11": { min_advance_days: 30 } }, {}, undefined],
  ])("%s", (_, restrictions, over, expected) => {
    const body = refusal(plan(restrictions), stay(over));
    if (expected === undefined) expect(body).toBeUndefined();
    else expect(body).toEqual({ message: expect.any(String), ...expected });
  });

  it("takes the tightest minimum and maximum of the plan and the dates", () => {
    const p = plan(
      { "2027-03-10": { min_stay_arrival: 3, max_stay: 5 }, "2027-03-11": { min_stay_through: 4 } },
      { min_stay: 2, max_stay: 7 },
    );
    expect(refusal(p, stay({ end_date: "2027-03-13", nights: 3 }))).toMatchObject({ min_stay: 4, nights: 3 });
    expect(refusal(p, stay({ end_date: "2027-03-16", nights: 6 }))).toMatchObject({ max_stay: 5, nights: 6 });
    expect(refusal(p, stay({ end_date: "2027-03-14", nights: 4 }))).toBeUndefined();
  });

  it("checks the plan's own rules before the dates", () => {
    const closed = { "2027-03-10": { closed_to_arrival: true } };
    expect(refusal(plan(closed, { active: false }), stay())?.error_code).toBe("RATE_PLAN_INACTIVE");
    expect(refusal(plan(closed), stay({ adults: 3 }))?.error_code).toBe("OCCUPANCY_OUT_OF_BOUNDS");
  });
});

describe("booking lead time in the property's time zone", () => {
  it.each([
    // Madrid is UTC+1 in March: its day turns at 23:00 UTC.
    ["a minute before Madrid's midnight", "Europe/Madrid", "2027-03-09T22:59:00Z", 3],
    ["at Madrid's midnight", "Europe/Madrid", "2027-03-09T23:00:00Z", 2],
    // Auckland is UTC+13 in March: its 10th begins at 11:00 UTC on the 9th.
    ["a minute before Auckland's midnight", "Pacific/Auckland", "2027-03-09T10:59:00Z", 3],
    ["at Auckland's midnight", "Pacific/Auckland", "2027-03-09T11:00:00Z", 2],
    // Los Angeles is UTC-8 before its change on 14 March: its 10th begins at 08:00 UTC on the 10th.
    [
      "late on the 9th in Los Angeles, already the 10th in UTC",
      "America/Los_Angeles",
      "2027-03-10T07:59:00Z",
      3,
    ],
    ["at Los Angeles' midnight", "America/Los_Angeles", "2027-03-10T08:00:00Z", 2],
  ])("%s", (_, zone, now, days) => {
    // The lead time stayRefusal checks: from today in the property's time zone to the arrival.
    expect(nightsBetween(todayIn(zone, new Date(now)), "2027-03-12")).toBe(days);
  });
});

describe("restrictions shown by date", () => {
  const stored = new Map<string, Restrictions>([
    ["2027-03-02", { stop_sell: true }],
    ["2027-03-03", { stop_sell: true }],
    ["2027-03-05", { min_stay_arrival: 2 }],
  ]);

  it("answers every date of a range, with what is set on it", () => {
    expect(restrictionDays(stored, "2027-03-01", "2027-03-03")).toEqual([
      { date: "2027-03-01" },
      { date: "2027-03-02", stop_sell: true },
      { date: "2027-03-03", stop_sell: true },
    ]);
  });

  it("makes runs of equal restrictions for /rates, one run when there are none", () => {
    expect(restrictionRuns(new Map(), "2027-03-01", 365)).toEqual([{ nights: 365, restrictions: {} }]);
    expect(restrictionRuns(stored, "2027-03-01", 6)).toEqual([
      { nights: 1, restrictions: {} },
      { nights: 2, restrictions: { stop_sell: true } },
      { nights: 1, restrictions: {} },
      { nights: 1, restrictions: { min_stay_arrival: 2 } },
      { nights: 1, restrictions: {} },
    ]);
  });
});
