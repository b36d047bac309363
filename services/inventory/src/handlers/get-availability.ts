import type { ratesOps } from "@reservations/contracts";
import { unitAvailability } from "../domain/availability.js";
import { checkQueryRange } from "../domain/stay.js";
import { loadLedger } from "../store/ledger.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

export const getAvailability =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.availability> =>
  async ({ start, end }, ctx) => {
    checkQueryRange(start, end, ["start", "end"]);
    const catalog = await catalogFor(deps, ctx);
    const exposed = catalog.exposedUnits();
    if (exposed.length === 0) return { data: [], next_cursor: null };
    const ledger = await loadLedger(deps.kit.pool, catalog.property.id, null, start, end);
    const stay = { start_date: start, end_date: end };
    const data = exposed.map((u) => ({
      unit_id: u.id,
      ...unitAvailability(catalog.nodes.get(u.id)!, catalog.nodes, stay, ledger),
    }));
    return { data, next_cursor: null };
  };
