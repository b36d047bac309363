import type { propertiesOps } from "@reservations/contracts";
import { listProperties as listStored } from "../store/properties.js";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

export const listProperties =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.list> =>
  async (_input, ctx) => {
    const tenant = tenantOf(ctx);
    // A partner sees the properties its key covers, narrowed to X-Property when sent.
    const ids = ctx.property_id ? [ctx.property_id] : ctx.actor === "partner" ? ctx.property_ids : null;
    return { data: await listStored(deps.kit.pool, deps.properties, tenant, ids), next_cursor: null };
  };
