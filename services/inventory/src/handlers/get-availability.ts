import type { ratesOps } from "@reservations/contracts";
import { unitAvailabilityByNight } from "../domain/availability.js";
import { checkQueryRange } from "../domain/stay.js";
import { catalogAndLedger, type InventoryDeps, type InventoryHandler } from "./context.js";

export const getAvailability =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.availability> =>
  async ({ start, end }, ctx) => {
    checkQueryRange(start, end, ["start", "end"]);
    const stay = { start_date: start, end_date: end };
    const { catalog, ledger } = await catalogAndLedger(deps, ctx, stay);
    const data = catalog.exposedUnits().map((u) => {
      const { available, remaining_capacity } = unitAvailabilityByNight(
        catalog.nodes.get(u.id)!,
        catalog.nodes,
        stay,
        ledger,
      );
      return { unit_id: u.id, available, remaining_capacity };
    });
    return { data, next_cursor: null };
  };
