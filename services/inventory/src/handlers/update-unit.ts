import { AppError, FieldValidationError, type unitsOps } from "@reservations/contracts";
import { auditEvent, newId } from "@reservations/service-kit";
import { toMerchantUnit } from "../domain/catalog.js";
import { findUnit, updateUnit as update } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const updateUnit =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.update> =>
  async ({ property_id, unit_id, patch }, ctx) => {
    const { pool } = deps.kit;
    const tenant = await merchantProperty(deps, ctx, property_id);
    const current = await findUnit(pool, tenant, property_id, unit_id);
    if (!current) throw new AppError("UNIT_NOT_FOUND");
    // Kind and parent never change, so this check cannot go stale before the update.
    if (patch.rooms && current.kind !== "room_type") {
      throw FieldValidationError.single("rooms", "only a room type has rooms");
    }
    const audit = auditEvent(ctx, "unit.update", unit_id);
    const updated = await update(
      pool,
      tenant,
      property_id,
      unit_id,
      {
        name: patch.name,
        max_adults: patch.max_adults,
        max_children: patch.max_children,
        published: patch.published,
        blocked_for_sale: patch.blocked_for_sale,
        window: patch.availability_window,
        new_rooms: patch.rooms?.map((r) => ({ id: newId("room"), name: r.name })),
      },
      audit,
    );
    if (!updated) throw new AppError("UNIT_NOT_FOUND");
    deps.outbox.kick();
    return { data: toMerchantUnit(updated) };
  };
