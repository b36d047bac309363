import type { ratesOps } from "@reservations/contracts";
import { auditEvent, newId, Reply } from "@reservations/service-kit";
import { childBands } from "../domain/charges.js";
import {
  checkDerivation,
  derivationOf,
  lengthOfStayDiscountsOf,
  pricesInMinor,
  promoCodesOf,
} from "../domain/rate-plans.js";
import { insertEvent } from "../store/outbox.js";
import { insertRatePlan, type RatePlanFields, withRatePlanLock } from "../store/rate-plans.js";
import {
  checkParent,
  type InventoryDeps,
  type InventoryHandler,
  merchantProperty,
  ratePlanUnitIds,
} from "./context.js";

export const createRatePlan =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.createRatePlan> =>
  async ({ property_id, plan }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    const fields: RatePlanFields = {
      name: plan.name,
      unit_ids: await ratePlanUnitIds(deps, tenant, property_id, plan.unit_ids),
      sales_channels: [...new Set(plan.sales_channels)],
      active: plan.active,
      parent_rate_plan_id: plan.parent_rate_plan_id ?? null,
      min_stay: plan.min_stay ?? null,
      max_stay: plan.max_stay ?? null,
      prices: pricesInMinor(plan.prices),
      cancellation_policy: plan.cancellation_policy ?? null,
      child_prices: childBands(plan.child_prices),
      derived: plan.derived ? derivationOf(plan.derived) : null,
      length_of_stay_discounts: lengthOfStayDiscountsOf(plan.length_of_stay_discounts),
      promo_codes: promoCodesOf(plan.promo_codes),
    };
    checkDerivation({ ...fields, sent: plan });
    const id = newId("rp");
    const created = await withRatePlanLock(deps.kit.pool, property_id, async (tx) => {
      if (fields.parent_rate_plan_id !== null)
        await checkParent(tx, tenant, property_id, null, fields.parent_rate_plan_id);
      const made = await insertRatePlan(tx, tenant, property_id, id, fields);
      await insertEvent(tx, auditEvent(ctx, "rate_plan.create", id));
      return made;
    });
    deps.outbox.kick();
    return new Reply(201, { data: created });
  };
