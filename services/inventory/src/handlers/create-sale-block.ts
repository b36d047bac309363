import { AppError, type unitsOps } from "@reservations/contracts";
import { auditEvent, inTransaction, newId, Reply } from "@reservations/service-kit";
import { insertEvent } from "../store/outbox.js";
import { insertSaleBlock } from "../store/sale-blocks.js";
import { findUnit } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const createSaleBlock =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.createSaleBlock> =>
  async ({ property_id, block }, ctx) => {
    const { pool } = deps.kit;
    const tenant = await merchantProperty(deps, ctx, property_id);
    const unit = await findUnit(pool, tenant, property_id, block.unit_id);
    if (!unit) throw new AppError("UNIT_NOT_FOUND");
    if (block.room_id !== undefined && !unit.rooms.some((r) => r.id === block.room_id)) {
      throw new AppError("ROOM_NOT_FOUND");
    }
    const id = newId("blk");
    const created = await inTransaction(pool, async (tx) => {
      const made = await insertSaleBlock(tx, {
        id,
        tenant_id: tenant,
        property_id,
        unit_id: unit.id,
        room_id: block.room_id ?? null,
        start_date: block.start_date,
        end_date: block.end_date,
      });
      await insertEvent(tx, auditEvent(ctx, "sale_block.create", id));
      return made;
    });
    deps.outbox.kick();
    return new Reply(201, { data: created });
  };
