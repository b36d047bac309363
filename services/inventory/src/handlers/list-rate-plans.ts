import type { ratesOps } from "@reservations/contracts";
import { listRatePlans as listStored } from "../store/rate-plans.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const listRatePlans =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.listRatePlans> =>
  async ({ property_id }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    return { data: await listStored(deps.kit.pool, tenant, property_id), next_cursor: null };
  };
