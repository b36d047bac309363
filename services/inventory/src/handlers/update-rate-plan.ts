import { AppError, FieldValidationError, type ratesOps } from "@reservations/contracts";
import { auditEvent } from "@reservations/service-kit";
import { childBands } from "../domain/charges.js";
import {
  checkDerivation,
  derivationOf,
  lengthOfStayDiscountsOf,
  pricesInMinor,
  promoCodesOf,
} from "../domain/rate-plans.js";
import { insertEvent } from "../store/outbox.js";
import {
  findRatePlan,
  type RatePlanFields,
  updateRatePlan as update,
  withRatePlanLock,
} from "../store/rate-plans.js";
import {
  checkParent,
  type InventoryDeps,
  type InventoryHandler,
  merchantProperty,
  ratePlanUnitIds,
} from "./context.js";

export const updateRatePlan =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.updateRatePlan> =>
  async ({ property_id, rate_plan_id, patch }, ctx) => {
    const tenant = await merchantProperty(deps, ctx, property_id);
    const changes: Partial<RatePlanFields> = {
      name: patch.name,
      sales_channels: patch.sales_channels && [...new Set(patch.sales_channels)],
      active: patch.active,
      parent_rate_plan_id: patch.parent_rate_plan_id,
      min_stay: patch.min_stay,
      max_stay: patch.max_stay,
      prices: patch.prices && pricesInMinor(patch.prices),
      cancellation_policy: patch.cancellation_policy,
      child_prices: patch.child_prices && childBands(patch.child_prices),
      derived: patch.derived === undefined ? undefined : patch.derived && derivationOf(patch.derived),
      length_of_stay_discounts:
        patch.length_of_stay_discounts && lengthOfStayDiscountsOf(patch.length_of_stay_discounts),
      promo_codes: patch.promo_codes && promoCodesOf(patch.promo_codes),
    };
    const updated = await withRatePlanLock(deps.kit.pool, property_id, async (tx) => {
      const current = await findRatePlan(tx, tenant, property_id, rate_plan_id);
      if (!current) throw new AppError("RATE_PLAN_NOT_FOUND");
      if (patch.unit_ids) changes.unit_ids = await ratePlanUnitIds(deps, tenant, property_id, patch.unit_ids);
      if (changes.parent_rate_plan_id)
        await checkParent(tx, tenant, property_id, rate_plan_id, changes.parent_rate_plan_id);
      const derived = changes.derived !== undefined ? changes.derived : current.derived;
      checkDerivation({
        parent_rate_plan_id:
          changes.parent_rate_plan_id !== undefined
            ? changes.parent_rate_plan_id
            : current.parent_rate_plan_id,
        derived,
        sent: patch,
      });
      // A plan turned derived drops the prices it had: its parent's are its own from now on.
      if (derived && !current.derived) {
        changes.prices = [];
        changes.child_prices = [];
      }
      // The contract checks the pair when both are sent; one sent alone is checked against the stored other.
      const minStay = changes.min_stay !== undefined ? changes.min_stay : current.min_stay;
      const maxStay = changes.max_stay !== undefined ? changes.max_stay : current.max_stay;
      if (minStay !== null && maxStay !== null && maxStay < minStay) {
        throw FieldValidationError.single("max_stay", "max_stay must not be below min_stay");
      }
      const changed = await update(tx, tenant, property_id, rate_plan_id, changes);
      await insertEvent(tx, auditEvent(ctx, "rate_plan.update", rate_plan_id));
      return changed;
    });
    deps.outbox.kick();
    return { data: updated };
  };
