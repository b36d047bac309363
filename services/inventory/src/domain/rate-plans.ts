import { AppError, type CancellationPolicy, FieldValidationError } from "@reservations/contracts";
import { nightsOf } from "@reservations/service-kit/dates";
import { fromMinor, toMinor } from "@reservations/service-kit/money";
import type { ChildBand } from "./charges.js";
import { type DatedStay, datesRefusal, type RestrictionsByDate, stayBounds } from "./restrictions.js";

export interface PlanFacts {
  id: string;
  active: boolean;
  sales_channels: string[];
  /** null when the plan derives from no parent; a parent that no longer exists is `{ exists: false }`. */
  parent: { active: boolean; exists: boolean } | null;
  /** The units the plan is linked to. */
  units: ReadonlySet<string>;
  min_stay: number | null;
  max_stay: number | null;
  /** Effective nightly price in minor units per number of adults (own prices, else the parent's). */
  prices: Map<number, number>;
  /** Child price bands of the plan the prices come from, lowest max_age first. */
  child_bands: ChildBand[];
  /** The plan's own policy; null: free until arrival. */
  cancellation_policy: CancellationPolicy | null;
  /** The plan's own restrictions by date. */
  restrictions: RestrictionsByDate;
}

export interface StayRequest extends DatedStay {
  unit: { id: string; max_adults: number; max_children: number };
  adults: number;
  /** The children's ages. */
  children: readonly number[];
  quantity?: number;
  /** Partner bookings need a plan sold in channel api; hotel and channel bookings do not. */
  channel: "api" | "any";
}

/** More adults or children than the unit takes; the children's numbers come when they are too many. */
export function occupancyRefusal(
  unit: StayRequest["unit"],
  adults: number,
  children: number,
): AppError | undefined {
  const tooManyChildren = children > unit.max_children;
  if (adults <= unit.max_adults && !tooManyChildren) return undefined;
  return new AppError("OCCUPANCY_OUT_OF_BOUNDS", {
    extra: {
      requested_adults: adults,
      max_adults: unit.max_adults,
      ...(tooManyChildren ? { requested_children: children, max_children: unit.max_children } : {}),
    },
  });
}

/**
 * Why a stay cannot be sold on a rate plan, checked in a fixed order; undefined
 * when it can (availability is checked separately, under lock).
 */
export function stayRefusal(plan: PlanFacts, req: StayRequest): AppError | undefined {
  const occupancy = occupancyRefusal(req.unit, req.adults, req.children.length);
  if (occupancy) return occupancy;
  if (req.quantity !== undefined && req.quantity !== 1) {
    return new AppError("INVALID_BOOKING_QUANTITY", { extra: { max_quantity: 1 } });
  }
  const bounds = stayBounds(plan, plan.restrictions, req);
  if (bounds.min !== null && req.nights < bounds.min) {
    return new AppError("RATE_PLAN_MIN_STAY", { extra: { min_stay: bounds.min, nights: req.nights } });
  }
  if (bounds.max !== null && req.nights > bounds.max) {
    return new AppError("RATE_PLAN_MAX_STAY", { extra: { max_stay: bounds.max, nights: req.nights } });
  }
  if (plan.prices.size > 0 && !plan.prices.has(req.adults)) {
    return new AppError("RATE_PLAN_OCCUPANCY_NOT_CONFIGURED", {
      extra: {
        requested_adults: req.adults,
        configured_adults: [...plan.prices.keys()].sort((a, b) => a - b),
      },
    });
  }
  if (!plan.units.has(req.unit.id)) return new AppError("RATE_PLAN_UNIT_NOT_LINKED");
  if (req.channel === "api" && !plan.sales_channels.includes("api")) {
    return new AppError("RATE_PLAN_WRONG_SALES_CHANNEL");
  }
  if (!plan.active) return new AppError("RATE_PLAN_INACTIVE");
  if (plan.parent && !plan.parent.active) return new AppError("RATE_PLAN_PARENT_INACTIVE");
  if (plan.prices.size === 0 || (plan.parent && !plan.parent.exists))
    return new AppError("RATE_PLAN_NOT_USABLE");
  return datesRefusal(plan.restrictions, req);
}

/** Whether partners may sell on the plan at all (what /rates lists and what exposes a unit). */
export function sellableThroughApi(plan: PlanFacts): boolean {
  return plan.active && plan.sales_channels.includes("api") && (!plan.parent || plan.parent.active);
}

export interface PricedNights {
  nightly: { date: string; price: number }[];
  /** Each night's price, in minor units. */
  nightly_minor: number;
  total_minor: number;
}

/** Prices each night in minor units; the total is exact (no floating-point sums). */
export function priceStay(start: string, end: string, nightlyMinor: number): PricedNights {
  const nights = nightsOf(start, end);
  return {
    nightly: nights.map((date) => ({ date, price: fromMinor(nightlyMinor) })),
    nightly_minor: nightlyMinor,
    total_minor: nightlyMinor * nights.length,
  };
}

/** A plan's prices as stored, in minor units; one price per number of adults, else a field error. */
export function pricesInMinor(
  prices: { adults: number; nightly_price: string | number }[],
): { adults: number; nightly_minor: number }[] {
  const adults = prices.map((p) => p.adults);
  const repeated = [...new Set(adults.filter((a, i) => adults.indexOf(a) !== i))];
  if (repeated.length > 0) {
    throw FieldValidationError.single("prices", `more than one price for adults ${repeated.join(", ")}`);
  }
  return prices.map((p) => ({ adults: p.adults, nightly_minor: toMinor(p.nightly_price) }));
}
