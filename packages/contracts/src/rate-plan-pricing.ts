import { z } from "zod";
import { Text } from "./common.js";
import { Money, SignedMoneyAmount } from "./money.js";
import { TwoDecimals } from "./terms.js";

// How a rate plan prices beyond its own nightly prices: derived from its parent's, less for long
// stays, or kept private behind promo codes.

const inheritRestrictions = z
  .boolean()
  .describe("true: the parent's restrictions apply too, the stricter of each rule where both set one.");
const percentNumber = z
  .number()
  .gt(-100)
  .max(1000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "must have at most 2 decimals");
// The version before money as strings sends every `value` as a string (its amounts are `value` too): a percent in text is read as its number.
const derivedPercent = z
  .union([
    percentNumber,
    z
      .string()
      .regex(/^-?\d{1,4}(\.\d{1,2})?$/)
      .transform(Number)
      .pipe(percentNumber),
  ])
  .describe("Percent added to the parent's prices, negative to lower them: above -100, at most 1000.");

/** How a derived plan's prices follow its parent's, as a request gives it. */
export const RatePlanDerivation = z
  .discriminatedUnion("adjustment", [
    z.object({
      adjustment: z.literal("percent"),
      value: derivedPercent,
      inherit_restrictions: inheritRestrictions.default(false),
    }),
    z.object({
      adjustment: z.literal("amount"),
      value: SignedMoneyAmount.describe("Added to each of the parent's prices, negative to lower them."),
      inherit_restrictions: inheritRestrictions.default(false),
    }),
  ])
  .describe(
    "Makes the plan a derived one: its prices are its parent's adjusted, rounded half up to the cent, never below 0.",
  )
  .meta({ id: "RatePlanDerivation" });

/** A derived plan's rule, as an answer shows it. */
export const RatePlanDerivationView = z
  .discriminatedUnion("adjustment", [
    z.object({ adjustment: z.literal("percent"), value: z.number(), inherit_restrictions: z.boolean() }),
    z.object({ adjustment: z.literal("amount"), value: Money, inherit_restrictions: z.boolean() }),
  ])
  .meta({ id: "RatePlanDerivationView" });

const losPercent = TwoDecimals.gt(0).max(100);

/** A length-of-stay discount: stays of at least min_nights take percent off the nights' price. */
export const LengthOfStayDiscount = z
  .object({
    min_nights: z.number().int().min(2).max(365),
    percent: losPercent.describe("Off the nights' price, before taxes."),
  })
  .meta({ id: "LengthOfStayDiscount" });

export const LengthOfStayDiscounts = z
  .array(LengthOfStayDiscount)
  .max(20)
  .refine((ds) => new Set(ds.map((d) => d.min_nights)).size === ds.length, "each min_nights at most once")
  .describe("The one with the greatest min_nights a stay reaches applies.");

/** A promo code as a request gives it: trimmed, 1 to 40 characters; compared without regard to case. */
export const PromoCode = Text(40);

export const PromoCodes = z
  .array(PromoCode)
  .max(50)
  .describe(
    "Makes the plan private: partners see and book it only with one of these codes (compared trimmed, without regard to case).",
  );
