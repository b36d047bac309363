/**
 * Amounts are integers in hundredths of the currency in the database, so sums and balances never
 * meet a floating-point rounding; answers write them as decimal strings (`formatMoney` of
 * @reservations/contracts), and services pass some between them as numbers.
 * Pure functions, no I/O (`@reservations/service-kit/money`).
 */
import { parseMoney } from "@reservations/contracts";

/** An amount as stored: hundredths of the currency unit, exactly from a request's decimal string. */
export function toMinor(amount: number | string): number {
  return parseMoney(amount);
}

/** A stored amount as services pass it between them. */
export function fromMinor(minor: number): number {
  return minor / 100;
}
