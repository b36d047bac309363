import type { propertiesOps } from "@reservations/contracts";
import { auditEvent, inTransaction, newId, Reply } from "@reservations/service-kit";
import { insertEvent } from "../store/outbox.js";
import { insertProperty } from "../store/properties.js";
import { type InventoryDeps, type InventoryHandler, tenantOf } from "./context.js";

export const createProperty =
  (deps: InventoryDeps): InventoryHandler<typeof propertiesOps.create> =>
  async (input, ctx) => {
    const id = newId("prop");
    const property = await inTransaction(deps.kit.pool, async (tx) => {
      const made = await insertProperty(tx, { id, tenant_id: tenantOf(ctx), ...input });
      await insertEvent(tx, auditEvent(ctx, "property.create", id));
      return made;
    });
    deps.outbox.kick();
    return new Reply(201, { data: property });
  };
