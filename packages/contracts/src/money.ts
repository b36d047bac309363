import { z } from "zod";

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

const digitsOf = new Map<string, number>();

/** How many minor digits the currency writes (EUR 2, JPY 0, KWD 3), as ISO 4217 gives them. */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits as number;
    } catch {
      digits = 2;
    }
    digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * An amount kept in hundredths, written with the currency's digits. A currency with fewer than two
 * rounds half away from zero to its own unit; one with more pads with zeros.
 */
export function formatMoney(hundredths: number, currency: string): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`not an amount in hundredths: ${hundredths}`);
  const digits = currencyDigits(currency);
  const sign = hundredths < 0 ? "-" : "";
  let units = Math.abs(hundredths);
  if (digits < 2) {
    const step = 10 ** (2 - digits);
    units = Math.floor((units + step / 2) / step);
    const text = String(units);
    if (digits === 0) return units === 0 ? "0" : `${sign}${text}`;
    const padded = text.padStart(2, "0");
    return `${units === 0 ? "" : sign}${padded.slice(0, -1)}.${padded.slice(-1)}`;
  }
  const text = String(units).padStart(3, "0");
  return `${units === 0 ? "" : sign}${text.slice(0, -2)}.${text.slice(-2)}${"0".repeat(digits - 2)}`;
}

/** A decimal string of at most 2 decimals (or a number from an older client) in hundredths, exactly. */
export function parseMoney(amount: string | number): number {
  if (typeof amount === "number") return Math.round(amount * 100);
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0?)?$/.exec(amount);
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  const [, sign, whole, fraction = ""] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign === "-" && hundredths !== 0 ? -hundredths : hundredths;
}
