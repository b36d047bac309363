import type { unitsOps } from "@reservations/contracts";
import { unitKinds as storedKinds } from "../store/units.js";
import type { InventoryDeps, InventoryHandler } from "./context.js";

/** The kind of each of these units of the hotel's property (asked by the booking service for a group's refusals). */
export const unitKinds =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.kinds> =>
  async ({ tenant_id, property_id, unit_ids }) => ({
    kinds: await storedKinds(deps.kit.pool, tenant_id, property_id, unit_ids),
  });
