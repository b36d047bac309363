import { CALENDAR_MAX_NIGHTS, type CalendarEntry, formatMoney } from "@reservations/contracts";
import { fromEpochDay, toEpochDay } from "@reservations/service-kit/dates";
import { unitAvailabilityByNight } from "./availability.js";
import type { Catalog, CatalogUnit } from "./catalog.js";
import type { NightCounts } from "./holds.js";
import { occupancyRefusal, type PlanFacts, stayRefusal } from "./rate-plans.js";
import { datesRefusal, stayBounds } from "./restrictions.js";
import { chargeStay } from "./stay.js";

// The price calendar: for each arrival date, the lowest total of a stay of the shortest length
// the rules allow that date, over the units and plans the caller may sell. Built from the catalog
// and the ledger's projection in one pass, never from quotes.

export interface CalendarRequest {
  /** The first arrival date, and how many arrival dates. */
  from: string;
  days: number;
  /** The property's local date: earlier arrivals sell nothing. */
  today: string;
  adults: number;
  children: readonly number[];
  /** The plans each unit may be sold on, with the units partners (or the hotel) see. */
  offers: ReadonlyMap<PlanFacts, readonly CatalogUnit[]>;
  /** Partner calls need plans sold in channel api. */
  channel: "api" | "any";
}

/** A stay that sells: the best of a date so far. */
interface Best {
  nights: number;
  total_minor: number;
  unit_id: string;
  rate_plan_id: string;
}

/** Lower total first, then fewer nights, then unit id, then plan id. */
function better(a: Best, b: Best | undefined): boolean {
  if (!b) return true;
  if (a.total_minor !== b.total_minor) return a.total_minor < b.total_minor;
  if (a.nights !== b.nights) return a.nights < b.nights;
  if (a.unit_id !== b.unit_id) return a.unit_id < b.unit_id;
  return a.rate_plan_id < b.rate_plan_id;
}

/**
 * The shortest stay arriving `first` (an epoch day) the plan's rules allow: its length bounds
 * (the plan's and the dates' min and max stays), then the dates (closed to arrival or departure,
 * stop sell, advance). Longer stays are tried only while a longer one could pass: past the
 * maximum, or once arrival, a stopped night or the advance refuses, none does. At most
 * CALENDAR_MAX_NIGHTS nights.
 */
export function shortestStay(plan: PlanFacts, first: number, today: string): number | undefined {
  const start_date = fromEpochDay(first);
  for (let nights = 1; nights <= CALENDAR_MAX_NIGHTS; nights++) {
    const bounds = stayBounds(plan, plan.restrictions, { start_date, nights });
    if (bounds.max !== null && nights > bounds.max) return undefined;
    if (bounds.min !== null && nights < bounds.min) {
      // Every length up to that minimum takes these nights too, so none of them passes: on to it.
      nights = bounds.min - 1;
      continue;
    }
    const end_date = fromEpochDay(first + nights);
    const refusal = datesRefusal(plan.restrictions, { start_date, end_date, nights, today });
    if (!refusal) return nights;
    if (refusal.code !== "RATE_PLAN_CLOSED_TO_DEPARTURE") return undefined;
  }
  return undefined;
}

/** Whether the plan can price the stay's guests at all (stayRefusal's checks of the plan alone). */
function pricesGuests(plan: PlanFacts, adults: number): boolean {
  return plan.prices.has(adults) && !(plan.parent && !plan.parent.exists);
}

/**
 * One entry per arrival date from `from`, in date order. Per (unit, plan) the stay is the shortest
 * the plan's rules allow that date (shortestStay: the same for every unit of the plan), sold when
 * the unit takes the guests and is free every night of it; the entry is the lowest total of
 * those, ties to fewer nights, then the lower unit id, then plan id. A plan's total depends on its
 * nights alone (prices, children, length-of-stay discount and taxes do not vary by date), so each
 * (plan, nights) is priced once, with chargeStay, as a quote prices it.
 */
export function calendarOf(catalog: Catalog, ledger: NightCounts, req: CalendarRequest): CalendarEntry[] {
  const { currency } = catalog.property;
  const offers: { plan: PlanFacts; units: CatalogUnit[] }[] = [];
  for (const [plan, units] of req.offers) {
    if (!pricesGuests(plan, req.adults)) continue;
    const fits = units
      .filter((u) => plan.units.has(u.id) && !occupancyRefusal(u, req.adults, req.children.length))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (fits.length > 0) offers.push({ plan, units: fits });
  }
  const totals = new Map<string, number>();
  const totalOf = (plan: PlanFacts, start_date: string, end_date: string, nights: number) => {
    const key = `${plan.id}|${nights}`;
    let total = totals.get(key);
    if (total === undefined) {
      const stay = { start_date, end_date, adults: req.adults, children: [...req.children] };
      total = chargeStay(catalog.property, plan, stay, nights).total_minor;
      totals.set(key, total);
    }
    return total;
  };
  const first = toEpochDay(req.from);
  const data: CalendarEntry[] = [];
  for (let day = first; day < first + req.days; day++) {
    const date = fromEpochDay(day);
    let best: Best | undefined;
    if (date >= req.today) {
      for (const { plan, units } of offers) {
        const nights = shortestStay(plan, day, req.today);
        if (nights === undefined) continue;
        const end_date = fromEpochDay(day + nights);
        const total = totalOf(plan, date, end_date, nights);
        // A plan that cannot beat the best so far is not searched; ties go on to the unit and plan ids.
        if (best && (total > best.total_minor || (total === best.total_minor && nights > best.nights)))
          continue;
        // Units are in id order: the first that sells is the plan's best for the date.
        const unit = firstSold(catalog, ledger, req, plan, units, { date, end_date, nights });
        if (!unit) continue;
        const pick = { nights, total_minor: total, unit_id: unit.id, rate_plan_id: plan.id };
        if (better(pick, best)) best = pick;
      }
    }
    data.push(
      best
        ? {
            date,
            nights: best.nights,
            total_price: formatMoney(best.total_minor, currency),
            unit_id: best.unit_id,
            rate_plan_id: best.rate_plan_id,
          }
        : { date, nights: null, total_price: null, unit_id: null, rate_plan_id: null },
    );
  }
  return data;
}

/**
 * The first unit free for the whole stay that the plan sells it on. stayRefusal has the last word,
 * as it has on a quote; with occupancy and linking checked already, what it refuses it refuses
 * for every unit, so the search stops there.
 */
function firstSold(
  catalog: Catalog,
  ledger: NightCounts,
  req: CalendarRequest,
  plan: PlanFacts,
  units: readonly CatalogUnit[],
  stay: { date: string; end_date: string; nights: number },
): CatalogUnit | undefined {
  const dates = { start_date: stay.date, end_date: stay.end_date };
  for (const unit of units) {
    if (!unitAvailabilityByNight(catalog.nodes.get(unit.id)!, catalog.nodes, dates, ledger).available)
      continue;
    const refusal = stayRefusal(plan, {
      unit,
      nights: stay.nights,
      ...dates,
      today: req.today,
      adults: req.adults,
      children: req.children,
      channel: req.channel,
    });
    return refusal ? undefined : unit;
  }
  return undefined;
}
