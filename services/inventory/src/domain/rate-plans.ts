import { AppError, FieldValidationError } from "@reservations/contracts";
import { nightsOf } from "@reservations/service-kit/dates";
import { fromMinor, toMinor } from "@reservations/service-kit/money";

export interface PlanFacts {
  id: string;
  active: boolean;
  sales_channels: string[];
  /** null when the plan derives from no parent; a parent that no longer exists is `{ exists: false }`. */
  parent: { active: boolean; exists: boolean } | null;
  unit_ids: string[];
  min_stay: number | null;
  max_stay: number | null;
  /** Effective nightly price in minor units per number of adults (own prices, else the parent's). */
  prices: Map<number, number>;
}

export interface StayRequest {
  unit: { id: string; max_adults: number };
  nights: number;
  adults: number;
  quantity?: number;
  /** Partner bookings need a plan sold in channel api; hotel and channel bookings do not. */
  channel: "api" | "any";
}

/**
 * Why a stay cannot be sold on a rate plan, checked in a fixed order; undefined
 * when it can (availability is checked separately, under lock).
 */
export function stayRefusal(plan: PlanFacts, req: StayRequest): AppError | undefined {
  if (req.adults > req.unit.max_adults) {
    return new AppError("OCCUPANCY_OUT_OF_BOUNDS", {
      extra: { requested_adults: req.adults, max_adults: req.unit.max_adults },
    });
  }
  if (req.quantity !== undefined && req.quantity !== 1) {
    return new AppError("INVALID_BOOKING_QUANTITY", { extra: { max_quantity: 1 } });
  }
  if (plan.min_stay !== null && req.nights < plan.min_stay) {
    return new AppError("RATE_PLAN_MIN_STAY", { extra: { min_stay: plan.min_stay, nights: req.nights } });
  }
  if (plan.max_stay !== null && req.nights > plan.max_stay) {
    return new AppError("RATE_PLAN_MAX_STAY", { extra: { max_stay: plan.max_stay, nights: req.nights } });
  }
  if (plan.prices.size > 0 && !plan.prices.has(req.adults)) {
    return new AppError("RATE_PLAN_OCCUPANCY_NOT_CONFIGURED", {
      extra: {
        requested_adults: req.adults,
        configured_adults: [...plan.prices.keys()].sort((a, b) => a - b),
      },
    });
  }
  if (!plan.unit_ids.includes(req.unit.id)) return new AppError("RATE_PLAN_UNIT_NOT_LINKED");
  if (req.channel === "api" && !plan.sales_channels.includes("api")) {
    return new AppError("RATE_PLAN_WRONG_SALES_CHANNEL");
  }
  if (!plan.active) return new AppError("RATE_PLAN_INACTIVE");
  if (plan.parent && !plan.parent.active) return new AppError("RATE_PLAN_PARENT_INACTIVE");
  if (plan.prices.size === 0 || (plan.parent && !plan.parent.exists))
    return new AppError("RATE_PLAN_NOT_USABLE");
  return undefined;
}

/** Whether partners may sell on the plan at all (what /rates lists and what exposes a unit). */
export function sellableThroughApi(plan: PlanFacts): boolean {
  return plan.active && plan.sales_channels.includes("api") && (!plan.parent || plan.parent.active);
}

export interface PricedStay {
  nightly: { date: string; price: number }[];
  total_minor: number;
  total_price: number;
}

/** Prices each night in minor units; the total is exact (no floating-point sums). */
export function priceStay(start: string, end: string, nightlyMinor: number): PricedStay {
  const nights = nightsOf(start, end);
  const total = nightlyMinor * nights.length;
  return {
    nightly: nights.map((date) => ({ date, price: fromMinor(nightlyMinor) })),
    total_minor: total,
    total_price: fromMinor(total),
  };
}

/** A plan's prices as stored, in minor units; one price per number of adults, else a field error. */
export function pricesInMinor(
  prices: { adults: number; nightly_price: number }[],
): { adults: number; nightly_minor: number }[] {
  const adults = prices.map((p) => p.adults);
  const repeated = [...new Set(adults.filter((a, i) => adults.indexOf(a) !== i))];
  if (repeated.length > 0) {
    throw FieldValidationError.single("prices", `more than one price for adults ${repeated.join(", ")}`);
  }
  return prices.map((p) => ({ adults: p.adults, nightly_minor: toMinor(p.nightly_price) }));
}
