import {
  type CancellationPolicy,
  formatMoney,
  type StayTax,
  type Tax,
  type TaxLine,
} from "@reservations/contracts";
import { fromMinor, toMinor } from "@reservations/service-kit/money";
import { isoInZone, zonedInstant } from "@reservations/service-kit/zoned";

// What a stay costs beside its adults' nightly price: its children, the property's taxes and fees,
// and what cancelling it late costs. Money in minor units, each amount rounded once.

/** A child price band in minor units; a plan keeps its bands lowest max_age first. */
export interface ChildBand {
  max_age: number;
  nightly_minor: number;
}

/** A property's tax as the rules use it: a percent in hundredths of a percent, money in minor units. */
export interface TaxRule {
  name: string;
  kind: Tax["kind"];
  /** Hundredths of a percent for `percent`; minor units otherwise. */
  units: number;
  included: boolean;
}

export const taxRule = (t: Tax): TaxRule => ({
  name: t.name,
  kind: t.kind,
  units: Math.round(t.amount * 100),
  included: t.included,
});

/** num / den rounded half up, exactly (non-negative integers). */
export function roundHalfUp(num: number, den: number): number {
  return Number((2n * BigInt(num) + BigInt(den)) / (2n * BigInt(den)));
}

/** Bands lowest max_age first, in minor units (a plan's `child_prices` as stored). */
export const childBands = (prices: { max_age: number; nightly_price: string | number }[]): ChildBand[] =>
  prices
    .map((p) => ({ max_age: p.max_age, nightly_minor: toMinor(p.nightly_price) }))
    .sort((a, b) => a.max_age - b.max_age);

/** One night of the children: each by the first band whose max_age is at least its age, else free. */
export function childrenNightMinor(bands: readonly ChildBand[], ages: readonly number[]): number {
  let sum = 0;
  for (const age of ages) sum += bands.find((b) => b.max_age >= age)?.nightly_minor ?? 0;
  return sum;
}

/** A tax line in minor units. */
export interface TaxAmount {
  name: string;
  amount_minor: number;
  included: boolean;
}

/**
 * Each tax of a stay: a percent of the nights' price (an included one the part of that price it
 * is), a fee each night, each person (adults and children) each night, or once. Rounded once per
 * tax, half up.
 */
export function taxAmounts(
  taxes: readonly TaxRule[],
  stay: { nightsMinor: number; nights: number; persons: number },
): TaxAmount[] {
  return taxes.map((t) => {
    let amount: number;
    switch (t.kind) {
      case "percent":
        amount = t.included
          ? roundHalfUp(stay.nightsMinor * t.units, 10_000 + t.units)
          : roundHalfUp(stay.nightsMinor * t.units, 10_000);
        break;
      case "per_night":
        amount = t.units * stay.nights;
        break;
      case "per_person_night":
        amount = t.units * stay.persons * stay.nights;
        break;
      case "per_stay":
        amount = t.units;
        break;
    }
    return { name: t.name, amount_minor: amount, included: t.included };
  });
}

/** What the guest is charged: the nights and every tax not included. */
export const chargedMinor = (nightsMinor: number, taxes: readonly TaxAmount[]): number =>
  taxes.reduce((sum, t) => (t.included ? sum : sum + t.amount_minor), nightsMinor);

/** The taxes as services pass them between them. */
export const stayTaxes = (taxes: readonly TaxAmount[]): StayTax[] =>
  taxes.map((t) => ({ name: t.name, amount: fromMinor(t.amount_minor), included: t.included }));

/** The taxes as an answer shows them, in the property's currency. */
export const taxLines = (taxes: readonly TaxAmount[], currency: string): TaxLine[] =>
  taxes.map((t) => ({ name: t.name, amount: formatMoney(t.amount_minor, currency), included: t.included }));

/**
 * Until when cancelling is free: the check-in time on the arrival day in the property's time
 * zone, less the policy's hours (real hours, across any change of the clocks); without a policy,
 * check-in itself. Shown with the property's offset at that time.
 */
export function freeCancellationUntil(
  startDate: string,
  checkInTime: string,
  timezone: string,
  policy: CancellationPolicy | null,
): string {
  const checkIn = zonedInstant(startDate, checkInTime, timezone).getTime();
  return isoInZone(new Date(checkIn - (policy?.free_until_hours ?? 0) * 3_600_000), timezone);
}

/**
 * What a cancellation after free_cancellation_until costs: the first night's price, a percent of
 * what the guest is charged, or all of it; nothing without a policy.
 */
export function lateCancellationFeeMinor(
  policy: CancellationPolicy | null,
  stay: { firstNightMinor: number; chargedMinor: number },
): number {
  if (!policy) return 0;
  switch (policy.penalty) {
    case "first_night":
      return Math.min(stay.firstNightMinor, stay.chargedMinor);
    case "full_stay":
      return stay.chargedMinor;
    case "percent":
      return roundHalfUp(stay.chargedMinor * Math.round((policy.percent ?? 0) * 100), 10_000);
  }
}
