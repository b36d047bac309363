import { FieldValidationError, type unitsOps } from "@reservations/contracts";
import { auditEvent, newId, Reply } from "@reservations/service-kit";
import { toMerchantUnit } from "../domain/catalog.js";
import { findUnit, insertUnit } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const createUnit =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.create> =>
  async ({ property_id, unit }, ctx) => {
    const { pool } = deps.kit;
    const tenant = await merchantProperty(deps, ctx, property_id);
    if (unit.kind === "room_type" && !unit.rooms) {
      throw FieldValidationError.single("rooms", "a room type needs at least one room");
    }
    if (unit.kind !== "room_type" && unit.rooms) {
      throw FieldValidationError.single("rooms", "only a room type has rooms");
    }
    if (unit.parent_unit_id !== undefined) {
      if (unit.kind !== "single") {
        throw FieldValidationError.single("parent_unit_id", "only a single unit can be a whole-house child");
      }
      const parent = await findUnit(pool, tenant, property_id, unit.parent_unit_id);
      if (parent?.kind !== "whole_house") {
        throw FieldValidationError.single("parent_unit_id", "must be a whole-house unit of this property");
      }
    }
    const id = newId("unit");
    const created = await insertUnit(
      pool,
      {
        id,
        tenant_id: tenant,
        property_id,
        name: unit.name,
        kind: unit.kind,
        parent_unit_id: unit.parent_unit_id ?? null,
        max_adults: unit.max_adults,
        max_children: unit.max_children,
        published: unit.published,
        blocked_for_sale: unit.blocked_for_sale,
        window: unit.availability_window ?? null,
        rooms: (unit.rooms ?? []).map((r) => ({ id: newId("room"), name: r.name })),
      },
      auditEvent(ctx, "unit.create", id),
    );
    deps.outbox.kick();
    return new Reply(201, { data: toMerchantUnit(created) });
  };
