import type { unitsOps } from "@reservations/contracts";
import { toMerchantUnit } from "../domain/catalog.js";
import { listUnits } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

/** Every unit of the property, exposed or not, as its hotel sees them. */
export const listMerchantUnits =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.merchantList> =>
  async ({ property_id }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    const list = await listUnits(deps.kit.pool, tenant, property_id);
    return { data: list.map(toMerchantUnit), next_cursor: null };
  };

/** The housekeeping of every unit of the property and of each of its rooms. */
export const listMerchantHousekeeping =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.merchantHousekeeping> =>
  async ({ property_id }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    const list = await listUnits(deps.kit.pool, tenant, property_id);
    const data = list.map((u) => ({
      unit_id: u.id,
      status: u.housekeeping,
      rooms: u.rooms.map(({ id, status }) => ({ id, status })),
    }));
    return { data, next_cursor: null };
  };
