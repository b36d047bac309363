import type { RatesWire } from "@reservations/contracts";
import { fromMinor } from "@reservations/service-kit/money";
import type { Catalog } from "./catalog.js";

/**
 * GET /rates for the nights [from, from + nights): one entry per exposed unit and api plan, in
 * the wire form. A plan's prices do not change by night, so each entry is one run over every
 * night, whatever the range; prices above the unit's capacity are left out.
 */
export function ratesOf(catalog: Catalog, from: string, nights: number): RatesWire {
  const data: RatesWire["data"] = [];
  for (const unit of catalog.exposedUnits()) {
    for (const plan of catalog.apiPlansFor(unit.id)) {
      const prices = [...plan.prices.entries()]
        .filter(([adults]) => adults <= unit.max_adults)
        .sort(([a], [b]) => a - b)
        .map(([adults, minor]) => ({ adults, price: fromMinor(minor) }));
      data.push({
        unit_id: unit.id,
        rate_plan_id: plan.id,
        min_stay: plan.min_stay,
        max_stay: plan.max_stay,
        runs: [{ nights, prices }],
      });
    }
  }
  return { from, data, next_cursor: null };
}
