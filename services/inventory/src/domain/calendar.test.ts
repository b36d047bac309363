import type { Restrictions, Tax } from "@reservations/contracts";
import { toEpochDay } from "@reservations/service-kit/dates";
import { describe, expect, it } from "vitest";
import { type CalendarRequest, calendarOf, shortestStay } from "./calendar.js";
import { Catalog, type CatalogPlan, type CatalogUnit } from "./catalog.js";
import { LedgerProjection, type LedgerRow } from "./ledger-projection.js";
import type { PlanFacts } from "./rate-plans.js";
import { plan, unit } from "./test-catalog.js";

const TODAY = "2027-03-01";

function catalogOf(units: CatalogUnit[], plans: CatalogPlan[], taxes: Tax[] = []): Catalog {
  return new Catalog(
    { id: "prop", currency: "EUR", timezone: "UTC", check_in_time: "15:00", taxes },
    units,
    plans,
  );
}

const days = (entries: Record<string, Restrictions>) => new Map(Object.entries(entries));

/** Exposed units on every api plan, as a partner without a code sees them. */
function offers(catalog: Catalog): Map<PlanFacts, CatalogUnit[]> {
  const out = new Map<PlanFacts, CatalogUnit[]>();
  for (const u of catalog.exposedUnits()) {
    for (const p of catalog.apiPlansFor(u.id)) out.set(p, [...(out.get(p) ?? []), u]);
  }
  return out;
}

function calendar(
  catalog: Catalog,
  over: Partial<CalendarRequest> = {},
  rows: LedgerRow[] = [],
): ReturnType<typeof calendarOf> {
  const ledger = new LedgerProjection([], "2027-02-27", rows);
  return calendarOf(catalog, ledger, {
    from: TODAY,
    days: 5,
    today: TODAY,
    adults: 2,
    children: [],
    offers: offers(catalog),
    channel: "api",
    ...over,
  });
}

const booked = (unitId: string, start_date: string, end_date: string): LedgerRow => ({
  kind: "allocation",
  id: `${unitId}-${start_date}`,
  unit_id: unitId,
  room_id: null,
  start_date,
  end_date,
});

const sold = (date: string, nights: number, total: string, unit_id = "a", rate_plan_id = "flex") => ({
  date,
  nights,
  total_price: total,
  unit_id,
  rate_plan_id,
});
const none = (date: string) => ({ date, nights: null, total_price: null, unit_id: null, rate_plan_id: null });

describe("the price calendar", () => {
  it("answers a one-night stay on the lowest unit id each date when nothing restricts it", () => {
    const c = catalogOf([unit("b"), unit("a")], [plan("flex", ["a", "b"])]);
    expect(calendar(c, { days: 2 })).toEqual([
      sold("2027-03-01", 1, "100.00"),
      sold("2027-03-02", 1, "100.00"),
    ]);
  });

  it("gives past dates nothing", () => {
    const c = catalogOf([unit("a")], [plan("flex", ["a"])]);
    expect(calendar(c, { from: "2027-02-28", days: 2 })).toEqual([
      none("2027-02-28"),
      sold(TODAY, 1, "100.00"),
    ]);
  });

  it("prices the plan's minimum stay, and nothing past 30 nights", () => {
    const c = catalogOf([unit("a")], [plan("flex", ["a"], { min_stay: 3 })]);
    expect(calendar(c, { days: 1 })).toEqual([sold(TODAY, 3, "300.00")]);
    const long = catalogOf([unit("a")], [plan("flex", ["a"], { min_stay: 31 })]);
    expect(calendar(long, { days: 1 })).toEqual([none(TODAY)]);
  });

  it("follows the dates' rules: closed to arrival, closed to departure, stop sell, min stays", () => {
    const restrictions = days({
      "2027-03-01": { closed_to_arrival: true },
      "2027-03-03": { closed_to_departure: true },
      "2027-03-04": { stop_sell: true },
      "2027-03-05": { min_stay_arrival: 2, min_stay_through: 3 },
    });
    const c = catalogOf([unit("a")], [plan("flex", ["a"], { restrictions })]);
    expect(calendar(c, { days: 5 })).toEqual([
      none("2027-03-01"),
      // One night would leave on the 3rd, closed to departure; two leave on the 4th (its night is stopped).
      sold("2027-03-02", 2, "200.00"),
      sold("2027-03-03", 1, "100.00"),
      none("2027-03-04"),
      sold("2027-03-05", 3, "300.00"),
    ]);
  });

  it("takes a longer stay when departure is closed on the shorter one's last day", () => {
    const restrictions = days({ "2027-03-02": { closed_to_departure: true } });
    const c = catalogOf([unit("a")], [plan("flex", ["a"], { restrictions })]);
    expect(calendar(c, { days: 1 })).toEqual([sold(TODAY, 2, "200.00")]);
  });

  it("lengthens a stay to the min_stay_through of a later night only when it takes that night", () => {
    const restrictions = days({ "2027-03-02": { min_stay_through: 4 } });
    const c = catalogOf([unit("a")], [plan("flex", ["a"], { restrictions })]);
    expect(calendar(c, { days: 2 })).toEqual([sold(TODAY, 1, "100.00"), sold("2027-03-02", 4, "400.00")]);
  });

  it("sells nothing on a plan the stay rules refuse whatever the date (an inactive plan)", () => {
    const c = catalogOf([unit("a")], [plan("flex", ["a"])]);
    const inactive = { ...c.planFacts("flex")!, active: false };
    expect(calendar(c, { days: 1, offers: new Map([[inactive, [c.units.get("a")!]]]) })).toEqual([
      none(TODAY),
    ]);
  });

  it("stops at the plan's and the arrival date's max stay", () => {
    const restrictions = days({ "2027-03-01": { min_stay_arrival: 3, max_stay: 2 } });
    const c = catalogOf([unit("a")], [plan("flex", ["a"], { restrictions })]);
    expect(shortestStay(c.planFacts("flex")!, toEpochDay(TODAY), TODAY)).toBeUndefined();
  });

  it("skips a unit booked on a night of the stay, and sells nothing when every unit is", () => {
    const c = catalogOf([unit("a"), unit("b")], [plan("flex", ["a", "b"], { min_stay: 2 })]);
    const rows = [booked("a", "2027-03-02", "2027-03-03"), booked("b", "2027-03-03", "2027-03-04")];
    expect(calendar(c, { days: 3 }, rows)).toEqual([
      sold("2027-03-01", 2, "200.00", "b"),
      none("2027-03-02"),
      sold("2027-03-03", 2, "200.00", "a"),
    ]);
  });

  it("takes the lowest total across plans; a tie goes to fewer nights, then the plan id", () => {
    const c = catalogOf(
      [unit("a")],
      [
        plan("long", ["a"], { min_stay: 2, own_prices: new Map([[2, 4000]]) }),
        plan("dear", ["a"], { own_prices: new Map([[2, 9000]]) }),
        plan("cheap", ["a"], { own_prices: new Map([[2, 8000]]) }),
        plan("also", ["a"], { own_prices: new Map([[2, 8000]]) }),
      ],
    );
    expect(calendar(c, { days: 1 })).toEqual([sold(TODAY, 1, "80.00", "a", "also")]);
  });

  it("counts the guests: adults the plan prices, children the unit takes and their bands", () => {
    const bands = [{ max_age: 11, nightly_minor: 1500 }];
    const c = catalogOf(
      [unit("a", { max_children: 0 }), unit("kids", { max_children: 2 })],
      [plan("flex", ["a", "kids"], { own_child_bands: bands })],
    );
    expect(calendar(c, { days: 1, children: [4, 9] })).toEqual([sold(TODAY, 1, "130.00", "kids")]);
    expect(calendar(c, { days: 1, adults: 1 })).toEqual([sold(TODAY, 1, "80.00")]);
    expect(calendar(c, { days: 1, adults: 3 })).toEqual([none(TODAY)]);
  });

  it("adds the property's taxes as a quote does", () => {
    const taxes: Tax[] = [{ name: "City", kind: "per_person_night", amount: 2.5, included: false }];
    const c = catalogOf([unit("a")], [plan("flex", ["a"], { min_stay: 2 })], taxes);
    expect(calendar(c, { days: 1 })).toEqual([sold(TODAY, 2, "210.00")]);
  });
});
