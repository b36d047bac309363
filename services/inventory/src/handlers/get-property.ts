import { AppError, type propertiesOps } from "@reservations/contracts";
import { findProperty } from "../store/properties.js";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

export const getProperty =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.get> =>
  async ({ property_id }, ctx) => {
    const property = await findProperty(deps.kit.pool, tenantOf(ctx), property_id);
    if (!property) throw new AppError("PROPERTY_NOT_FOUND");
    return { data: property };
  };
