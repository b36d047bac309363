import { AppError, type unitsOps } from "@reservations/contracts";
import { auditEvent, inTransaction, Reply } from "@reservations/service-kit";
import { insertEvent } from "../store/outbox.js";
import { deleteSaleBlock as remove } from "../store/sale-blocks.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const deleteSaleBlock =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.deleteSaleBlock> =>
  async ({ property_id, block_id }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    await inTransaction(deps.kit.pool, async (tx) => {
      if (!(await remove(tx, tenant, property_id, block_id))) throw new AppError("SALE_BLOCK_NOT_FOUND");
      await insertEvent(tx, auditEvent(ctx, "sale_block.delete", block_id));
    });
    deps.outbox.kick();
    return new Reply(204, undefined);
  };
