import type { ratesOps } from "@reservations/contracts";
import { auditEvent, inTransaction } from "@reservations/service-kit";
import { restrictionDays } from "../domain/restrictions.js";
import { insertEvent } from "../store/outbox.js";
import { restrictionsIn, setRestrictions as set } from "../store/restrictions.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty, propertyRatePlan } from "./context.js";

/** Sets restrictions on a rate plan over a range of dates, and answers every date of it. */
export const setRestrictions =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.setRestrictions> =>
  async ({ property_id, rate_plan_id, body }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    const days = await inTransaction(deps.kit.pool, async (tx) => {
      await propertyRatePlan(tx, tenant, property_id, rate_plan_id);
      await set(tx, property_id, rate_plan_id, body);
      await insertEvent(tx, auditEvent(ctx, "rate_plan.set_restrictions", rate_plan_id));
      return restrictionDays(await restrictionsIn(tx, rate_plan_id, body.from, body.to), body.from, body.to);
    });
    deps.outbox.kick();
    return { data: days };
  };
