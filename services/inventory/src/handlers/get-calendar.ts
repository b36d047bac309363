import {
  AppError,
  CALENDAR_MAX_NIGHTS,
  type CalendarQuery,
  type calendarOps,
  childAgesOf,
  todayIn,
} from "@reservations/contracts";
import { entityTag, ifNoneMatches, notModified, Reply } from "@reservations/service-kit";
import { fromEpochDay, toEpochDay } from "@reservations/service-kit/dates";
import { type CalendarRequest, calendarOf } from "../domain/calendar.js";
import type { Catalog, CatalogUnit } from "../domain/catalog.js";
import { ledgerHorizon } from "../domain/ledger-projection.js";
import { normalizePromoCode, type PlanFacts, sellableThroughApi } from "../domain/rate-plans.js";
import { checkQueryRange } from "../domain/stay.js";
import {
  catalogAndLedger,
  type InventoryDeps,
  type InventoryHandler,
  merchantProperty,
  partnerProperty,
  propertyCatalogAndLedger,
} from "./context.js";

/**
 * The nights the calendar reads: from its first arrival (none before the projection's horizon,
 * they are past and sell nothing) to its last arrival's longest stay.
 */
function nightsRead(from: string, days: number): { start_date: string; end_date: string } {
  const start = Math.max(toEpochDay(from), toEpochDay(ledgerHorizon()));
  const end = Math.max(toEpochDay(from) + days, start) + CALENDAR_MAX_NIGHTS;
  return { start_date: fromEpochDay(start), end_date: fromEpochDay(end) };
}

/** A promo code no plan of the property takes is refused, as a booking refuses it. */
function checkPromoCode(catalog: Catalog, code: string | undefined): void {
  if (code !== undefined && !catalog.knowsPromoCode(code)) throw new AppError("PROMO_CODE_INVALID");
}

type Offers = Map<PlanFacts, CatalogUnit[]>;

function offer(offers: Offers, plan: PlanFacts, unit: CatalogUnit): void {
  const units = offers.get(plan);
  if (units) units.push(unit);
  else offers.set(plan, [unit]);
}

/** What a partner may sell: exposed units on api plans, a private plan only with one of its codes. */
function partnerOffers(catalog: Catalog, promoCode: string | undefined): Offers {
  const offers: Offers = new Map();
  for (const unit of catalog.exposedUnits(promoCode)) {
    for (const plan of catalog.apiPlansFor(unit.id, promoCode)) offer(offers, plan, unit);
  }
  return offers;
}

/** What the hotel sees partners may sell: published units open for sale on every api plan, private ones too. */
function hotelOffers(catalog: Catalog): Offers {
  const offers: Offers = new Map();
  const plans = [...catalog.plans.keys()].map((id) => catalog.planFacts(id)!).filter(sellableThroughApi);
  for (const unit of catalog.units.values()) {
    if (!unit.published || unit.blocked_for_sale) continue;
    for (const plan of plans) if (plan.units.has(unit.id)) offer(offers, plan, unit);
  }
  return offers;
}

function request(
  input: CalendarQuery,
  days: number,
  today: string,
  offers: Offers,
  channel: CalendarRequest["channel"],
): CalendarRequest {
  const children = childAgesOf(input.children);
  return { from: input.from, days, today, adults: input.adults, children, offers, channel };
}

/**
 * GET /calendar: the lowest price of each arrival date. A conditional read: its tag is the
 * catalog's and the ledger's versions, the query, and the property's today (past dates and
 * advance bounds depend on it); a 304 reads neither the ledger nor any price.
 */
export const getCalendar =
  (deps: InventoryDeps): InventoryHandler<typeof calendarOps.calendar> =>
  async (input, ctx) => {
    const days = checkQueryRange(input.from, input.to, ["from", "to"]);
    const { tenant, property } = partnerProperty(ctx);
    const versions = await deps.catalogs.versionsOf(tenant, property, true);
    if (!versions) throw new AppError("PROPERTY_NOT_FOUND");
    const kept = await deps.catalogs.get(tenant, property, versions);
    if (!kept) throw new AppError("PROPERTY_NOT_FOUND");
    checkPromoCode(kept, input.promo_code);
    const today = todayIn(kept.property.timezone);
    const promo = input.promo_code === undefined ? null : normalizePromoCode(input.promo_code);
    const query = [input.from, input.to, input.adults, input.children ?? "", promo];
    const etag = entityTag([
      "calendar",
      tenant,
      property,
      ...query,
      today,
      versions.catalog,
      versions.ledger,
    ]);
    if (ifNoneMatches(ctx.if_none_match, etag)) return notModified(etag);
    const stay = nightsRead(input.from, days);
    const { catalog, ledger } = await catalogAndLedger(deps, ctx, stay, versions);
    const offers = partnerOffers(catalog, input.promo_code);
    const data = calendarOf(catalog, ledger, request(input, days, today, offers, "api"));
    return new Reply(200, { data }, { ETag: etag });
  };

/** The hotel's calendar of its property: what partners may sell, private plans included without a code. */
export const getMerchantCalendar =
  (deps: InventoryDeps): InventoryHandler<typeof calendarOps.merchantCalendar> =>
  async (input, ctx) => {
    const days = checkQueryRange(input.from, input.to, ["from", "to"]);
    const tenant = await merchantProperty(deps, ctx, input.property_id);
    const stay = nightsRead(input.from, days);
    const { catalog, ledger } = await propertyCatalogAndLedger(deps, tenant, input.property_id, stay);
    checkPromoCode(catalog, input.promo_code);
    const today = todayIn(catalog.property.timezone);
    const data = calendarOf(catalog, ledger, request(input, days, today, hotelOffers(catalog), "any"));
    return { data };
  };
