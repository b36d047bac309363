import {
  inTransactionEndingWith,
  NamedStatements,
  type Pool,
  type QueryResultRow,
  sqlLiteral,
} from "@reservations/service-kit";
import { Catalog, type CatalogPlan, type CatalogUnit, type PropertyFields } from "../domain/catalog.js";
import type { RatePlanRow } from "./rate-plans.js";
import { RESTRICTIONS_FROM_SQL, restrictionsOf } from "./restrictions.js";

type UnitRow = Omit<CatalogUnit, "availability_window" | "count_of_rooms" | "rooms"> & {
  window_start: string | null;
  window_end: string | null;
};
type RoomRow = { unit_id: string; id: string; name: string };
type PlanRow = Omit<RatePlanRow, "unit_ids" | "prices" | "created_at">;
type PlanUnitRow = { rate_plan_id: string; unit_id: string };
type PriceRow = { rate_plan_id: string; adults: number; nightly_minor: number };

/**
 * The statements of a catalog load, each a scan of one index by the property (or of one plan's
 * rows), never a loop over the property's units: a load costs time linear in the rows it reads
 * whatever the planner believes of the tables' sizes.
 */
function catalogStatements(tenantId: string, propertyId: string): NamedStatements {
  const tenant = sqlLiteral(tenantId);
  const property = sqlLiteral(propertyId);
  return new NamedStatements()
    .add("snapshot", "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
    .add(
      "property",
      `SELECT id, currency, timezone, check_in_time, taxes FROM inventory.properties
        WHERE tenant_id = ${tenant} AND id = ${property}`,
    )
    .add(
      "units",
      `SELECT id, seq, name, kind, parent_unit_id, max_adults, max_children, published, blocked_for_sale,
              window_start, window_end
         FROM inventory.units WHERE tenant_id = ${tenant} AND property_id = ${property}
        ORDER BY created_at, id`,
    )
    .add(
      "rooms",
      `SELECT unit_id, id, name FROM inventory.rooms WHERE property_id = ${property} ORDER BY unit_id, position`,
    )
    .add(
      "plans",
      `SELECT id, name, sales_channels, active, parent_rate_plan_id, min_stay, max_stay, cancellation_policy,
              child_prices, derived, length_of_stay_discounts, promo_codes
         FROM inventory.rate_plans WHERE tenant_id = ${tenant} AND property_id = ${property}
        ORDER BY created_at, id`,
    )
    .add(
      "plan_units",
      `SELECT rpu.rate_plan_id, rpu.unit_id FROM inventory.rate_plans rp
         JOIN inventory.rate_plan_units rpu ON rpu.rate_plan_id = rp.id
        WHERE rp.property_id = ${property}`,
    )
    .add(
      "prices",
      `SELECT p.rate_plan_id, p.adults, p.nightly_minor FROM inventory.rate_plans rp
         JOIN inventory.rate_plan_prices p ON p.rate_plan_id = rp.id
        WHERE rp.property_id = ${property} ORDER BY p.adults`,
    )
    .add("restrictions", RESTRICTIONS_FROM_SQL(property));
}

/** Rows grouped by one of their fields, in the rows' order. */
function groupBy<R extends QueryResultRow, V>(
  rows: readonly QueryResultRow[],
  key: (r: R) => string,
  value: (r: R) => V,
): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const r of rows as R[]) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(value(r));
    else out.set(k, [value(r)]);
  }
  return out;
}

/**
 * Loads a property's catalog in one round trip on one connection, in one snapshot; undefined when
 * the tenant has no such property.
 */
export async function loadCatalog(
  pool: Pool,
  tenantId: string,
  propertyId: string,
): Promise<Catalog | undefined> {
  const reads = catalogStatements(tenantId, propertyId);
  const rows = await inTransactionEndingWith(
    pool,
    async (_tx, answers) => ({
      last: "SELECT 1",
      result: () => reads.rowsOf(answers),
    }),
    { setup: reads.text },
  );
  const prop = rows.get("property")![0] as PropertyFields | undefined;
  if (!prop) return undefined;
  const roomsOf = groupBy<RoomRow, { id: string; name: string }>(
    rows.get("rooms")!,
    (r) => r.unit_id,
    (r) => ({ id: r.id, name: r.name }),
  );
  const units = (rows.get("units") as UnitRow[]).map(({ window_start, window_end, ...u }): CatalogUnit => {
    const rooms = roomsOf.get(u.id) ?? [];
    return {
      ...u,
      // A single unit or a whole house is one physical thing; a room type counts its rooms.
      count_of_rooms: u.kind === "room_type" ? rooms.length : 1,
      rooms,
      availability_window:
        window_start && window_end ? { start_date: window_start, end_date: window_end } : null,
    };
  });
  const seqOf = new Map(units.map((u) => [u.id, u.seq]));
  const unitsOf = groupBy<PlanUnitRow, string>(
    rows.get("plan_units")!,
    (r) => r.rate_plan_id,
    (r) => r.unit_id,
  );
  const pricesOf = groupBy<PriceRow, [number, number]>(
    rows.get("prices")!,
    (r) => r.rate_plan_id,
    (r) => [r.adults, Number(r.nightly_minor)],
  );
  const restrictions = restrictionsOf(rows.get("restrictions")!);
  const plans = (rows.get("plans") as PlanRow[]).map(
    (p): CatalogPlan => ({
      id: p.id,
      name: p.name,
      active: p.active,
      sales_channels: p.sales_channels,
      parent_rate_plan_id: p.parent_rate_plan_id,
      // In the units' claim order, as a plan's answer lists them.
      unit_ids: (unitsOf.get(p.id) ?? []).sort((a, b) => seqOf.get(a)! - seqOf.get(b)!),
      min_stay: p.min_stay,
      max_stay: p.max_stay,
      own_prices: new Map(pricesOf.get(p.id) ?? []),
      own_child_bands: p.child_prices,
      cancellation_policy: p.cancellation_policy,
      restrictions: restrictions.get(p.id) ?? new Map(),
      derived: p.derived,
      length_of_stay_discounts: p.length_of_stay_discounts,
      promo_codes: p.promo_codes,
    }),
  );
  return new Catalog(prop, units, plans);
}
