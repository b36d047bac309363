import type { unitsOps } from "@reservations/contracts";
import { toUnit } from "../domain/catalog.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

/** The property's exposed units, as partners see them. */
export const listUnits =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.list> =>
  async (_input, ctx) => {
    const catalog = await catalogFor(deps, ctx);
    return { data: catalog.exposedUnits().map(toUnit), next_cursor: null };
  };
