import {
  AppError,
  RESTRICTION_FIELDS,
  type RestrictionDay,
  type Restrictions,
} from "@reservations/contracts";
import { fromEpochDay, nightsBetween, toEpochDay } from "@reservations/service-kit/dates";

/** A rate plan's restrictions by date (`YYYY-MM-DD`); a date without any is absent. */
export type RestrictionsByDate = ReadonlyMap<string, Restrictions>;

export const NO_RESTRICTIONS: RestrictionsByDate = new Map();

/** What the restrictions are checked against: the stay's dates and today in the property's time zone. */
export interface DatedStay {
  start_date: string;
  end_date: string;
  nights: number;
  today: string;
}

/**
 * The shortest and longest stay allowed: the plan's own bounds, the arrival date's
 * min_stay_arrival and max_stay, and the min_stay_through of every night of the stay (the
 * departure day is no night). The tightest wins.
 */
export function stayBounds(
  plan: { min_stay: number | null; max_stay: number | null },
  restrictions: RestrictionsByDate,
  stay: Pick<DatedStay, "start_date" | "nights">,
): { min: number | null; max: number | null } {
  let min = plan.min_stay;
  let max = plan.max_stay;
  const atLeast = (n: number | undefined) => {
    if (n !== undefined && (min === null || n > min)) min = n;
  };
  if (restrictions.size > 0) {
    const arrival = restrictions.get(stay.start_date);
    atLeast(arrival?.min_stay_arrival);
    if (arrival?.max_stay !== undefined && (max === null || arrival.max_stay < max)) max = arrival.max_stay;
    eachNight(stay, (date) => atLeast(restrictions.get(date)?.min_stay_through));
  }
  return { min, max };
}

/**
 * Why the dates refuse the stay, short of its length (stayBounds): arrival closed on its first
 * day, departure closed on its last (a day that is no night of it), a night stopped, or booked
 * too early or too late before arrival. Undefined when nothing refuses it.
 */
export function datesRefusal(restrictions: RestrictionsByDate, stay: DatedStay): AppError | undefined {
  if (restrictions.size === 0) return undefined;
  const arrival = restrictions.get(stay.start_date);
  if (arrival?.closed_to_arrival)
    return new AppError("RATE_PLAN_CLOSED_TO_ARRIVAL", { extra: { date: stay.start_date } });
  if (restrictions.get(stay.end_date)?.closed_to_departure)
    return new AppError("RATE_PLAN_CLOSED_TO_DEPARTURE", { extra: { date: stay.end_date } });
  const stopped: string[] = [];
  eachNight(stay, (date) => {
    if (restrictions.get(date)?.stop_sell) stopped.push(date);
  });
  if (stopped.length > 0) return new AppError("RATE_PLAN_STOP_SELL", { extra: { dates: stopped } });
  const min = arrival?.min_advance_days ?? null;
  const max = arrival?.max_advance_days ?? null;
  if (min === null && max === null) return undefined;
  const advance = nightsBetween(stay.today, stay.start_date);
  if ((min !== null && advance < min) || (max !== null && advance > max)) {
    return new AppError("RATE_PLAN_ADVANCE_OUT_OF_BOUNDS", {
      extra: { advance_days: advance, min_advance_days: min, max_advance_days: max },
    });
  }
  return undefined;
}

function eachNight(stay: Pick<DatedStay, "start_date" | "nights">, fn: (date: string) => void): void {
  const first = toEpochDay(stay.start_date);
  for (let i = 0; i < stay.nights; i++) fn(fromEpochDay(first + i));
}

/** A stored row's fields as the API shows them: only those set (a flag only when true). */
export function setFields(row: Partial<Record<keyof Restrictions, number | boolean | null>>): Restrictions {
  const out: Record<string, number | boolean> = {};
  for (const field of RESTRICTION_FIELDS) {
    const value = row[field];
    if (value !== null && value !== undefined && value !== false) out[field] = value;
  }
  return out as Restrictions;
}

/** Every date from `from` to `to` (both included) with what is set on it. */
export function restrictionDays(
  restrictions: RestrictionsByDate,
  from: string,
  to: string,
): RestrictionDay[] {
  const days: RestrictionDay[] = [];
  for (let d = toEpochDay(from); d <= toEpochDay(to); d++) {
    const date = fromEpochDay(d);
    days.push({ date, ...restrictions.get(date) });
  }
  return days;
}

/**
 * The nights [from, from + nights) as runs of consecutive nights with the same restrictions
 * (one run when the plan has none), for /rates.
 */
export function restrictionRuns(
  restrictions: RestrictionsByDate,
  from: string,
  nights: number,
): { nights: number; restrictions: Restrictions }[] {
  if (restrictions.size === 0) return [{ nights, restrictions: {} }];
  const runs: { nights: number; restrictions: Restrictions; key: string }[] = [];
  const first = toEpochDay(from);
  for (let i = 0; i < nights; i++) {
    const day = restrictions.get(fromEpochDay(first + i)) ?? {};
    const key = JSON.stringify(day);
    const last = runs.at(-1);
    if (last && last.key === key) last.nights++;
    else runs.push({ nights: 1, restrictions: day, key });
  }
  return runs.map(({ nights, restrictions }) => ({ nights, restrictions }));
}

/** Which way each rule tightens: the larger of a least, the smaller of a most, a flag when either sets it. */
const STRICTER: Record<keyof Restrictions, "max" | "min" | "or"> = {
  min_stay_arrival: "max",
  min_stay_through: "max",
  max_stay: "min",
  closed_to_arrival: "or",
  closed_to_departure: "or",
  stop_sell: "or",
  min_advance_days: "max",
  max_advance_days: "min",
};

/** One date's rules of two plans merged: the stricter of each rule wins (a rule set on one side only applies). */
function stricterDay(a: Restrictions, b: Restrictions): Restrictions {
  const out: Record<string, number | boolean> = { ...a };
  for (const [field, value] of Object.entries(b) as [keyof Restrictions, number | boolean][]) {
    const mine = out[field];
    if (mine === undefined) out[field] = value;
    else if (STRICTER[field] === "or") out[field] = Boolean(mine) || Boolean(value);
    else out[field] = (STRICTER[field] === "max" ? Math.max : Math.min)(Number(mine), Number(value));
  }
  return out as Restrictions;
}

/** A plan's own restrictions merged with those it inherits, date by date, the stricter of each rule winning. */
export function mergeRestrictions(
  own: RestrictionsByDate,
  inherited: RestrictionsByDate,
): RestrictionsByDate {
  if (inherited.size === 0) return own;
  if (own.size === 0) return inherited;
  const merged = new Map(own);
  for (const [date, rules] of inherited) {
    const mine = merged.get(date);
    merged.set(date, mine ? stricterDay(mine, rules) : rules);
  }
  return merged;
}
