// Amounts as the API writes them (decimal strings with the currency's minor digits: "394.00" EUR,
// "1500" JPY), counted in integer hundredths so a sum or a comparison never meets a float's rounding.
// Written here, not taken from @reservations/contracts, whose money module would bring zod into the bundle.

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** An amount the API wrote, in hundredths, exactly ("12.500" KWD is 1250: the services keep hundredths). */
export function hundredths(amount: string): number {
  const match = AMOUNT.exec(amount.trim());
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  const [, sign, whole = "0", fraction = ""] = match;
  if (/[^0]/.test(fraction.slice(2))) throw new RangeError(`finer than hundredths: ${amount}`);
  const value = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return sign === "-" && value !== 0 ? -value : value;
}

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

/** Hundredths written as the API writes an amount of the currency: "300.00" EUR, "1500" JPY. */
export function moneyText(value: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = value < 0 ? "-" : "";
  let units = Math.abs(value);
  if (digits < 2) {
    const step = 10 ** (2 - digits);
    units = Math.floor((units + step / 2) / step);
    if (units === 0) return digits === 0 ? "0" : "0.0";
    const text = digits === 0 ? String(units) : String(units).padStart(2, "0");
    return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -1)}.${text.slice(-1)}`;
  }
  const text = String(units).padStart(3, "0");
  return `${units === 0 ? "" : sign}${text.slice(0, -2)}.${text.slice(-2)}${"0".repeat(digits - 2)}`;
}

/** Hundredths as a request's amount, which takes at most 2 decimals in every currency: "300.00". */
export function requestAmount(value: number): string {
  const text = String(Math.abs(value)).padStart(3, "0");
  return `${value < 0 ? "-" : ""}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** "+40.00", "-40.00", "0.00": a difference the API wrote, with its sign. */
export const signed = (amount: string) => (hundredths(amount) > 0 ? `+${amount}` : amount);
