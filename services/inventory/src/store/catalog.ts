import type { Db } from "@reservations/service-kit";
import { Catalog, type CatalogPlan, type CatalogUnit } from "../domain/catalog.js";

interface UnitRow {
  id: string;
  seq: number;
  name: string;
  kind: CatalogUnit["kind"];
  parent_unit_id: string | null;
  max_adults: number;
  published: boolean;
  blocked_for_sale: boolean;
  window_start: string | null;
  window_end: string | null;
  rooms: { id: string; name: string }[];
}

interface PlanRow {
  id: string;
  name: string;
  active: boolean;
  sales_channels: string[];
  parent_rate_plan_id: string | null;
  min_stay: number | null;
  max_stay: number | null;
  unit_ids: string[];
  prices: { adults: number; minor: number }[];
}

/** The property's catalog_version (bumped by every change to its catalog); undefined when the tenant has no such property. */
export async function catalogVersion(
  db: Db,
  tenantId: string,
  propertyId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ version: string }>(
    "SELECT catalog_version::text AS version FROM inventory.properties WHERE tenant_id = $1 AND id = $2",
    [tenantId, propertyId],
  );
  return rows[0]?.version;
}

/** Loads a property's catalog (three queries in parallel); undefined when the tenant has no such property. */
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
    db.query<UnitRow>(
      `SELECT u.id, u.seq, u.name, u.kind, u.parent_unit_id, u.max_adults, u.published, u.blocked_for_sale,
              u.window_start, u.window_end,
              COALESCE(json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.position)
                       FILTER (WHERE r.id IS NOT NULL), '[]') AS rooms
         FROM inventory.units u LEFT JOIN inventory.rooms r ON r.unit_id = u.id
        WHERE u.tenant_id = $1 AND u.property_id = $2
        GROUP BY u.id ORDER BY u.created_at, u.id`,
      [tenantId, propertyId],
    ),
    db.query<PlanRow>(
      `SELECT p.id, p.name, p.active, p.sales_channels, p.parent_rate_plan_id, p.min_stay, p.max_stay,
              ARRAY(SELECT unit_id FROM inventory.rate_plan_units WHERE rate_plan_id = p.id) AS unit_ids,
              COALESCE((SELECT json_agg(json_build_object('adults', adults, 'minor', nightly_minor))
                          FROM inventory.rate_plan_prices WHERE rate_plan_id = p.id), '[]') AS prices
         FROM inventory.rate_plans p
        WHERE p.tenant_id = $1 AND p.property_id = $2
        ORDER BY p.created_at, p.id`,
      [tenantId, propertyId],
    ),
  ]);
  const prop = property.rows[0];
  if (!prop) return undefined;
  return new Catalog(
    prop,
    units.rows.map(
      (u): CatalogUnit => ({
        id: u.id,
        seq: u.seq,
        name: u.name,
        kind: u.kind,
        parent_unit_id: u.parent_unit_id,
        max_adults: u.max_adults,
        published: u.published,
        blocked_for_sale: u.blocked_for_sale,
        window:
          u.window_start && u.window_end ? { start_date: u.window_start, end_date: u.window_end } : null,
        rooms: u.rooms,
      }),
    ),
    plans.rows.map(
      (p): CatalogPlan => ({
        id: p.id,
        name: p.name,
        active: p.active,
        sales_channels: p.sales_channels,
        parent_rate_plan_id: p.parent_rate_plan_id,
        unit_ids: p.unit_ids,
        min_stay: p.min_stay,
        max_stay: p.max_stay,
        own_prices: new Map(p.prices.map((x) => [x.adults, Number(x.minor)])),
      }),
    ),
  );
}
