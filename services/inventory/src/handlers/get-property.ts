import { AppError, type propertiesOps } from "@reservations/contracts";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

export const getProperty =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.get> =>
  async ({ property_id }, ctx) => {
    const property = await deps.properties.find({ tenantId: tenantOf(ctx), id: property_id });
    if (!property) throw new AppError("PROPERTY_NOT_FOUND");
    return { data: property };
  };
