import {
  type AllocateInput,
  AppError,
  FieldValidationError,
  formatMoney,
  type Quote,
  type StayTax,
} from "@reservations/contracts";
import { nightsBetween } from "@reservations/service-kit/dates";
import type { Catalog, CatalogProperty, CatalogUnit } from "./catalog.js";
import {
  chargedMinor,
  childrenNightMinor,
  lateCancellationFeeMinor,
  roundHalfUp,
  stayTaxes,
  type TaxAmount,
  taxAmounts,
  taxLines,
} from "./charges.js";
import {
  lengthOfStayDiscount,
  occupancyRefusal,
  type PlanFacts,
  type PricedNights,
  priceStay,
  stayRefusal,
  visibleWith,
} from "./rate-plans.js";

export const MAX_QUERY_NIGHTS = 365;

/** A date range for stays: end after start, at most 365 nights; field errors on the end otherwise. */
export function checkRange(start: string, end: string, names: [string, string]): number {
  const nights = nightsBetween(start, end);
  if (nights <= 0) throw FieldValidationError.single(names[1], `must be after ${names[0]}`);
  if (nights > MAX_QUERY_NIGHTS) {
    throw FieldValidationError.single(
      names[1],
      `must be at most ${MAX_QUERY_NIGHTS} nights after ${names[0]}`,
    );
  }
  return nights;
}

/**
 * A date range for the wide reads (availability, rates): end after start (a field error), at
 * most 365 nights. Past the cap it is the coded DATE_RANGE_TOO_LONG, which names the cap, so a
 * client pulling a year at a time can tell it from a malformed date and cut its range to fit.
 */
export function checkQueryRange(start: string, end: string, names: [string, string]): number {
  const nights = nightsBetween(start, end);
  if (nights > MAX_QUERY_NIGHTS) {
    throw new AppError("DATE_RANGE_TOO_LONG", {
      message: `From ${names[0]} to ${names[1]} is ${nights} nights; a query spans at most ${MAX_QUERY_NIGHTS}.`,
      extra: { max_nights: MAX_QUERY_NIGHTS, nights },
    });
  }
  return checkRange(start, end, names);
}

/** What a quote and an allocation ask for alike. */
export type StayInput = Pick<
  AllocateInput,
  "unit_id" | "room_id" | "rate_plan_id" | "start_date" | "end_date" | "adults" | "quantity" | "promo_code"
> & { children?: number[] };

/** A discount taken off a stay's nights' price, before taxes. */
export interface StayDiscount {
  kind: "length_of_stay";
  min_nights: number;
  /** Hundredths of a percent. */
  percent_units: number;
  amount_minor: number;
}

/** A stay's price and terms: `total_minor` is what the guest is charged; `nightly` is before discounts. */
export interface PricedStay extends PricedNights {
  discounts: StayDiscount[];
  children: number[];
  taxes: StayTax[];
  /** The taxes in minor units, for an answer to write exactly. */
  tax_amounts: TaxAmount[];
  cancellation_policy: PlanFacts["cancellation_policy"];
  free_cancellation_until: string;
  /** What a cancellation after free_cancellation_until costs. */
  cancellation_fee_minor: number;
}

export interface ResolvedStay {
  unit: CatalogUnit;
  plan: PlanFacts | undefined;
  nights: number;
  priced: PricedStay;
}

/**
 * The stay's charge on `plan`: each night the adults' price and each child's, the property's
 * taxes on them, the plan's cancellation policy. Without a plan (a hotel's or a channel's booking
 * recorded at no price) it carries no price, no tax and no policy.
 */
export function chargeStay(
  property: CatalogProperty,
  plan: PlanFacts | undefined,
  input: Pick<StayInput, "start_date" | "end_date" | "adults" | "children">,
  nights: number,
): PricedStay {
  const children = input.children ?? [];
  const nightMinor = plan
    ? plan.prices.get(input.adults)! + childrenNightMinor(plan.child_bands, children)
    : 0;
  const base = priceStay(input.start_date, input.end_date, nightMinor);
  const discount = plan && lengthOfStayDiscount(plan.length_of_stay_discounts, nights);
  const discounts: StayDiscount[] = discount
    ? [
        {
          kind: "length_of_stay",
          min_nights: discount.min_nights,
          percent_units: discount.percent_units,
          amount_minor: roundHalfUp(base.total_minor * discount.percent_units, 10_000),
        },
      ]
    : [];
  const nightsMinor = discounts.reduce((sum, d) => sum - d.amount_minor, base.total_minor);
  const taxes = plan
    ? taxAmounts(property.taxes, { nightsMinor, nights, persons: input.adults + children.length })
    : [];
  const charged = chargedMinor(nightsMinor, taxes);
  const policy = plan?.cancellation_policy ?? null;
  return {
    nightly: base.nightly,
    nightly_minor: base.nightly_minor,
    total_minor: charged,
    discounts,
    children,
    taxes: stayTaxes(taxes),
    tax_amounts: taxes,
    cancellation_policy: policy,
    free_cancellation_until: property.freeCancellationUntil(input.start_date, policy),
    // The first night is the undiscounted one: a discount is for the stay as a whole.
    cancellation_fee_minor: lateCancellationFeeMinor(policy, {
      firstNightMinor: nightMinor,
      chargedMinor: charged,
    }),
  };
}

/** A priced stay's amounts as a quote shows them, written from minor units in the property's currency. */
export function quotedAmounts(
  priced: PricedStay,
  currency: string,
): Pick<Quote, "nightly" | "discounts" | "total_price" | "taxes"> {
  const price = formatMoney(priced.nightly_minor, currency);
  return {
    nightly: priced.nightly.map((n) => ({ date: n.date, price })),
    discounts: priced.discounts.map((d) => ({
      kind: d.kind,
      min_nights: d.min_nights,
      percent: d.percent_units / 100,
      amount: formatMoney(d.amount_minor, currency),
    })),
    total_price: formatMoney(priced.total_minor, currency),
    taxes: taxLines(priced.tax_amounts, currency),
  };
}

/**
 * Everything that decides whether a stay may be sold, short of availability: the unit and
 * rate plan (partners see only exposed units and api plans), dates, occupancy and the plan's
 * rules, then the price. `today` is the property's local date.
 */
export function resolveStay(
  catalog: Catalog,
  input: StayInput,
  options: {
    origin: "api" | "hotel" | "channel";
    today: string;
    /** A private plan the stay may keep without its code: a booking's own, on a change of it. */
    granted?: string | null;
  },
): ResolvedStay {
  const partner = options.origin === "api";
  if (input.promo_code !== undefined && !catalog.knowsPromoCode(input.promo_code))
    throw new AppError("PROMO_CODE_INVALID");
  const unit = catalog.units.get(input.unit_id);
  if (!unit || (partner && !catalog.isExposed(unit.id, input.promo_code)))
    throw new AppError("UNIT_NOT_FOUND");
  let plan: PlanFacts | undefined;
  if (input.rate_plan_id !== undefined) {
    plan = catalog.planFacts(input.rate_plan_id);
    // Without its code a private plan is as if it did not exist, for partners; hotels and channels sell on it.
    const hidden = plan && partner && plan.id !== options.granted && !visibleWith(plan, input.promo_code);
    if (!plan || hidden) throw new AppError("RATE_PLAN_NOT_FOUND");
  } else if (partner) {
    throw FieldValidationError.single("rate_plan_id", "is required");
  }
  const nights = checkRange(input.start_date, input.end_date, ["start_date", "end_date"]);
  if (input.start_date < options.today)
    throw FieldValidationError.single("start_date", "must not be in the past");
  if (input.room_id !== undefined) {
    if (unit.kind !== "room_type")
      throw FieldValidationError.single("room_id", "only room types have rooms to choose");
    if (!unit.rooms.some((r) => r.id === input.room_id)) {
      throw FieldValidationError.single("room_id", "is not a room of this unit");
    }
  }
  if (plan) {
    const refusal = stayRefusal(plan, {
      unit,
      nights,
      start_date: input.start_date,
      end_date: input.end_date,
      today: options.today,
      adults: input.adults,
      children: input.children ?? [],
      quantity: input.quantity,
      channel: partner ? "api" : "any",
    });
    if (refusal) throw refusal;
  } else {
    const occupancy = occupancyRefusal(unit, input.adults, input.children?.length ?? 0);
    if (occupancy) throw occupancy;
  }
  return { unit, plan, nights, priced: chargeStay(catalog.property, plan, input, nights) };
}
