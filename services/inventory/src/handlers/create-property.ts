import type { propertiesOps } from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import { insertProperty } from "../store/properties.js";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

export const createProperty =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.create> =>
  async (input, ctx) => {
    const property = await insertProperty(deps.kit.pool, {
      id: newId("prop"),
      tenant_id: tenantOf(ctx),
      ...input,
    });
    return new Reply(201, { data: property });
  };
