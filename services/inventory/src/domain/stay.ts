import { type AllocateInput, AppError, FieldValidationError } from "@reservations/contracts";
import { nightsBetween } from "@reservations/service-kit/dates";
import type { Catalog, CatalogUnit } from "./catalog.js";
import { type PlanFacts, type PricedStay, priceStay, stayRefusal } from "./rate-plans.js";

export const MAX_QUERY_NIGHTS = 365;

/** A date range for stays: end after start, at most 365 nights; field errors on the end otherwise. */
export function checkRange(start: string, end: string, names: [string, string]): number {
  const nights = nightsBetween(start, end);
  if (nights <= 0) throw FieldValidationError.single(names[1], `must be after ${names[0]}`);
  if (nights > MAX_QUERY_NIGHTS) {
    throw FieldValidationError.single(
      names[1],
      `must be at most ${MAX_QUERY_NIGHTS} nights after ${names[0]}`,
    );
  }
  return nights;
}

/**
 * A date range for the wide reads (availability, rates): end after start (a field error), at
 * most 365 nights. Past the cap it is the coded DATE_RANGE_TOO_LONG, which names the cap, so a
 * client pulling a year at a time can tell it from a malformed date and cut its range to fit.
 */
export function checkQueryRange(start: string, end: string, names: [string, string]): number {
  const nights = nightsBetween(start, end);
  if (nights > MAX_QUERY_NIGHTS) {
    throw new AppError("DATE_RANGE_TOO_LONG", {
      message: `From ${names[0]} to ${names[1]} is ${nights} nights; a query spans at most ${MAX_QUERY_NIGHTS}.`,
      extra: { max_nights: MAX_QUERY_NIGHTS, nights },
    });
  }
  return checkRange(start, end, names);
}

/** What a quote and an allocation ask for alike. */
export type StayInput = Pick<
  AllocateInput,
  "unit_id" | "room_id" | "rate_plan_id" | "start_date" | "end_date" | "adults" | "quantity"
>;

export interface ResolvedStay {
  unit: CatalogUnit;
  plan: PlanFacts | undefined;
  nights: number;
  priced: PricedStay;
}

/**
 * Everything that decides whether a stay may be sold, short of availability: the unit and
 * rate plan (partners see only exposed units and api plans), dates, occupancy and the plan's
 * rules, then the price. `today` is the property's local date.
 */
export function resolveStay(
  catalog: Catalog,
  input: StayInput,
  options: { origin: "api" | "hotel" | "channel"; today: string },
): ResolvedStay {
  const partner = options.origin === "api";
  const unit = catalog.units.get(input.unit_id);
  if (!unit || (partner && !catalog.isExposed(unit.id))) throw new AppError("UNIT_NOT_FOUND");
  let plan: PlanFacts | undefined;
  if (input.rate_plan_id !== undefined) {
    plan = catalog.planFacts(input.rate_plan_id);
    if (!plan) throw new AppError("RATE_PLAN_NOT_FOUND");
  } else if (partner) {
    throw FieldValidationError.single("rate_plan_id", "is required");
  }
  const nights = checkRange(input.start_date, input.end_date, ["start_date", "end_date"]);
  if (input.start_date < options.today)
    throw FieldValidationError.single("start_date", "must not be in the past");
  if (input.room_id !== undefined) {
    if (unit.kind !== "room_type")
      throw FieldValidationError.single("room_id", "only room types have rooms to choose");
    if (!unit.rooms.some((r) => r.id === input.room_id)) {
      throw FieldValidationError.single("room_id", "is not a room of this unit");
    }
  }
  if (plan) {
    const refusal = stayRefusal(plan, {
      unit,
      nights,
      adults: input.adults,
      quantity: input.quantity,
      channel: partner ? "api" : "any",
    });
    if (refusal) throw refusal;
    return {
      unit,
      plan,
      nights,
      priced: priceStay(input.start_date, input.end_date, plan.prices.get(input.adults)!),
    };
  }
  if (input.adults > unit.max_adults) {
    throw new AppError("OCCUPANCY_OUT_OF_BOUNDS", {
      extra: { requested_adults: input.adults, max_adults: unit.max_adults },
    });
  }
  // Hotel and channel bookings without a rate plan carry no price here.
  return { unit, plan, nights, priced: priceStay(input.start_date, input.end_date, 0) };
}
