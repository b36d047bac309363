import { FieldValidationError, type unitsOps } from "@reservations/contracts";
import { listSaleBlocks as storedSaleBlocks } from "../store/sale-blocks.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

/** The property's sale blocks, every one at once (`next_cursor` null), optionally those meeting [from, to). */
export const listSaleBlocks =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.listSaleBlocks> =>
  async ({ property_id, from, to }, ctx) => {
    if (from && to && to <= from) throw FieldValidationError.single("to", "must be after from");
    const tenant = await merchantProperty(deps, ctx, property_id);
    return {
      data: await storedSaleBlocks(deps.kit.pool, tenant, property_id, { from, to }),
      next_cursor: null,
    };
  };
