import { AppError, type unitsOps } from "@reservations/contracts";
import { Reply } from "@reservations/service-kit";
import { deleteSaleBlock as remove } from "../store/sale-blocks.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const deleteSaleBlock =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.deleteSaleBlock> =>
  async ({ property_id, block_id }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    if (!(await remove(deps.kit.pool, tenant, property_id, block_id)))
      throw new AppError("SALE_BLOCK_NOT_FOUND");
    return new Reply(204, undefined);
  };
