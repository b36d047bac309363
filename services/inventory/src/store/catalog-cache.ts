import { type BatchSent, coalesced, type Pool } from "@reservations/service-kit";
import type { Catalog } from "../domain/catalog.js";
import { LedgerProjection, ledgerHorizon } from "../domain/ledger-projection.js";
import { loadCatalog } from "./catalog.js";
import { ledgerChangesSince, loadLiveLedger, propertyVersions, type VersionsKey } from "./ledger-changes.js";

interface Entry {
  tenantId: string;
  version: string;
  catalog: Catalog;
  ledger?: LedgerProjection;
  /** The one refresh of `ledger` under way: reads of the property wait for it rather than start another. */
  refreshing?: Promise<void>;
}

/**
 * Property catalogs ("kept catalogs") and ledger projections kept in memory, each checked on every
 * use against the property's catalog_version or ledger versions, so a read never answers from
 * older than what was committed when it began; bookings never decide on them. Least recently used
 * properties go first. Shared: callers must not change them. See docs/architecture.md.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  hits = 0;
  misses = 0;
  /** Ledger projections loaded whole, and brought to date from the change log. */
  ledgerLoads = 0;
  ledgerUpdates = 0;
  /** The properties' versions, read for many calls at once. */
  private readonly versions: (key: VersionsKey) => Promise<{ catalog: string; ledger: number } | undefined>;
  private readonly maxProperties: number;
  private readonly maxHolds: number;

  constructor(
    private readonly pool: Pool,
    {
      maxProperties = 500,
      maxHolds = 1_000_000,
      onBatch,
    }: { maxProperties?: number; maxHolds?: number; onBatch?: (batch: BatchSent) => void } = {},
  ) {
    this.maxProperties = maxProperties;
    this.maxHolds = maxHolds;
    this.versions = coalesced((keys: readonly VersionsKey[]) => propertyVersions(pool, keys), { onBatch });
  }

  /** The tenant's property catalog (the ledger's versions are not read), undefined when the tenant has no such property. */
  async get(tenantId: string, propertyId: string): Promise<Catalog | undefined> {
    return (await this.entry(tenantId, propertyId, false))?.entry.catalog;
  }

  /**
   * The catalog this copy keeps for the property, with the version it was loaded at, not checked:
   * for a caller that checks the version itself, later, in a transaction of its own (the
   * allocation, under the units' lock), and goes by `get` when it differs.
   */
  kept(tenantId: string, propertyId: string): { catalog: Catalog; version: string } | undefined {
    const entry = this.entries.get(propertyId);
    return entry && entry.tenantId === tenantId
      ? { catalog: entry.catalog, version: entry.version }
      : undefined;
  }

  /** The catalog and the ledger's projection, both at least as new as when the call began. */
  async withLedger(
    tenantId: string,
    propertyId: string,
  ): Promise<{ catalog: Catalog; ledger: LedgerProjection } | undefined> {
    const found = await this.entry(tenantId, propertyId, true);
    if (!found) return undefined;
    const { entry, ledgerVersion } = found;
    const horizon = ledgerHorizon();
    for (;;) {
      if (entry.ledger && entry.ledger.version >= ledgerVersion) {
        entry.ledger.advance(horizon);
        return { catalog: entry.catalog, ledger: entry.ledger };
      }
      // A refresh under way may have begun before this call's version: wait, then look again.
      if (entry.refreshing) {
        await entry.refreshing.catch(() => {});
        continue;
      }
      entry.refreshing = this.refresh(entry, propertyId, ledgerVersion, horizon).finally(() => {
        entry.refreshing = undefined;
      });
      await entry.refreshing;
      this.evict();
    }
  }

  private async entry(
    tenantId: string,
    propertyId: string,
    withLedger: boolean,
  ): Promise<{ entry: Entry; ledgerVersion: number } | undefined> {
    const versions = await this.versions({ tenantId, propertyId, ledger: withLedger });
    if (versions === undefined) return undefined;
    const cached = this.entries.get(propertyId);
    if (cached && cached.tenantId === tenantId && cached.version === versions.catalog) {
      this.entries.delete(propertyId); // most recently used last
      this.entries.set(propertyId, cached);
      this.hits++;
      return { entry: cached, ledgerVersion: versions.ledger };
    }
    this.misses++;
    // Loaded after its version was read: a catalog is never older than the version it is kept under.
    const catalog = await loadCatalog(this.pool, tenantId, propertyId);
    if (!catalog) return undefined;
    // The ledger does not depend on the catalog: the property's projection stays with it.
    const current = this.entries.get(propertyId);
    const entry =
      current && current.tenantId === tenantId
        ? Object.assign(current, { version: versions.catalog, catalog })
        : { tenantId, version: versions.catalog, catalog };
    this.entries.delete(propertyId);
    this.entries.set(propertyId, entry);
    this.evict();
    return { entry, ledgerVersion: versions.ledger };
  }

  /** Brings the entry's projection to `version` or past it: the changes since, or the ledger whole. */
  private async refresh(entry: Entry, propertyId: string, version: number, horizon: string): Promise<void> {
    const { ledger } = entry;
    if (ledger) {
      const changes = await ledgerChangesSince(this.pool, propertyId, ledger.unitVersions());
      if (ledger.apply(changes) && ledger.version >= version) {
        this.ledgerUpdates++;
        return;
      }
    }
    const live = await loadLiveLedger(this.pool, propertyId, horizon);
    this.ledgerLoads++;
    entry.ledger = new LedgerProjection(live.versions, horizon, live.rows);
  }

  /** Drops the least recently used past maxProperties, or while the projections hold more than maxHolds rows. */
  private evict(): void {
    let holds = 0;
    for (const e of this.entries.values()) holds += e.ledger?.size ?? 0;
    while (this.entries.size > 1 && (this.entries.size > this.maxProperties || holds > this.maxHolds)) {
      const [id, oldest] = this.entries.entries().next().value!;
      holds -= oldest.ledger?.size ?? 0;
      this.entries.delete(id);
    }
  }
}
