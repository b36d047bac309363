import { z } from "zod";
import { DateString, dataOf, Id, listOf, Text } from "./common.js";
import { operation } from "./envelope.js";
import type { ErrorCode } from "./error-codes.js";
import { Money, MoneyAmount } from "./money.js";
import {
  LengthOfStayDiscount,
  LengthOfStayDiscounts,
  PromoCode,
  PromoCodes,
  RatePlanDerivation,
  RatePlanDerivationView,
} from "./rate-plan-pricing.js";
import {
  CancellationPolicy,
  ChildPrices,
  ChildPriceView,
  Children,
  RestrictionDay,
  RestrictionRange,
  Restrictions,
  SetRestrictionsBody,
  StayTermsFields,
} from "./terms.js";

// Here too, beside the stay fields that carry it.
export { PromoCode };

export const SALES_CHANNELS = ["api", "direct", "booking_engine", "ota", "front_desk"] as const;
export const SalesChannel = z.enum(SALES_CHANNELS);

export const RatePlan = z
  .object({
    id: z.string(),
    name: z.string(),
    unit_ids: z.array(z.string()),
    sales_channels: z.array(SalesChannel),
    active: z.boolean(),
    parent_rate_plan_id: z.string().nullable(),
    min_stay: z.number().int().nullable(),
    max_stay: z.number().int().nullable(),
    prices: z.array(z.object({ adults: z.number().int(), nightly_price: Money })),
    cancellation_policy: CancellationPolicy.nullable().describe("null: cancelling is free until arrival."),
    child_prices: z.array(ChildPriceView).describe("Lowest max_age first."),
    derived: RatePlanDerivationView.nullable().describe("null: the plan's prices are its own."),
    length_of_stay_discounts: z.array(LengthOfStayDiscount).describe("Lowest min_nights first."),
    promo_codes: z.array(z.string()).describe("Empty: a public plan."),
    created_at: z.string(),
  })
  .meta({ id: "RatePlan" });

const PriceEntry = z.object({ adults: z.number().int().min(1).max(100), nightly_price: MoneyAmount });

const ratePlanFields = {
  name: Text(200),
  unit_ids: z.array(Id).max(5000).describe("The units the plan sells, up to 5,000."),
  sales_channels: z.array(SalesChannel).max(5),
  active: z.boolean(),
  parent_rate_plan_id: Id.nullable(),
  min_stay: z.number().int().min(1).max(365).nullable(),
  max_stay: z.number().int().min(1).max(365).nullable(),
  prices: z.array(PriceEntry).max(100),
  cancellation_policy: CancellationPolicy.nullable(),
  child_prices: ChildPrices,
  derived: RatePlanDerivation.nullable(),
  length_of_stay_discounts: LengthOfStayDiscounts,
  promo_codes: PromoCodes,
};

const staysOrdered = (p: { min_stay?: number | null; max_stay?: number | null }) =>
  p.min_stay == null || p.max_stay == null || p.min_stay <= p.max_stay;

export const CreateRatePlanBody = z
  .object({
    ...ratePlanFields,
    unit_ids: ratePlanFields.unit_ids.default([]),
    sales_channels: ratePlanFields.sales_channels.default(["api"]),
    active: ratePlanFields.active.default(true),
    parent_rate_plan_id: ratePlanFields.parent_rate_plan_id.optional(),
    min_stay: ratePlanFields.min_stay.optional(),
    max_stay: ratePlanFields.max_stay.optional(),
    prices: ratePlanFields.prices.default([]),
    cancellation_policy: ratePlanFields.cancellation_policy.optional(),
    child_prices: ratePlanFields.child_prices.default([]),
    derived: ratePlanFields.derived.optional(),
    length_of_stay_discounts: ratePlanFields.length_of_stay_discounts.default([]),
    promo_codes: ratePlanFields.promo_codes.default([]),
  })
  .refine(staysOrdered, { message: "max_stay must not be below min_stay", path: ["max_stay"] })
  .meta({ id: "CreateRatePlan" });
export type CreateRatePlanBody = z.infer<typeof CreateRatePlanBody>;

export const UpdateRatePlanBody = z
  .object(ratePlanFields)
  .partial()
  .refine(staysOrdered, { message: "max_stay must not be below min_stay", path: ["max_stay"] })
  .meta({ id: "UpdateRatePlan" });
export type UpdateRatePlanBody = z.infer<typeof UpdateRatePlanBody>;

/** A stay: `[start_date, end_date)`, property-local dates. */
export const StayFields = z.object({
  unit_id: Id,
  rate_plan_id: Id,
  start_date: DateString,
  end_date: DateString,
  adults: z.number().int().min(1).max(100),
  children: Children.optional(),
});

export const QuoteBody = StayFields.extend({
  promo_code: PromoCode.optional().describe("Needed to quote a private rate plan."),
}).meta({ id: "QuoteRequest" });
export type QuoteBody = z.infer<typeof QuoteBody>;

export const Quote = z
  .object({
    unit_id: z.string(),
    rate_plan_id: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    nights: z.number().int(),
    adults: z.number().int(),
    currency: z.string(),
    nightly: z
      .array(z.object({ date: z.string(), price: Money }))
      .describe("Each night's price: the adults' and the children's."),
    discounts: z
      .array(
        z.object({
          kind: z.literal("length_of_stay"),
          min_nights: z.number().int(),
          percent: z.number(),
          amount: Money.describe("Taken off the nights' price."),
        }),
      )
      .describe("Taken off the nights' price before taxes; the nightly prices are before them."),
    total_price: Money.describe(
      "What the guest is charged: the nights less the discounts, and every tax not included.",
    ),
    available: z.boolean(),
    ...StayTermsFields,
  })
  .meta({ id: "Quote" });
export type Quote = z.infer<typeof Quote>;

export const AvailabilityQuery = z.object({ start: DateString, end: DateString });
export const AvailabilityEntry = z
  .object({ unit_id: z.string(), available: z.boolean(), remaining_capacity: z.number().int() })
  .meta({ id: "Availability" });

export const RatesQuery = z.object({
  from: DateString,
  to: DateString,
  promo_code: PromoCode.optional().describe("Lists the private rate plans that take it too."),
});
export const RatesEntry = z
  .object({
    unit_id: z.string(),
    rate_plan_id: z.string(),
    min_stay: z.number().int().nullable(),
    max_stay: z.number().int().nullable(),
    days: z.array(
      z.object({
        date: z.string(),
        prices: z.array(z.object({ adults: z.number().int(), price: Money })),
        // The rate plan's restrictions set on that date; {} when none.
        restrictions: Restrictions,
      }),
    ),
  })
  .meta({ id: "Rates" });

/** A run of consecutive nights with the same prices and restrictions. */
export const RatesRun = z.object({
  nights: z.number().int().min(1),
  prices: z.array(z.object({ adults: z.number().int(), price: Money })),
  restrictions: Restrictions,
});

/**
 * /rates as inventory sends it over NATS: each entry's nights as runs of consecutive nights with
 * the same prices and restrictions, the first starting at `from`, instead of one object per night.
 * A year of a 500-unit property with 3 plans is 55 MB as the partners' body and under 300 KB this
 * way; the gateway writes the partners' body from it (`ratesBodyParts`).
 */
export const RatesWire = z.object({
  from: DateString,
  data: z.array(
    z.object({
      unit_id: z.string(),
      rate_plan_id: z.string(),
      min_stay: z.number().int().nullable(),
      max_stay: z.number().int().nullable(),
      runs: z.array(RatesRun),
    }),
  ),
  next_cursor: z.null(),
});
export type RatesWire = z.infer<typeof RatesWire>;

const PropertyParam = z.object({ property_id: Id });

/**
 * Why inventory refuses a stay on a rate plan it found (its stay rules),
 * for partners and hotels alike. A partner's stay can also be refused for the plan's channel.
 */
export const PLAN_REFUSALS = [
  "OCCUPANCY_OUT_OF_BOUNDS",
  "RATE_PLAN_MIN_STAY",
  "RATE_PLAN_MAX_STAY",
  "RATE_PLAN_CLOSED_TO_ARRIVAL",
  "RATE_PLAN_CLOSED_TO_DEPARTURE",
  "RATE_PLAN_STOP_SELL",
  "RATE_PLAN_ADVANCE_OUT_OF_BOUNDS",
  "RATE_PLAN_OCCUPANCY_NOT_CONFIGURED",
  "RATE_PLAN_UNIT_NOT_LINKED",
  "RATE_PLAN_INACTIVE",
  "RATE_PLAN_PARENT_INACTIVE",
  "RATE_PLAN_NOT_USABLE",
] as const satisfies readonly ErrorCode[];

/** Everything that refuses a stay short of availability: its property, unit and plan, and the plan's rules. */
export const STAY_ERRORS = {
  partner: [
    "PROPERTY_NOT_FOUND",
    "UNIT_NOT_FOUND",
    "RATE_PLAN_NOT_FOUND",
    ...PLAN_REFUSALS,
    "RATE_PLAN_WRONG_SALES_CHANNEL",
  ],
  hotel: ["PROPERTY_NOT_FOUND", "UNIT_NOT_FOUND", "RATE_PLAN_NOT_FOUND", ...PLAN_REFUSALS],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** What the allocation finds taken, re-checked under lock. */
export const ALLOCATION_REFUSALS = [
  "UNIT_NOT_AVAILABLE",
  "INVENTORY_SLOT_UNAVAILABLE",
] as const satisfies readonly ErrorCode[];

export const ratesOps = {
  availability: operation("inventory.availability.get", AvailabilityQuery, listOf(AvailabilityEntry), {
    errors: ["DATE_RANGE_TOO_LONG", "PROPERTY_NOT_FOUND"],
  }),
  rates: operation("inventory.rates.get", RatesQuery, RatesWire, {
    errors: ["DATE_RANGE_TOO_LONG", "PROPERTY_NOT_FOUND", "PROMO_CODE_INVALID"],
  }),
  quote: operation("inventory.quotes.create", QuoteBody, dataOf(Quote), {
    errors: [...STAY_ERRORS.partner, "PROMO_CODE_INVALID"],
  }),
  createRatePlan: operation(
    "inventory.rate-plans.create",
    PropertyParam.extend({ plan: CreateRatePlanBody }),
    dataOf(RatePlan),
    { errors: ["PROPERTY_NOT_FOUND"] },
  ),
  updateRatePlan: operation(
    "inventory.rate-plans.update",
    PropertyParam.extend({ rate_plan_id: Id, patch: UpdateRatePlanBody }),
    dataOf(RatePlan),
    { errors: ["PROPERTY_NOT_FOUND", "RATE_PLAN_NOT_FOUND"] },
  ),
  listRatePlans: operation("inventory.rate-plans.list", PropertyParam, listOf(RatePlan), {
    errors: ["PROPERTY_NOT_FOUND"],
  }),
  setRestrictions: operation(
    "inventory.restrictions.set",
    PropertyParam.extend({ rate_plan_id: Id, body: SetRestrictionsBody }),
    dataOf(z.array(RestrictionDay)),
    { errors: ["PROPERTY_NOT_FOUND", "RATE_PLAN_NOT_FOUND"] },
  ),
  getRestrictions: operation(
    "inventory.restrictions.get",
    PropertyParam.extend({ rate_plan_id: Id, range: RestrictionRange }),
    dataOf(z.array(RestrictionDay)),
    { errors: ["PROPERTY_NOT_FOUND", "RATE_PLAN_NOT_FOUND"] },
  ),
};
