import { RESTRICTION_FIELDS, type Restrictions, type SetRestrictionsBody } from "@reservations/contracts";
import type { Db, PoolClient, QueryResultRow } from "@reservations/service-kit";
import { type RestrictionsByDate, setFields } from "../domain/restrictions.js";

type RestrictionRow = { rate_plan_id: string; date: string } & Record<
  keyof Restrictions,
  number | boolean | null
>;

const COLUMNS = RESTRICTION_FIELDS.join(", ");
const FLAGS = new Set<string>(["closed_to_arrival", "closed_to_departure", "stop_sell"]);

/**
 * The restrictions of every plan of the property (an SQL literal) from two days before today (UTC)
 * on: no stay that may still be sold arrives earlier, in any time zone. For the kept catalog.
 */
export const RESTRICTIONS_FROM_SQL = (propertyLiteral: string) =>
  `SELECT rate_plan_id, date, ${COLUMNS} FROM inventory.rate_plan_restrictions
    WHERE property_id = ${propertyLiteral} AND date >= current_date - 2`;

/** The rows of RESTRICTIONS_FROM_SQL by plan and date. */
export function restrictionsOf(rows: readonly QueryResultRow[]): Map<string, RestrictionsByDate> {
  const byPlan = new Map<string, Map<string, Restrictions>>();
  for (const row of rows as RestrictionRow[]) {
    let plan = byPlan.get(row.rate_plan_id);
    if (!plan) {
      plan = new Map();
      byPlan.set(row.rate_plan_id, plan);
    }
    plan.set(row.date, setFields(row));
  }
  return byPlan;
}

/** One plan's restrictions on the dates from `from` to `to`, both included. */
export async function restrictionsIn(
  db: Db,
  ratePlanId: string,
  from: string,
  to: string,
): Promise<RestrictionsByDate> {
  const { rows } = await db.query<RestrictionRow>(
    `SELECT rate_plan_id, date, ${COLUMNS} FROM inventory.rate_plan_restrictions
      WHERE rate_plan_id = $1 AND date BETWEEN $2 AND $3`,
    [ratePlanId, from, to],
  );
  return new Map(rows.map((r) => [r.date, setFields(r)]));
}

/**
 * Sets each field the body gives on every date from `from` to `to` (null, or false for a flag,
 * clears it) and leaves the others as they are; a date left with nothing set loses its row.
 */
export async function setRestrictions(
  tx: PoolClient,
  propertyId: string,
  ratePlanId: string,
  body: SetRestrictionsBody,
): Promise<void> {
  const given = RESTRICTION_FIELDS.filter((f) => body[f] !== undefined);
  if (given.length === 0) return;
  const values = given.map((f) => (FLAGS.has(f) ? body[f] === true : (body[f] ?? null)));
  // Column names come from the contract's fixed list, never from the request.
  await tx.query(
    `INSERT INTO inventory.rate_plan_restrictions AS r (rate_plan_id, property_id, date, ${given.join(", ")})
     SELECT $1, $2, d::date, ${given.map((f, i) => `$${i + 5}::${FLAGS.has(f) ? "boolean" : "int"}`).join(", ")}
       FROM generate_series($3::date, $4::date, interval '1 day') AS d
     ON CONFLICT (rate_plan_id, date) DO UPDATE SET ${given.map((f) => `${f} = EXCLUDED.${f}`).join(", ")}`,
    [ratePlanId, propertyId, body.from, body.to, ...values],
  );
  await tx.query(
    `DELETE FROM inventory.rate_plan_restrictions
      WHERE rate_plan_id = $1 AND date BETWEEN $2 AND $3
        AND min_stay_arrival IS NULL AND min_stay_through IS NULL AND max_stay IS NULL
        AND NOT closed_to_arrival AND NOT closed_to_departure AND NOT stop_sell
        AND min_advance_days IS NULL AND max_advance_days IS NULL`,
    [ratePlanId, body.from, body.to],
  );
}
