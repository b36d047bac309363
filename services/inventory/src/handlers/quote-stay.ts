import { type ratesOps, todayIn } from "@reservations/contracts";
import { unitAvailabilityByNight } from "../domain/availability.js";
import { quotedAmounts, resolveStay } from "../domain/stay.js";
import { catalogAndLedger, type InventoryDeps, type InventoryHandler } from "./context.js";

export const quoteStay =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.quote> =>
  async (input, ctx) => {
    const { catalog, ledger } = await catalogAndLedger(deps, ctx, input);
    const today = todayIn(catalog.property.timezone);
    const stay = resolveStay(catalog, input, { origin: "api", today });
    const { available } = unitAvailabilityByNight(
      catalog.nodes.get(stay.unit.id)!,
      catalog.nodes,
      input,
      ledger,
    );
    return {
      data: {
        unit_id: input.unit_id,
        rate_plan_id: input.rate_plan_id,
        start_date: input.start_date,
        end_date: input.end_date,
        nights: stay.nights,
        adults: input.adults,
        currency: catalog.property.currency,
        ...quotedAmounts(stay.priced, catalog.property.currency),
        available,
        children: stay.priced.children,
        cancellation_policy: stay.priced.cancellation_policy,
        free_cancellation_until: stay.priced.free_cancellation_until,
      },
    };
  };
