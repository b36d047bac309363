import {
  type CancellationPolicy,
  formatMoney,
  type RatePlan as RatePlanSchema,
} from "@reservations/contracts";
import { type Db, inTransaction, type Pool, type PoolClient } from "@reservations/service-kit";
import type { z } from "zod";
import type { Derivation, LengthOfStayDiscount } from "../domain/rate-plans.js";

export type RatePlan = z.infer<typeof RatePlanSchema>;

export interface RatePlanRow {
  id: string;
  name: string;
  unit_ids: string[];
  sales_channels: RatePlan["sales_channels"];
  active: boolean;
  parent_rate_plan_id: string | null;
  min_stay: number | null;
  max_stay: number | null;
  prices: { adults: number; nightly_minor: number }[];
  cancellation_policy: CancellationPolicy | null;
  /** Lowest max_age first. */
  child_prices: { max_age: number; nightly_minor: number }[];
  derived: Derivation | null;
  /** Lowest min_nights first. */
  length_of_stay_discounts: LengthOfStayDiscount[];
  promo_codes: string[];
  created_at: Date;
}

/** A plan as selected: with its property's currency, which its prices are written in. */
type SelectedRatePlan = RatePlanRow & { currency: string };

const toRatePlan = (r: SelectedRatePlan): RatePlan => ({
  id: r.id,
  name: r.name,
  unit_ids: r.unit_ids,
  sales_channels: r.sales_channels,
  active: r.active,
  parent_rate_plan_id: r.parent_rate_plan_id,
  min_stay: r.min_stay,
  max_stay: r.max_stay,
  prices: r.prices.map((p) => ({
    adults: p.adults,
    nightly_price: formatMoney(p.nightly_minor, r.currency),
  })),
  cancellation_policy: r.cancellation_policy,
  child_prices: r.child_prices.map((c) => ({
    max_age: c.max_age,
    nightly_price: formatMoney(c.nightly_minor, r.currency),
  })),
  derived: r.derived && derivationView(r.derived, r.currency),
  length_of_stay_discounts: r.length_of_stay_discounts.map((d) => ({
    min_nights: d.min_nights,
    percent: d.percent_units / 100,
  })),
  promo_codes: r.promo_codes,
  created_at: r.created_at.toISOString(),
});

/** A derivation as the answer shows it: the percent as a number, the amount as money. */
const derivationView = (d: Derivation, currency: string): NonNullable<RatePlan["derived"]> =>
  d.adjustment === "percent"
    ? { adjustment: "percent", value: d.units / 100, inherit_restrictions: d.inherit_restrictions }
    : {
        adjustment: "amount",
        value: formatMoney(d.units, currency),
        inherit_restrictions: d.inherit_restrictions,
      };

const SELECT = `SELECT rp.id, rp.name, rp.sales_channels, rp.active, rp.parent_rate_plan_id, rp.min_stay,
    rp.max_stay, rp.cancellation_policy, rp.child_prices, rp.derived, rp.length_of_stay_discounts,
    rp.promo_codes, rp.created_at,
    (SELECT currency FROM inventory.properties WHERE id = rp.property_id) AS currency,
    COALESCE((SELECT array_agg(rpu.unit_id ORDER BY u.seq)
              FROM inventory.rate_plan_units rpu JOIN inventory.units u ON u.id = rpu.unit_id
              WHERE rpu.rate_plan_id = rp.id), '{}'::text[]) AS unit_ids,
    COALESCE((SELECT json_agg(json_build_object('adults', p.adults, 'nightly_minor', p.nightly_minor)
                ORDER BY p.adults)
              FROM inventory.rate_plan_prices p WHERE p.rate_plan_id = rp.id), '[]'::json) AS prices
  FROM inventory.rate_plans rp`;

/** The stored fields of a plan; prices in minor units. */
export interface RatePlanFields {
  name: string;
  unit_ids: string[];
  sales_channels: string[];
  active: boolean;
  parent_rate_plan_id: string | null;
  min_stay: number | null;
  max_stay: number | null;
  prices: { adults: number; nightly_minor: number }[];
  cancellation_policy: CancellationPolicy | null;
  child_prices: RatePlanRow["child_prices"];
  derived: Derivation | null;
  length_of_stay_discounts: LengthOfStayDiscount[];
  promo_codes: string[];
}

const COLUMNS = [
  "name",
  "sales_channels",
  "active",
  "parent_rate_plan_id",
  "min_stay",
  "max_stay",
  "cancellation_policy",
  "child_prices",
  "derived",
  "length_of_stay_discounts",
  "promo_codes",
] as const;
/** Columns kept as JSON: the driver would send an array as a Postgres array. */
const JSON_COLUMNS = new Set<string>([
  "cancellation_policy",
  "child_prices",
  "derived",
  "length_of_stay_discounts",
]);
const columnValue = (column: (typeof COLUMNS)[number], value: unknown) =>
  JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;

export async function findRatePlan(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
): Promise<RatePlan | undefined> {
  const { rows } = await db.query<SelectedRatePlan>(
    `${SELECT} WHERE rp.tenant_id = $1 AND rp.property_id = $2 AND rp.id = $3`,
    [tenantId, propertyId, id],
  );
  return rows[0] && toRatePlan(rows[0]);
}

/** Whether the plan is one of the tenant's property's. */
export async function ratePlanExists(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM inventory.rate_plans WHERE tenant_id = $1 AND property_id = $2 AND id = $3",
    [tenantId, propertyId, id],
  );
  return rows.length > 0;
}

/** The property's plans, oldest first. */
export async function listRatePlans(db: Db, tenantId: string, propertyId: string): Promise<RatePlan[]> {
  const { rows } = await db.query<SelectedRatePlan>(
    `${SELECT} WHERE rp.tenant_id = $1 AND rp.property_id = $2 ORDER BY rp.created_at, rp.id`,
    [tenantId, propertyId],
  );
  return rows.map(toRatePlan);
}

/** The plan and the plans it derives from, nearest first; empty when it is not the property's. */
export async function ratePlanLineage(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `WITH RECURSIVE chain (id, parent, depth) AS (
       SELECT id, parent_rate_plan_id, 1 FROM inventory.rate_plans
       WHERE tenant_id = $1 AND property_id = $2 AND id = $3
       UNION ALL
       SELECT rp.id, rp.parent_rate_plan_id, c.depth + 1
       FROM inventory.rate_plans rp JOIN chain c ON rp.id = c.parent
       WHERE c.depth < 10000
     )
     SELECT id FROM chain ORDER BY depth`,
    [tenantId, propertyId, id],
  );
  return rows.map((r) => r.id);
}

/** How many levels of plans derive from the plan, directly or not (0: none); a cycle stops the count. */
export async function ratePlanLevelsBelow(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
): Promise<number> {
  const { rows } = await db.query<{ levels: number }>(
    `WITH RECURSIVE below (id, depth, path) AS (
       SELECT id, 1, ARRAY[$3::text, id] FROM inventory.rate_plans
        WHERE tenant_id = $1 AND property_id = $2 AND parent_rate_plan_id = $3
       UNION ALL
       SELECT rp.id, b.depth + 1, b.path || rp.id
         FROM inventory.rate_plans rp JOIN below b ON rp.parent_rate_plan_id = b.id
        WHERE rp.property_id = $2 AND NOT rp.id = ANY (b.path) AND b.depth < 100
     )
     SELECT coalesce(max(depth), 0)::int AS levels FROM below`,
    [tenantId, propertyId, id],
  );
  return rows[0]!.levels;
}

/**
 * Runs fn in a transaction holding the property's rate-plan lock: writers of one property go
 * one at a time, so two concurrent parent changes cannot close a cycle between them.
 */
export function withRatePlanLock<T>(
  pool: Pool,
  propertyId: string,
  fn: (tx: PoolClient) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('inventory.rate_plans:' || $1, 0))", [
      propertyId,
    ]);
    return fn(tx);
  });
}

/** Inserts a plan with its units and prices; `tx` holds the property's rate-plan lock. */
export async function insertRatePlan(
  tx: PoolClient,
  tenantId: string,
  propertyId: string,
  id: string,
  plan: RatePlanFields,
): Promise<RatePlan> {
  await tx.query(
    `INSERT INTO inventory.rate_plans (id, tenant_id, property_id, name, sales_channels, active,
       parent_rate_plan_id, min_stay, max_stay, cancellation_policy, child_prices, derived,
       length_of_stay_discounts, promo_codes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      id,
      tenantId,
      propertyId,
      plan.name,
      plan.sales_channels,
      plan.active,
      plan.parent_rate_plan_id,
      plan.min_stay,
      plan.max_stay,
      columnValue("cancellation_policy", plan.cancellation_policy),
      columnValue("child_prices", plan.child_prices),
      columnValue("derived", plan.derived),
      columnValue("length_of_stay_discounts", plan.length_of_stay_discounts),
      plan.promo_codes,
    ],
  );
  await replaceUnits(tx, id, plan.unit_ids);
  await replacePrices(tx, id, plan.prices);
  return (await findRatePlan(tx, tenantId, propertyId, id))!;
}

/** Replaces the given fields (unit_ids and prices replace the whole set); `tx` holds the property's rate-plan lock. */
export async function updateRatePlan(
  tx: PoolClient,
  tenantId: string,
  propertyId: string,
  id: string,
  patch: Partial<RatePlanFields>,
): Promise<RatePlan> {
  const sets: string[] = [];
  const values: unknown[] = [tenantId, propertyId, id];
  for (const column of COLUMNS) {
    if (patch[column] === undefined) continue;
    values.push(columnValue(column, patch[column]));
    sets.push(`${column} = $${values.length}`);
  }
  if (sets.length > 0) {
    await tx.query(
      `UPDATE inventory.rate_plans SET ${sets.join(", ")} WHERE tenant_id = $1 AND property_id = $2 AND id = $3`,
      values,
    );
  }
  if (patch.unit_ids) await replaceUnits(tx, id, patch.unit_ids);
  if (patch.prices) await replacePrices(tx, id, patch.prices);
  return (await findRatePlan(tx, tenantId, propertyId, id))!;
}

async function replaceUnits(tx: PoolClient, id: string, unitIds: string[]): Promise<void> {
  await tx.query("DELETE FROM inventory.rate_plan_units WHERE rate_plan_id = $1", [id]);
  await tx.query(
    `INSERT INTO inventory.rate_plan_units (rate_plan_id, unit_id)
     SELECT $1, u FROM unnest($2::text[]) AS u ON CONFLICT DO NOTHING`,
    [id, unitIds],
  );
}

async function replacePrices(tx: PoolClient, id: string, prices: RatePlanFields["prices"]): Promise<void> {
  await tx.query("DELETE FROM inventory.rate_plan_prices WHERE rate_plan_id = $1", [id]);
  await tx.query(
    `INSERT INTO inventory.rate_plan_prices (rate_plan_id, adults, nightly_minor)
     SELECT $1, a, m FROM unnest($2::int[], $3::bigint[]) AS t (a, m)`,
    [id, prices.map((p) => p.adults), prices.map((p) => p.nightly_minor)],
  );
}
