import { AppError, type CallerContext, propertiesOps } from "@reservations/contracts";
import { newId, Reply, type ServiceKit } from "@reservations/service-kit";
import { existingProperties, findProperty, insertProperty, listProperties } from "../store/properties.js";

/** The tenant a call acts for; every query is scoped by it. */
export function tenantOf(ctx: CallerContext): string {
  if (!ctx.tenant_id) throw new AppError("PROPERTY_NOT_FOUND");
  return ctx.tenant_id;
}

export function registerPropertyHandlers(kit: ServiceKit): void {
  kit.rpc.serve(propertiesOps.create, async (input, ctx) => {
    const property = await insertProperty(kit.pool, {
      id: newId("prop"),
      tenant_id: tenantOf(ctx),
      ...input,
    });
    return new Reply(201, { data: property });
  });

  kit.rpc.serve(propertiesOps.list, async (_input, ctx) => {
    const tenant = tenantOf(ctx);
    // A partner sees the properties its key covers, narrowed to X-Property when sent.
    const ids = ctx.property_id ? [ctx.property_id] : ctx.actor === "partner" ? ctx.property_ids : null;
    return { data: await listProperties(kit.pool, tenant, ids), next_cursor: null };
  });

  kit.rpc.serve(propertiesOps.get, async ({ property_id }, ctx) => {
    const property = await findProperty(kit.pool, tenantOf(ctx), property_id);
    if (!property) throw new AppError("PROPERTY_NOT_FOUND");
    return { data: property };
  });

  kit.rpc.serve(propertiesOps.resolve, async ({ tenant_id, property_ids }) => ({
    found: property_ids.length === 0 ? [] : await existingProperties(kit.pool, tenant_id, property_ids),
  }));
}
