import { AppError, type unitsOps } from "@reservations/contracts";
import { toUnit } from "../domain/catalog.js";
import { findUnit } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, partnerProperty } from "./context.js";

// A unit that is not exposed answers exactly like one that does not exist.
export const getUnit =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.get> =>
  async ({ unit_id }, ctx) => {
    const { tenant, property } = partnerProperty(ctx);
    const unit = await findUnit(deps.kit.pool, tenant, property, unit_id);
    if (!unit?.exposed) throw new AppError("UNIT_NOT_FOUND");
    return { data: toUnit(unit) };
  };
