import type { propertiesOps } from "@reservations/contracts";
import { propertyCurrencies } from "../store/properties.js";
import type { InventoryDeps, InventoryHandler } from "./context.js";

/** Which of these properties are the tenant's, with their currencies (the booking service writes amounts in them). */
export const resolveProperties =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.resolve> =>
  async ({ tenant_id, property_ids }) => {
    const rows =
      property_ids.length === 0 ? [] : await propertyCurrencies(deps.kit.pool, tenant_id, property_ids);
    return {
      found: rows.map((r) => r.id),
      currencies: Object.fromEntries(rows.map((r) => [r.id, r.currency])),
    };
  };
