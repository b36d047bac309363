import { AppError, type propertiesOps } from "@reservations/contracts";
import { auditEvent, inTransaction } from "@reservations/service-kit";
import { insertEvent } from "../store/outbox.js";
import { findProperty, updateProperty as update } from "../store/properties.js";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

/** Merchant: a property's taxes and check-in time, with the change's audit entry. */
export const updateProperty =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.update> =>
  async ({ property_id, patch }, ctx) => {
    const tenant = tenantOf(ctx);
    if (ctx.actor !== "merchant") throw new AppError("PROPERTY_NOT_FOUND");
    const updated = await inTransaction(deps.kit.pool, async (tx) => {
      if (!(await update(tx, tenant, property_id, patch))) return false;
      await insertEvent(tx, auditEvent(ctx, "property.update", property_id));
      return true;
    });
    if (!updated) throw new AppError("PROPERTY_NOT_FOUND");
    deps.outbox.kick();
    return { data: (await findProperty(deps.kit.pool, tenant, property_id))! };
  };
