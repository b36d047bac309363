import { formatMoney, parseMoney } from "@reservations/contracts/money-text";

// Amounts as the API writes them (decimal strings with the currency's minor digits: "394.00" EUR,
// "1500" JPY), counted in integer hundredths so a sum or a comparison never meets a float's rounding.

/** An amount the API wrote, in hundredths, exactly ("12.500" KWD is 1250: the services keep hundredths). */
export const hundredths = (amount: string): number => parseMoney(amount.trim());

/** Hundredths written as the API writes an amount of the currency: "300.00" EUR, "1500" JPY. */
export const moneyText = (value: number, currency: string): string => formatMoney(value, currency);

/** Hundredths as a request's amount, which takes at most 2 decimals in every currency: "300.00". */
export function requestAmount(value: number): string {
  const text = String(Math.abs(value)).padStart(3, "0");
  return `${value < 0 ? "-" : ""}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** "+40.00", "-40.00", "0.00": a difference the API wrote, with its sign. */
export const signed = (amount: string) => (hundredths(amount) > 0 ? `+${amount}` : amount);
