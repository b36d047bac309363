import { AppError, FieldValidationError, ratesOps } from "@reservations/contracts";
import type { PoolClient } from "@reservations/service-kit";
import { newId, Reply, type ServiceKit } from "@reservations/service-kit";
import { toMinor } from "@reservations/service-kit/money";
import {
  findRatePlan,
  insertRatePlan,
  listRatePlans,
  type RatePlanFields,
  ratePlanLineage,
  updateRatePlan,
  withRatePlanLock,
} from "../store/rate-plans.js";
import { existingUnits } from "../store/units.js";
import { merchantProperty } from "./merchant-units.js";

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** Prices in minor units; one price per number of adults. */
function pricesInMinor(prices: { adults: number; nightly_price: number }[]): RatePlanFields["prices"] {
  const adults = prices.map((p) => p.adults);
  const repeated = unique(adults.filter((a, i) => adults.indexOf(a) !== i));
  if (repeated.length > 0) {
    throw FieldValidationError.single("prices", `more than one price for adults ${repeated.join(", ")}`);
  }
  return prices.map((p) => ({ adults: p.adults, nightly_minor: toMinor(p.nightly_price) }));
}

/** A parent must be another plan of the property that does not already derive from this one. */
async function checkParent(
  tx: PoolClient,
  tenant: string,
  propertyId: string,
  planId: string | null,
  parentId: string,
): Promise<void> {
  if (parentId === planId) {
    throw FieldValidationError.single("parent_rate_plan_id", "a rate plan cannot derive from itself");
  }
  const lineage = await ratePlanLineage(tx, tenant, propertyId, parentId);
  if (lineage.length === 0) {
    throw FieldValidationError.single("parent_rate_plan_id", "must be a rate plan of this property");
  }
  if (planId !== null && lineage.includes(planId)) {
    throw FieldValidationError.single("parent_rate_plan_id", "would make the rate plan derive from itself");
  }
}

export function registerMerchantRatePlanHandlers(kit: ServiceKit): void {
  /** unit_ids without repeats, every one a unit of the property. */
  async function unitIdsOf(tenant: string, propertyId: string, ids: string[]): Promise<string[]> {
    const wanted = unique(ids);
    const found = new Set(await existingUnits(kit.pool, tenant, propertyId, wanted));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw FieldValidationError.single("unit_ids", `not units of this property: ${unknown.join(", ")}`);
    }
    return wanted;
  }

  kit.rpc.serve(ratesOps.createRatePlan, async ({ property_id, plan }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    const fields: RatePlanFields = {
      name: plan.name,
      unit_ids: await unitIdsOf(tenant, property_id, plan.unit_ids),
      sales_channels: unique(plan.sales_channels),
      active: plan.active,
      parent_rate_plan_id: plan.parent_rate_plan_id ?? null,
      min_stay: plan.min_stay ?? null,
      max_stay: plan.max_stay ?? null,
      prices: pricesInMinor(plan.prices),
    };
    const created = await withRatePlanLock(kit.pool, property_id, async (tx) => {
      if (fields.parent_rate_plan_id !== null)
        await checkParent(tx, tenant, property_id, null, fields.parent_rate_plan_id);
      return insertRatePlan(tx, tenant, property_id, newId("rp"), fields);
    });
    return new Reply(201, { data: created });
  });

  kit.rpc.serve(ratesOps.updateRatePlan, async ({ property_id, rate_plan_id, patch }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    const changes: Partial<RatePlanFields> = {
      name: patch.name,
      sales_channels: patch.sales_channels && unique(patch.sales_channels),
      active: patch.active,
      parent_rate_plan_id: patch.parent_rate_plan_id,
      min_stay: patch.min_stay,
      max_stay: patch.max_stay,
      prices: patch.prices && pricesInMinor(patch.prices),
    };
    const updated = await withRatePlanLock(kit.pool, property_id, async (tx) => {
      const current = await findRatePlan(tx, tenant, property_id, rate_plan_id);
      if (!current) throw new AppError("RATE_PLAN_NOT_FOUND");
      if (patch.unit_ids) changes.unit_ids = await unitIdsOf(tenant, property_id, patch.unit_ids);
      if (changes.parent_rate_plan_id)
        await checkParent(tx, tenant, property_id, rate_plan_id, changes.parent_rate_plan_id);
      // The contract checks the pair when both are sent; one sent alone is checked against the stored other.
      const minStay = changes.min_stay !== undefined ? changes.min_stay : current.min_stay;
      const maxStay = changes.max_stay !== undefined ? changes.max_stay : current.max_stay;
      if (minStay !== null && maxStay !== null && maxStay < minStay) {
        throw FieldValidationError.single("max_stay", "max_stay must not be below min_stay");
      }
      return updateRatePlan(tx, tenant, property_id, rate_plan_id, changes);
    });
    return { data: updated };
  });

  kit.rpc.serve(ratesOps.listRatePlans, async ({ property_id }, ctx) => {
    const tenant = await merchantProperty(kit.pool, ctx, property_id);
    return { data: await listRatePlans(kit.pool, tenant, property_id), next_cursor: null };
  });
}
