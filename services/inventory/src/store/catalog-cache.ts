import type { Pool } from "@reservations/service-kit";
import type { Catalog } from "../domain/catalog.js";
import { catalogVersion, loadCatalog } from "./catalog.js";

interface Entry {
  tenantId: string;
  version: string;
  catalog: Catalog;
}

/**
 * Property catalogs kept in memory, each checked on every use against the property's
 * catalog_version (one primary-key read; every change to the catalog bumps it in the same
 * transaction, see the catalog-version migration), so a copy of the service never answers from a
 * catalog older than what was committed when the call began. The version is read before the
 * catalog, so a loaded catalog is never older than the version it is kept under. Least recently
 * used properties are dropped past `maxProperties`. Catalogs are shared: callers must not change them.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly pool: Pool,
    private readonly maxProperties = 500,
  ) {}

  /** The tenant's property catalog, undefined when the tenant has no such property. */
  async get(tenantId: string, propertyId: string): Promise<Catalog | undefined> {
    const version = await catalogVersion(this.pool, tenantId, propertyId);
    if (version === undefined) return undefined;
    const cached = this.entries.get(propertyId);
    if (cached && cached.tenantId === tenantId && cached.version === version) {
      this.entries.delete(propertyId); // most recently used last
      this.entries.set(propertyId, cached);
      this.hits++;
      return cached.catalog;
    }
    this.misses++;
    const catalog = await loadCatalog(this.pool, tenantId, propertyId);
    if (!catalog) return undefined;
    this.entries.delete(propertyId);
    this.entries.set(propertyId, { tenantId, version, catalog });
    while (this.entries.size > this.maxProperties) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return catalog;
  }
}
