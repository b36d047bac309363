import { AppError, type unitsOps } from "@reservations/contracts";
import { auditEvent, insertOutboxEvent, inTransaction, newEvent } from "@reservations/service-kit";
import { INVENTORY_OUTBOX, insertEvent } from "../store/outbox.js";
import { findUnit, setRoomHousekeeping, setUnitHousekeeping, unitHousekeeping } from "../store/units.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty } from "./context.js";

export const setHousekeeping =
  (deps: InventoryDeps): InventoryHandler<typeof unitsOps.setHousekeeping> =>
  async ({ property_id, unit_id, body }, ctx) => {
    const { pool } = deps.kit;
    const tenant = await merchantProperty(deps, ctx, property_id);
    const housekeeping = await inTransaction(pool, async (tx) => {
      if (body.room_id === undefined) {
        if (!(await setUnitHousekeeping(tx, tenant, property_id, unit_id, body.status))) {
          throw new AppError("UNIT_NOT_FOUND");
        }
      } else if (!(await setRoomHousekeeping(tx, tenant, property_id, unit_id, body.room_id, body.status))) {
        // Tell an unknown unit apart from a room that is not one of its rooms.
        const unit = await findUnit(tx, tenant, property_id, unit_id);
        throw new AppError(unit ? "ROOM_NOT_FOUND" : "UNIT_NOT_FOUND");
      }
      const now = await unitHousekeeping(tx, tenant, property_id, unit_id);
      if (!now) throw new AppError("UNIT_NOT_FOUND");
      // Subscribers with housekeeping:read hear of it: the event commits with the change, and the
      // outbox relay publishes it (again later if NATS is away; JetStream keeps it for a webhooks
      // service that is down).
      await insertOutboxEvent(
        tx,
        INVENTORY_OUTBOX,
        newEvent(
          "unit.housekeeping_changed",
          { unit_id, room_id: body.room_id ?? null, status: body.status },
          { tenant_id: tenant, property_id },
        ),
      );
      await insertEvent(tx, auditEvent(ctx, "unit.set_housekeeping", unit_id));
      return now;
    });
    deps.outbox.kick();
    return { data: housekeeping };
  };
