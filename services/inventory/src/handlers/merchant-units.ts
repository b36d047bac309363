import { AppError, type CallerContext, FieldValidationError, unitsOps } from "@reservations/contracts";
import type { Db } from "@reservations/service-kit";
import { EventPublisher, newEvent, newId, Reply, type ServiceKit } from "@reservations/service-kit";
import { toMerchantUnit, toUnit } from "../domain/catalog.js";
import { existingProperties } from "../store/properties.js";
import { deleteSaleBlock, insertSaleBlock } from "../store/sale-blocks.js";
import {
  findUnit,
  insertUnit,
  listUnits,
  setRoomHousekeeping,
  setUnitHousekeeping,
  unitHousekeeping,
  updateUnit,
} from "../store/units.js";
import { tenantOf } from "./properties.js";

/**
 * The tenant of a merchant call on a property in its path: the property must be the tenant's
 * (404 PROPERTY_NOT_FOUND otherwise, like one that does not exist).
 */
export async function merchantProperty(db: Db, ctx: CallerContext, propertyId: string): Promise<string> {
  if (ctx.actor !== "merchant") throw new AppError("PROPERTY_NOT_FOUND");
  const tenant = tenantOf(ctx);
  const [found] = await existingProperties(db, tenant, [propertyId]);
  if (!found) throw new AppError("PROPERTY_NOT_FOUND");
  return tenant;
}

/** The property a partner call is bound to (X-Property resolved by the gateway). */
function partnerProperty(ctx: CallerContext): { tenant: string; property: string } {
  const tenant = tenantOf(ctx);
  if (!ctx.property_id) throw new AppError("PROPERTY_NOT_FOUND");
  return { tenant, property: ctx.property_id };
}

export function registerMerchantUnitHandlers(kit: ServiceKit): void {
  const events = new EventPublisher(kit.nc, kit.config.NATS_NAMESPACE);

  kit.rpc.serve(unitsOps.create, async ({ property_id, unit }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
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
      const parent = await findUnit(kit.pool, tenant, property_id, unit.parent_unit_id);
      if (parent?.kind !== "whole_house") {
        throw FieldValidationError.single("parent_unit_id", "must be a whole-house unit of this property");
      }
    }
    const created = await insertUnit(kit.pool, {
      id: newId("unit"),
      tenant_id: tenant,
      property_id,
      name: unit.name,
      kind: unit.kind,
      parent_unit_id: unit.parent_unit_id ?? null,
      max_adults: unit.max_adults,
      published: unit.published,
      blocked_for_sale: unit.blocked_for_sale,
      window: unit.availability_window ?? null,
      rooms: (unit.rooms ?? []).map((r) => ({ id: newId("room"), name: r.name })),
    });
    return new Reply(201, { data: toMerchantUnit(created) });
  });

  kit.rpc.serve(unitsOps.update, async ({ property_id, unit_id, patch }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    const current = await findUnit(kit.pool, tenant, property_id, unit_id);
    if (!current) throw new AppError("UNIT_NOT_FOUND");
    // Kind and parent never change, so this check cannot go stale before the update.
    if (patch.rooms && current.kind !== "room_type") {
      throw FieldValidationError.single("rooms", "only a room type has rooms");
    }
    const updated = await updateUnit(kit.pool, tenant, property_id, unit_id, {
      name: patch.name,
      max_adults: patch.max_adults,
      published: patch.published,
      blocked_for_sale: patch.blocked_for_sale,
      window: patch.availability_window,
      new_rooms: patch.rooms?.map((r) => ({ id: newId("room"), name: r.name })),
    });
    if (!updated) throw new AppError("UNIT_NOT_FOUND");
    return { data: toMerchantUnit(updated) };
  });

  kit.rpc.serve(unitsOps.merchantList, async ({ property_id }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    const list = await listUnits(kit.pool, tenant, property_id);
    return { data: list.map(toMerchantUnit), next_cursor: null };
  });

  kit.rpc.serve(unitsOps.setHousekeeping, async ({ property_id, unit_id, body }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    if (body.room_id === undefined) {
      if (!(await setUnitHousekeeping(kit.pool, tenant, property_id, unit_id, body.status))) {
        throw new AppError("UNIT_NOT_FOUND");
      }
    } else if (
      !(await setRoomHousekeeping(kit.pool, tenant, property_id, unit_id, body.room_id, body.status))
    ) {
      // Tell an unknown unit apart from a room that is not one of its rooms.
      const unit = await findUnit(kit.pool, tenant, property_id, unit_id);
      throw new AppError(unit ? "ROOM_NOT_FOUND" : "UNIT_NOT_FOUND");
    }
    const housekeeping = await unitHousekeeping(kit.pool, tenant, property_id, unit_id);
    if (!housekeeping) throw new AppError("UNIT_NOT_FOUND");
    // Subscribers with housekeeping:read hear of it (JetStream keeps it for a webhooks service that is down).
    await events
      .publish(
        newEvent(
          "unit.housekeeping_changed",
          { unit_id, room_id: body.room_id ?? null, status: body.status },
          { tenant_id: tenant, property_id },
        ),
      )
      .catch((err) => kit.log.warn({ err: (err as Error).message }, "housekeeping event not published"));
    return { data: housekeeping };
  });

  kit.rpc.serve(unitsOps.createSaleBlock, async ({ property_id, block }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    const unit = await findUnit(kit.pool, tenant, property_id, block.unit_id);
    if (!unit) throw new AppError("UNIT_NOT_FOUND");
    if (block.room_id !== undefined && !unit.rooms.some((r) => r.id === block.room_id)) {
      throw new AppError("ROOM_NOT_FOUND");
    }
    const created = await insertSaleBlock(kit.pool, {
      id: newId("blk"),
      tenant_id: tenant,
      property_id,
      unit_id: unit.id,
      room_id: block.room_id ?? null,
      start_date: block.start_date,
      end_date: block.end_date,
    });
    return new Reply(201, { data: created });
  });

  kit.rpc.serve(unitsOps.deleteSaleBlock, async ({ property_id, block_id }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    if (!(await deleteSaleBlock(kit.pool, tenant, property_id, block_id)))
      throw new AppError("SALE_BLOCK_NOT_FOUND");
    return new Reply(204, undefined);
  });

  // Partner reads. SPEC: housekeeping covers every unit of the property, sold through the API or not.
  kit.rpc.serve(unitsOps.housekeeping, async ({ unit_id }, ctx) => {
    const { tenant, property } = partnerProperty(ctx);
    const housekeeping = await unitHousekeeping(kit.pool, tenant, property, unit_id);
    if (!housekeeping) throw new AppError("UNIT_NOT_FOUND");
    return { data: housekeeping };
  });

  // SPEC Errors 4: a unit that is not exposed answers exactly like one that does not exist.
  kit.rpc.serve(unitsOps.get, async ({ unit_id }, ctx) => {
    const { tenant, property } = partnerProperty(ctx);
    const unit = await findUnit(kit.pool, tenant, property, unit_id);
    if (!unit?.exposed) throw new AppError("UNIT_NOT_FOUND");
    return { data: toUnit(unit) };
  });
}
