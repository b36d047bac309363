import type { Db } from "@reservations/service-kit";
import { Catalog, type CatalogPlan } from "../domain/catalog.js";
import { ratePlanRows } from "./rate-plans.js";
import { listUnits } from "./units.js";

/** Loads a property's catalog (three queries in parallel, with the units and plans as their stores read them); undefined when the tenant has no such property. */
export async function loadCatalog(
  db: Db,
  tenantId: string,
  propertyId: string,
): Promise<Catalog | undefined> {
  const [property, units, plans] = await Promise.all([
    db.query<{ id: string; currency: string; timezone: string }>(
      "SELECT id, currency, timezone FROM inventory.properties WHERE tenant_id = $1 AND id = $2",
      [tenantId, propertyId],
    ),
    listUnits(db, tenantId, propertyId),
    ratePlanRows(db, tenantId, propertyId),
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
      }),
    ),
  );
}
