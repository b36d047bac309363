import type { ratesOps } from "@reservations/contracts";
import { restrictionDays } from "../domain/restrictions.js";
import { restrictionsIn } from "../store/restrictions.js";
import { type InventoryDeps, type InventoryHandler, merchantProperty, propertyRatePlan } from "./context.js";

/** A rate plan's restrictions on every date of a range. */
export const getRestrictions =
  (deps: InventoryDeps): InventoryHandler<typeof ratesOps.getRestrictions> =>
  async ({ property_id, rate_plan_id, range }, ctx) => {
    const { pool } = deps.kit;
    const tenant = await merchantProperty(deps, ctx, property_id);
    await propertyRatePlan(pool, tenant, property_id, rate_plan_id);
    const stored = await restrictionsIn(pool, rate_plan_id, range.from, range.to);
    return { data: restrictionDays(stored, range.from, range.to) };
  };
