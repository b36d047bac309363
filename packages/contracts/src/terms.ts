import { z } from "zod";
import { DateString, Text } from "./common.js";
import { Money, MoneyAmount } from "./money.js";

// What a hotel sells a stay on besides its price: restrictions by date, taxes and fees, a
// cancellation policy, children and their prices.

/** An amount with at most 2 decimals (kept in hundredths). */
const hundredths = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
export const TwoDecimals = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine(hundredths, "must have at most 2 decimals");

const stayLength = z.number().int().min(1).max(365);
const advanceDays = z.number().int().min(0).max(3650);

/** A child's age: 0 to 17. */
export const ChildAge = z.number().int().min(0).max(17);
/** The ages of the children of a stay, one number per child. */
export const Children = z
  .array(ChildAge)
  .max(20)
  .describe(
    "The age of each child (0 to 17), one number per child; children count against the unit's max_children.",
  );

/** What a rate plan's date may carry; a field is present only when set on that date. */
export const Restrictions = z
  .object({
    min_stay_arrival: stayLength.optional().describe("Nights at least, for a stay arriving this date."),
    min_stay_through: stayLength
      .optional()
      .describe("Nights at least, for every stay that includes this night."),
    max_stay: stayLength.optional().describe("Nights at most, for a stay arriving this date."),
    closed_to_arrival: z.boolean().optional().describe("No stay may arrive this date."),
    closed_to_departure: z.boolean().optional().describe("No stay may leave this date."),
    stop_sell: z.boolean().optional().describe("This night is not sold."),
    min_advance_days: advanceDays
      .optional()
      .describe(
        "A stay arriving this date is booked at least this many days ahead (in the property's time zone).",
      ),
    max_advance_days: advanceDays
      .optional()
      .describe(
        "A stay arriving this date is booked at most this many days ahead (in the property's time zone).",
      ),
  })
  .meta({ id: "Restrictions" });
export type Restrictions = z.infer<typeof Restrictions>;
export const RESTRICTION_FIELDS = Object.keys(Restrictions.shape) as (keyof Restrictions)[];

/** A rate plan's restrictions on one date. */
export const RestrictionDay = Restrictions.extend({ date: z.string() }).meta({ id: "RestrictionDay" });
export type RestrictionDay = z.infer<typeof RestrictionDay>;

/** The most dates one call sets or reads. */
export const MAX_RESTRICTION_DAYS = 731;

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const rangeRules = <T extends { from: string; to: string }>(r: T, ctx: z.RefinementCtx) => {
  if (r.to < r.from) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  else if (daysFrom(r.from, r.to) > MAX_RESTRICTION_DAYS)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: `must be at most ${MAX_RESTRICTION_DAYS} days from from`,
    });
};

/** Dates from `from` to `to`, both included. */
export const RestrictionRange = z
  .object({ from: DateString, to: DateString })
  .superRefine(rangeRules)
  .describe("Dates from `from` to `to`, both included.");

const settable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** Each field given is set on every date of the range; null (or false for a flag) clears it. */
export const SetRestrictionsBody = z
  .object({
    from: DateString,
    to: DateString,
    min_stay_arrival: settable(stayLength),
    min_stay_through: settable(stayLength),
    max_stay: settable(stayLength),
    closed_to_arrival: settable(z.boolean()),
    closed_to_departure: settable(z.boolean()),
    stop_sell: settable(z.boolean()),
    min_advance_days: settable(advanceDays),
    max_advance_days: settable(advanceDays),
  })
  .superRefine((b, ctx) => {
    rangeRules(b, ctx);
    if (b.min_advance_days != null && b.max_advance_days != null && b.max_advance_days < b.min_advance_days)
      ctx.addIssue({
        code: "custom",
        path: ["max_advance_days"],
        message: "must not be below min_advance_days",
      });
  })
  .meta({ id: "SetRestrictions" });
export type SetRestrictionsBody = z.infer<typeof SetRestrictionsBody>;

export const TAX_KINDS = ["percent", "per_night", "per_person_night", "per_stay"] as const;

/** A tax or fee of a property. */
export const Tax = z
  .object({
    name: Text(100),
    kind: z
      .enum(TAX_KINDS)
      .describe(
        "percent: `amount` percent of the nights' price; per_night: `amount` each night; per_person_night: " +
          "`amount` per adult and child each night; per_stay: `amount` once.",
      ),
    amount: TwoDecimals.describe("A percentage for percent, else money in the property's currency."),
    included: z.boolean().describe("true: part of the prices already; false: added to them."),
  })
  .refine((t) => t.kind !== "percent" || t.amount <= 100, {
    message: "a percentage must be at most 100",
    path: ["amount"],
  })
  .meta({ id: "Tax" });
export type Tax = z.infer<typeof Tax>;

/** A tax as a quote or a booking shows it: its amount for the stay. */
export const TaxLine = z
  .object({
    name: z.string(),
    amount: Money,
    included: z.boolean().describe("true: part of the nights' price; false: added to total_price."),
  })
  .meta({ id: "TaxLine" });
export type TaxLine = z.infer<typeof TaxLine>;

/** A tax of a stay as services pass it between them: its amount a number in the currency. */
export const StayTax = z.object({ name: z.string(), amount: z.number(), included: z.boolean() });
export type StayTax = z.infer<typeof StayTax>;

/** `HH:MM`, 24-hour, local to the property. */
export const CheckInTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM (24-hour)")
  .meta({ example: "15:00" });

export const PENALTIES = ["first_night", "percent", "full_stay"] as const;

/** What cancelling costs, and until when it is free. */
export const CancellationPolicy = z
  .object({
    free_until_hours: z
      .number()
      .int()
      .min(0)
      .max(8784)
      .describe("Free until this many hours before check-in time on the arrival day."),
    penalty: z
      .enum(PENALTIES)
      .describe("After that: the first night's price, `percent` of total_price, or total_price."),
    percent: TwoDecimals.max(100).optional().describe("For penalty percent only."),
  })
  .superRefine((p, ctx) => {
    if (p.penalty === "percent" && p.percent === undefined)
      ctx.addIssue({ code: "custom", path: ["percent"], message: "is required for penalty percent" });
    if (p.penalty !== "percent" && p.percent !== undefined)
      ctx.addIssue({ code: "custom", path: ["percent"], message: "only penalty percent takes a percent" });
  })
  .meta({ id: "CancellationPolicy" });
export type CancellationPolicy = z.infer<typeof CancellationPolicy>;

/** A child price band: each night of a child up to `max_age`. */
export const ChildPrice = z
  .object({ max_age: ChildAge, nightly_price: MoneyAmount })
  .meta({ id: "ChildPrice" });
export type ChildPrice = z.infer<typeof ChildPrice>;

export const ChildPrices = z
  .array(ChildPrice)
  .max(18)
  .refine((bands) => new Set(bands.map((b) => b.max_age)).size === bands.length, "one band per max_age")
  .describe(
    "A child is priced by the band of the lowest max_age at least its age; without one, it costs nothing.",
  );

/** What a stay carries from these terms, in a quote, an allocation and a booking alike. */
export const StayTermsFields = {
  children: z.array(z.number().int()),
  taxes: z.array(TaxLine),
  cancellation_policy: CancellationPolicy.nullable().describe("The rate plan's; null: free until arrival."),
  free_cancellation_until: z
    .string()
    .describe("Until this time (with the property's offset) cancelling costs nothing."),
};

/** A child price band as a rate plan's answer shows it. */
export const ChildPriceView = z
  .object({ max_age: z.number().int(), nightly_price: Money })
  .meta({ id: "ChildPriceView" });
