import { z } from "zod";

export { currencyDigits, formatMoney, parseMoney } from "./money-text.js";

// Money on the wire: a decimal string with the currency's minor digits ("394.00"; "1500" in JPY),
// written from the integer hundredths the services keep, so no client meets a float. The schemas
// carry `format: money`: the version layer finds every amount by it (versions/money-as-strings.ts).

export const MONEY_FORMAT = "money";

/** An amount as an answer writes it. */
export const Money = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .meta({
    format: MONEY_FORMAT,
    description:
      "An amount in the property's currency, as a decimal string with the currency's minor digits.",
    example: "394.00",
  });

// A third decimal may be a 0, so an amount of a three-digit currency ("12.500") is sent back as written.
const amountText = /^\d{1,8}(\.\d{1,2}0?)?$/;
const amountMessage = "must be an amount such as 120.50: at most 10,000,000, at most 2 decimals";

/** An amount a request gives: 0 to 10,000,000, at most 2 decimals (kept in hundredths). */
export const MoneyAmount = z
  .string()
  .regex(amountText, amountMessage)
  .refine((s) => Number(s) <= 10_000_000, amountMessage)
  .meta({
    format: MONEY_FORMAT,
    description:
      "An amount in the property's currency as a decimal string: at most 10,000,000, at most 2 decimals.",
    example: "120.50",
  });

/** An amount paid or refunded: at least 0.01. */
export const PositiveMoneyAmount = MoneyAmount.refine((s) => Number(s) >= 0.01, "must be at least 0.01");

/** An amount a request gives that may be below zero (a change to another amount): -10,000,000 to 10,000,000. */
export const SignedMoneyAmount = z
  .string()
  .regex(
    /^-?\d{1,8}(\.\d{1,2}0?)?$/,
    "must be an amount such as -12.50: at most 10,000,000 either way, at most 2 decimals",
  )
  .refine((s) => Math.abs(Number(s)) <= 10_000_000, "must be at most 10,000,000 either way")
  .meta({
    format: MONEY_FORMAT,
    description:
      "An amount in the property's currency as a decimal string, negative to lower: at most 10,000,000 either way, at most 2 decimals.",
    example: "-12.50",
  });
