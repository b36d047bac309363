import { AppError, type unitsOps } from "@reservations/contracts";
import { unitHousekeeping } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, partnerProperty } from "./context.js";

// Housekeeping covers every unit of the property, sold through the API or not.
export const getHousekeeping =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.housekeeping> =>
  async ({ unit_id }, ctx) => {
    const { tenant, property } = partnerProperty(ctx);
    const housekeeping = await unitHousekeeping(deps.kit.pool, tenant, property, unit_id);
    if (!housekeeping) throw new AppError("UNIT_NOT_FOUND");
    return { data: housekeeping };
  };
