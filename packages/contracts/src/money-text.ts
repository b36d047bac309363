// Amounts as text and as the integer hundredths kept, without zod: the console's bundle takes these
// from here (`@reservations/contracts/money-text`), as every service does through money.ts.

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
