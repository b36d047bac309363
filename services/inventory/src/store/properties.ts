import type { Property, Tax, UpdatePropertyBody } from "@reservations/contracts";
import { type BatchSent, coalesced, type Db, inKeyOrder, prepared } from "@reservations/service-kit";

interface PropertyRow {
  id: string;
  name: string;
  currency: string;
  timezone: string;
  taxes: Tax[];
  check_in_time: string;
  created_at: Date;
  api_rate_plans_configured: boolean;
  catalog_version: string;
}

/** A property, and the catalog_version it was read at (in the same statement): what a partner's list is tagged by. */
export interface VersionedProperty {
  property: Property;
  catalog: string;
}

const toProperty = (r: PropertyRow): Property => ({
  id: r.id,
  name: r.name,
  currency: r.currency,
  timezone: r.timezone,
  api_rate_plans_configured: r.api_rate_plans_configured,
  taxes: r.taxes,
  check_in_time: r.check_in_time,
  created_at: r.created_at.toISOString(),
});

const toVersioned = (r: PropertyRow): VersionedProperty => ({
  property: toProperty(r),
  catalog: r.catalog_version,
});

/** What a read of a property returns (PropertyRow), of `inventory.properties p`; a private plan configures nothing by itself. */
const COLUMNS = `p.id, p.name, p.currency, p.timezone, p.taxes, p.check_in_time, p.created_at,
    p.catalog_version::text AS catalog_version,
    EXISTS (SELECT 1 FROM inventory.rate_plans rp
             WHERE rp.property_id = p.id AND rp.active AND 'api' = ANY (rp.sales_channels)
               AND cardinality(rp.promo_codes) = 0) AS api_rate_plans_configured`;

const SELECT = `SELECT ${COLUMNS}
  FROM inventory.properties p`;

export async function insertProperty(
  db: Db,
  p: { id: string; tenant_id: string; name: string; currency: string; timezone: string },
): Promise<Property> {
  await db.query(
    "INSERT INTO inventory.properties (id, tenant_id, name, currency, timezone) VALUES ($1, $2, $3, $4, $5)",
    [p.id, p.tenant_id, p.name, p.currency, p.timezone],
  );
  return (await findProperty(db, p.tenant_id, p.id))!;
}

/** Sets the fields given (taxes replace the whole list); false when the tenant has no such property. */
export async function updateProperty(
  db: Db,
  tenantId: string,
  id: string,
  patch: UpdatePropertyBody,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE inventory.properties SET taxes = COALESCE($3::jsonb, taxes), check_in_time = COALESCE($4, check_in_time)
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, patch.taxes ? JSON.stringify(patch.taxes) : null, patch.check_in_time ?? null],
  );
  return rowCount === 1;
}

/**
 * One property by id, prepared (unprepared, Postgres planned it on every call: 0.12 ms, against
 * 0.02–0.04 to run it, `pg_stat_statements` under `pnpm bench`): after a property is made, and as the
 * bench's unbatched ceiling route (one primary-key SELECT per request). The partner routes go by
 * `PropertyReads`, which reads many at once.
 */
const findPropertyStatement = prepared<PropertyRow>(
  "inventory_find_property",
  `${SELECT} WHERE p.tenant_id = $1 AND p.id = $2`,
);

export async function findProperty(db: Db, tenantId: string, id: string): Promise<Property | undefined> {
  const { rows } = await findPropertyStatement(db, [tenantId, id]);
  return rows[0] && toProperty(rows[0]);
}

/**
 * Properties by id, many in one statement, prepared: the hot path of `GET /properties` (a key of one
 * property) and the merchant's `GET /api/merchant/properties/{property_id}`.
 */
const findPropertiesStatement = prepared<PropertyRow & { i: number }>(
  "inventory_find_properties",
  `SELECT k.i::int AS i, ${COLUMNS}
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(tenant_id, id, i)
     JOIN inventory.properties p ON p.id = k.id AND p.tenant_id = k.tenant_id`,
);

/** Which property a read asks for, of which tenant. */
interface PropertyKey {
  tenantId: string;
  id: string;
}

/**
 * The reads of one property by id (partner and merchant), each asked alone, read together with those asked at the same
 * time (`coalesced`): one statement for a batch, scoped per read by its own tenant.
 */
export class PropertyReads {
  readonly findVersioned: (key: PropertyKey) => Promise<VersionedProperty | undefined>;

  constructor(db: Db, onBatch?: (batch: BatchSent) => void) {
    this.findVersioned = coalesced(
      async (keys: readonly PropertyKey[]) => {
        const { rows } = await findPropertiesStatement(db, [
          keys.map((k) => k.tenantId),
          keys.map((k) => k.id),
        ]);
        return inKeyOrder(keys.length, rows, toVersioned);
      },
      { onBatch },
    );
  }

  async find(key: PropertyKey): Promise<Property | undefined> {
    return (await this.findVersioned(key))?.property;
  }
}

/** The tenant's properties, optionally only those in `ids`, oldest first, each with its catalog_version. */
export async function listProperties(
  db: Db,
  reads: PropertyReads,
  tenantId: string,
  ids: string[] | null,
): Promise<VersionedProperty[]> {
  // A key of one property (or X-Property sent) asks for one: the primary-key read, no array or sort.
  if (ids?.length === 1) {
    const one = await reads.findVersioned({ tenantId, id: ids[0]! });
    return one ? [one] : [];
  }
  const { rows } = await db.query<PropertyRow>(
    `${SELECT} WHERE p.tenant_id = $1 AND ($2::text[] IS NULL OR p.id = ANY($2)) ORDER BY p.created_at, p.id`,
    [tenantId, ids],
  );
  return rows.map(toVersioned);
}

/**
 * The id and catalog_version of each property `listProperties` lists, in its order: what a partner's
 * list is tagged by, read without the rest of the properties' rows.
 */
export async function listPropertyVersions(
  db: Db,
  tenantId: string,
  ids: string[] | null,
): Promise<[id: string, catalog: string][]> {
  const { rows } = await db.query<{ id: string; catalog: string }>(
    `SELECT p.id, p.catalog_version::text AS catalog FROM inventory.properties p
      WHERE p.tenant_id = $1 AND ($2::text[] IS NULL OR p.id = ANY($2)) ORDER BY p.created_at, p.id`,
    [tenantId, ids],
  );
  return rows.map((r) => [r.id, r.catalog]);
}

/** Which of these ids are the tenant's properties. */
export async function existingProperties(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  return (await propertyCurrencies(db, tenantId, ids)).map((r) => r.id);
}

/** Those of these ids that are the tenant's properties, with their currencies. */
export async function propertyCurrencies(
  db: Db,
  tenantId: string,
  ids: string[],
): Promise<{ id: string; currency: string }[]> {
  const { rows } = await db.query<{ id: string; currency: string }>(
    "SELECT id, currency FROM inventory.properties WHERE tenant_id = $1 AND id = ANY($2)",
    [tenantId, ids],
  );
  return rows;
}
