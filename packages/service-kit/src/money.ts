/**
 * Amounts are numbers in the property's currency on the wire and integers in hundredths of it in
 * the database, so sums and balances never meet a floating-point rounding.
 * Pure functions, no I/O (`@reservations/service-kit/money`).
 */

/** An amount as stored: hundredths of the currency unit, rounded to the nearest. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** A stored amount as the wire shows it. */
export function fromMinor(minor: number): number {
  return minor / 100;
}
