import type { propertiesOps } from "@reservations/contracts";
import { existingProperties } from "../store/properties.js";
import type { InventoryDeps, InventoryHandler } from "./context.js";

/** Which of these properties are the tenant's (asked by the keys and webhooks services). */
export const resolveProperties =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.resolve> =>
  async ({ tenant_id, property_ids }) => ({
    found: property_ids.length === 0 ? [] : await existingProperties(deps.kit.pool, tenant_id, property_ids),
  });
