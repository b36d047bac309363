import { type ratesOps, todayIn } from "@reservations/contracts";
import { unitAvailability } from "../domain/availability.js";
import { resolveStay } from "../domain/stay.js";
import { loadLedger } from "../store/ledger.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

export const quoteStay =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.quote> =>
  async (input, ctx) => {
    const catalog = await catalogFor(deps, ctx);
    const today = todayIn(catalog.property.timezone);
    const stay = resolveStay(catalog, input, { origin: "api", today });
    const ledger = await loadLedger(
      deps.kit.pool,
      catalog.property.id,
      catalog.relatedUnitIds(stay.unit.id),
      input.start_date,
      input.end_date,
    );
    const { available } = unitAvailability(catalog.nodes.get(stay.unit.id)!, catalog.nodes, input, ledger);
    return {
      data: {
        unit_id: input.unit_id,
        rate_plan_id: input.rate_plan_id,
        start_date: input.start_date,
        end_date: input.end_date,
        nights: stay.nights,
        adults: input.adults,
        currency: catalog.property.currency,
        nightly: stay.priced.nightly,
        total_price: stay.priced.total_price,
        available,
      },
    };
  };
