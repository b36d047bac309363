import { AppError, type unitsOps } from "@reservations/contracts";
import { newEvent } from "@reservations/service-kit";
import { findUnit, setRoomHousekeeping, setUnitHousekeeping, unitHousekeeping } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const setHousekeeping =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.setHousekeeping> =>
  async ({ property_id, unit_id, body }, ctx) => {
    const { pool, log } = deps.kit;
    const tenant = await merchantProperty(deps, ctx, property_id);
    if (body.room_id === undefined) {
      if (!(await setUnitHousekeeping(pool, tenant, property_id, unit_id, body.status))) {
        throw new AppError("UNIT_NOT_FOUND");
      }
    } else if (!(await setRoomHousekeeping(pool, tenant, property_id, unit_id, body.room_id, body.status))) {
      // Tell an unknown unit apart from a room that is not one of its rooms.
      const unit = await findUnit(pool, tenant, property_id, unit_id);
      throw new AppError(unit ? "ROOM_NOT_FOUND" : "UNIT_NOT_FOUND");
    }
    const housekeeping = await unitHousekeeping(pool, tenant, property_id, unit_id);
    if (!housekeeping) throw new AppError("UNIT_NOT_FOUND");
    // Subscribers with housekeeping:read hear of it (JetStream keeps it for a webhooks service that is down).
    await deps.events
      .publish(
        newEvent(
          "unit.housekeeping_changed",
          { unit_id, room_id: body.room_id ?? null, status: body.status },
          { tenant_id: tenant, property_id },
        ),
      )
      .catch((err) => log.warn({ err: (err as Error).message }, "housekeeping event not published"));
    return { data: housekeeping };
  };
