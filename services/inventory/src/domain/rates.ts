import { formatMoney, type RatesWire } from "@reservations/contracts";
import type { Catalog } from "./catalog.js";
import { restrictionRuns } from "./restrictions.js";

/**
 * GET /rates for the nights [from, from + nights): one entry per exposed unit and api plan, in
 * the wire form. A plan's prices do not change by night, so an entry's runs are those of its
 * plan's restrictions (one run over every night when it has none); prices above the unit's
 * capacity are left out. A private plan is listed only with one of its promo codes.
 */
export function ratesOf(catalog: Catalog, from: string, nights: number, promoCode?: string): RatesWire {
  const data: RatesWire["data"] = [];
  // The runs of a plan's restrictions, worked out once per plan for the call.
  const runsOf = new Map<string, ReturnType<typeof restrictionRuns>>();
  const { currency } = catalog.property;
  for (const unit of catalog.exposedUnits(promoCode)) {
    for (const plan of catalog.apiPlansFor(unit.id, promoCode)) {
      const prices = [...plan.prices.entries()]
        .filter(([adults]) => adults <= unit.max_adults)
        .sort(([a], [b]) => a - b)
        .map(([adults, minor]) => ({ adults, price: formatMoney(minor, currency) }));
      let runs = runsOf.get(plan.id);
      if (!runs) {
        runs = restrictionRuns(plan.restrictions, from, nights);
        runsOf.set(plan.id, runs);
      }
      data.push({
        unit_id: unit.id,
        rate_plan_id: plan.id,
        min_stay: plan.min_stay,
        max_stay: plan.max_stay,
        runs: runs.map((r) => ({ nights: r.nights, prices, restrictions: r.restrictions })),
      });
    }
  }
  return { from, data, next_cursor: null };
}
