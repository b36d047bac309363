import { AppError, type CancellationPolicy, FieldValidationError } from "@reservations/contracts";
import { nightsOf } from "@reservations/service-kit/dates";
import { fromMinor, toMinor } from "@reservations/service-kit/money";
import { type ChildBand, roundHalfUp } from "./charges.js";
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
  /** The plan's restrictions by date: its own, merged with its parent's when it inherits them. */
  restrictions: RestrictionsByDate;
  /** Normalized (normalizePromoCode); empty for a public plan. */
  promo_codes: readonly string[];
  /** Lowest min_nights first. */
  length_of_stay_discounts: readonly LengthOfStayDiscount[];
}

/** A length-of-stay discount: `percent_units` in hundredths of a percent. */
export interface LengthOfStayDiscount {
  min_nights: number;
  percent_units: number;
}

/** How a derived plan's prices follow its parent's: a percent in hundredths, or an amount in minor units. */
export interface Derivation {
  adjustment: "percent" | "amount";
  /** Hundredths of a percent for `percent`; minor units for `amount`; may be negative. */
  units: number;
  inherit_restrictions: boolean;
}

/** A rate plan has at most this many plans above it: a derived one is priced from that far up at most. */
export const MAX_ANCESTORS = 3;

/** A promo code as compared: trimmed, lower-case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toLowerCase();
}

/** Whether a request carrying `promoCode` (or none) may see the plan: a public plan always, a private one with its code. */
export function visibleWith(plan: Pick<PlanFacts, "promo_codes">, promoCode: string | undefined): boolean {
  if (plan.promo_codes.length === 0) return true;
  return promoCode !== undefined && plan.promo_codes.includes(normalizePromoCode(promoCode));
}

/**
 * A parent's price in minor units adjusted by a derivation, rounded half up to the minor unit; a
 * negative result is clamped to 0, since a night is never sold for less than nothing.
 */
export function derivedMinor(parentMinor: number, d: Pick<Derivation, "adjustment" | "units">): number {
  const minor =
    d.adjustment === "percent"
      ? roundHalfUp(parentMinor * (10_000 + d.units), 10_000)
      : parentMinor + d.units;
  return Math.max(0, minor);
}

/** The discount for a stay of `nights`: the one with the greatest min_nights it reaches, if any. */
export function lengthOfStayDiscount(
  discounts: readonly LengthOfStayDiscount[],
  nights: number,
): LengthOfStayDiscount | undefined {
  let best: LengthOfStayDiscount | undefined;
  for (const d of discounts)
    if (nights >= d.min_nights && (!best || d.min_nights > best.min_nights)) best = d;
  return best;
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

/** A request's derivation as stored: the percent in hundredths, the amount in minor units. */
export function derivationOf(
  d:
    | { adjustment: "percent"; value: number; inherit_restrictions: boolean }
    | {
        adjustment: "amount";
        value: string;
        inherit_restrictions: boolean;
      },
): Derivation {
  return {
    adjustment: d.adjustment,
    units: d.adjustment === "percent" ? Math.round(d.value * 100) : toMinor(d.value),
    inherit_restrictions: d.inherit_restrictions,
  };
}

/** A request's length-of-stay discounts as stored, lowest min_nights first. */
export const lengthOfStayDiscountsOf = (
  ds: { min_nights: number; percent: number }[],
): LengthOfStayDiscount[] =>
  ds
    .map((d) => ({ min_nights: d.min_nights, percent_units: Math.round(d.percent * 100) }))
    .sort((a, b) => a.min_nights - b.min_nights);

/** A request's promo codes as stored: as given (trimmed), each at most once however it is written. */
export function promoCodesOf(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes.filter((c) => {
    const key = normalizePromoCode(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The pricing rules of a plan as it will be stored: a derivation needs a parent, and a derived
 * plan has no prices of its own (a plan turned derived drops those it had). Field errors otherwise.
 */
export function checkDerivation(plan: {
  parent_rate_plan_id: string | null;
  /** The derivation in any form: only whether there is one counts here. */
  derived: object | null;
  /** The prices and child prices the request sends (undefined: not sent). */
  sent: { prices?: readonly unknown[]; child_prices?: readonly unknown[] };
}): void {
  if (!plan.derived) return;
  if (plan.parent_rate_plan_id === null)
    throw FieldValidationError.single("derived", "needs a parent_rate_plan_id to derive from");
  for (const field of ["prices", "child_prices"] as const) {
    if ((plan.sent[field]?.length ?? 0) > 0)
      throw FieldValidationError.single(field, "a derived rate plan takes its prices from its parent");
  }
}
