import type { unitsOps } from "@reservations/contracts";
import { toUnit } from "../domain/catalog.js";
import { taggedRead } from "./conditional.js";
import { catalogFor, type InventoryDeps, type InventoryHandler } from "./context.js";

/** The property's exposed units, as partners see them; tagged by the catalog's version. */
export const listUnits =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.list> =>
  (_input, ctx) =>
    taggedRead(deps, ctx, { op: "units.list", inputs: [], ledger: false }, async (versions) => {
      const catalog = await catalogFor(deps, ctx, versions);
      return { data: catalog.exposedUnits().map(toUnit), next_cursor: null };
    });
