import { AppError, type propertiesOps } from "@reservations/contracts";
import { findProperty, updateProperty as update } from "../store/properties.js";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

export const updateProperty =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.update> =>
  async ({ property_id, patch }, ctx) => {
    const tenant = tenantOf(ctx);
    if (ctx.actor !== "merchant" || !(await update(deps.kit.pool, tenant, property_id, patch)))
      throw new AppError("PROPERTY_NOT_FOUND");
    return { data: (await findProperty(deps.kit.pool, tenant, property_id))! };
  };
