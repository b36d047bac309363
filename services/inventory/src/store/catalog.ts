import type { Db } from "@reservations/service-kit";
import { Catalog, type CatalogPlan, type PropertyFields } from "../domain/catalog.js";
import { ratePlanRows } from "./rate-plans.js";
import { restrictionsByPlan } from "./restrictions.js";
import { listUnits } from "./units.js";

/**
 * Loads a property's catalog (four queries in parallel, with the units, plans and restrictions as
 * their stores read them); undefined when the tenant has no such property.
 */
export async function loadCatalog(
  db: Db,
  tenantId: string,
  propertyId: string,
): Promise<Catalog | undefined> {
  const [property, units, plans, restrictions] = await Promise.all([
    db.query<PropertyFields>(
      "SELECT id, currency, timezone, check_in_time, taxes FROM inventory.properties WHERE tenant_id = $1 AND id = $2",
      [tenantId, propertyId],
    ),
    listUnits(db, tenantId, propertyId),
    ratePlanRows(db, tenantId, propertyId),
    restrictionsByPlan(db, propertyId),
  ]);
  const prop = property.rows[0];
  if (!prop) return undefined;
  return new Catalog(
    prop,
    units,
    plans.map(
      (p): CatalogPlan => ({
        id: p.id,
        name: p.name,
        active: p.active,
        sales_channels: p.sales_channels,
        parent_rate_plan_id: p.parent_rate_plan_id,
        unit_ids: p.unit_ids,
        min_stay: p.min_stay,
        max_stay: p.max_stay,
        own_prices: new Map(p.prices.map((x) => [x.adults, Number(x.nightly_minor)])),
        own_child_bands: p.child_prices,
        cancellation_policy: p.cancellation_policy,
        restrictions: restrictions.get(p.id) ?? new Map(),
      }),
    ),
  );
}
