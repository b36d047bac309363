import { AppError } from "@reservations/contracts";
import { type BatchSent, bounded, coalesced, faults, type Pool, TimedOut } from "@reservations/service-kit";
import type { Catalog } from "../domain/catalog.js";
import { LedgerProjection, ledgerHorizon } from "../domain/ledger-projection.js";
import { loadCatalog } from "./catalog.js";
import {
  ledgerChangesSince,
  loadLiveLedger,
  type PropertyVersions,
  propertyVersions,
  type VersionsKey,
} from "./ledger-changes.js";

/**
 * How long a call waits for its property's catalog or ledger to load before it answers 503 with
 * Retry-After; the load goes on without it and warms the cache for the calls after.
 */
export const LOAD_WAIT_MS = 2_000;

/** A wait for a load, bounded: a call never holds its caller past LOAD_WAIT_MS on a cold property. */
async function awaitLoad<T>(load: Promise<T>): Promise<T> {
  try {
    return await bounded(load, LOAD_WAIT_MS, "the property's load");
  } catch (err) {
    if (!(err instanceof TimedOut)) throw err;
    throw new AppError("SERVICE_UNAVAILABLE", {
      message: "The property is being loaded; retry shortly.",
      headers: { "Retry-After": "1" },
    });
  }
}

/** A catalog load under way, for the catalog_version read before it began. */
interface Loading {
  tenantId: string;
  version: bigint;
  entry: Promise<Entry | undefined>;
}

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
 * properties go first. Shared: callers must not change them. A property is loaded once at a time
 * however many calls find it cold: they wait for that one load (at most LOAD_WAIT_MS). See
 * docs/architecture.md.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Loading>();
  hits = 0;
  misses = 0;
  /** Catalogs loaded from the tables: one per property and version, however many calls wait for it. */
  catalogLoads = 0;
  /** Ledger projections loaded whole, and brought to date from the change log. */
  ledgerLoads = 0;
  ledgerUpdates = 0;
  /** The properties' versions, read for many calls at once. */
  private readonly versions: (key: VersionsKey) => Promise<PropertyVersions | undefined>;
  private readonly maxProperties: number;
  private readonly maxHolds: number;
  private readonly onLoad: (what: "catalog" | "ledger") => void;

  constructor(
    private readonly pool: Pool,
    {
      maxProperties = 500,
      maxHolds = 1_000_000,
      onBatch,
      onLoad = () => {},
    }: {
      maxProperties?: number;
      maxHolds?: number;
      onBatch?: (batch: BatchSent) => void;
      /** Told of each catalog and each whole ledger loaded from the tables (metrics). */
      onLoad?: (what: "catalog" | "ledger") => void;
    } = {},
  ) {
    this.maxProperties = maxProperties;
    this.maxHolds = maxHolds;
    this.onLoad = onLoad;
    this.versions = coalesced((keys: readonly VersionsKey[]) => propertyVersions(pool, keys), { onBatch });
  }

  /**
   * The property's versions as committed now, with the ledger's sum when asked (undefined when the
   * tenant has no such property): what a conditional read's ETag is made of before it reads more.
   */
  versionsOf(tenantId: string, propertyId: string, ledger: boolean): Promise<PropertyVersions | undefined> {
    return this.versions({ tenantId, propertyId, ledger });
  }

  /**
   * The tenant's property catalog (the ledger's versions are not read), undefined when the tenant has
   * no such property; at least as new as `read` when the caller read the versions already.
   */
  async get(tenantId: string, propertyId: string, read?: PropertyVersions): Promise<Catalog | undefined> {
    return (await this.entry(tenantId, propertyId, false, read))?.entry.catalog;
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

  /**
   * The catalog and the ledger's projection, both at least as new as when the call began, or as
   * `read` (versions read with the ledger's sum) when the caller read them already.
   */
  async withLedger(
    tenantId: string,
    propertyId: string,
    read?: PropertyVersions,
  ): Promise<{ catalog: Catalog; ledger: LedgerProjection } | undefined> {
    const found = await this.entry(tenantId, propertyId, true, read);
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
        await awaitLoad(entry.refreshing.catch(() => {}));
        continue;
      }
      entry.refreshing = this.refresh(entry, propertyId, ledgerVersion, horizon).finally(() => {
        entry.refreshing = undefined;
        this.evict();
      });
      await awaitLoad(entry.refreshing);
    }
  }

  private async entry(
    tenantId: string,
    propertyId: string,
    withLedger: boolean,
    read?: PropertyVersions,
  ): Promise<{ entry: Entry; ledgerVersion: number } | undefined> {
    const versions = read ?? (await this.versions({ tenantId, propertyId, ledger: withLedger }));
    if (versions === undefined) return undefined;
    const cached = this.entries.get(propertyId);
    if (cached && cached.tenantId === tenantId && cached.version === versions.catalog) {
      this.entries.delete(propertyId); // most recently used last
      this.entries.set(propertyId, cached);
      this.hits++;
      return { entry: cached, ledgerVersion: versions.ledger };
    }
    this.misses++;
    const entry = await awaitLoad(this.load(tenantId, propertyId, BigInt(versions.catalog)));
    return entry && { entry, ledgerVersion: versions.ledger };
  }

  /** The load of the property's catalog: the one under way when it is at least `version`, else a new one. */
  private load(tenantId: string, propertyId: string, version: bigint): Promise<Entry | undefined> {
    const under = this.loading.get(propertyId);
    if (under && under.tenantId === tenantId && under.version >= version) return under.entry;
    const entry = this.install(tenantId, propertyId, version).finally(() => {
      if (this.loading.get(propertyId)?.entry === entry) this.loading.delete(propertyId);
    });
    entry.catch(() => {}); // each waiter gets the failure; none may be left waiting when it comes
    this.loading.set(propertyId, { tenantId, version, entry });
    return entry;
  }

  /** Loads the catalog (read after `version` was, so never older) and keeps it, unless a newer one is kept by then. */
  private async install(tenantId: string, propertyId: string, version: bigint): Promise<Entry | undefined> {
    this.catalogLoads++;
    this.onLoad("catalog");
    await faults.hit("inventory.catalog.load", { propertyId });
    const catalog = await loadCatalog(this.pool, tenantId, propertyId);
    if (!catalog) return undefined;
    // The ledger does not depend on the catalog: the property's projection stays with it.
    const current = this.entries.get(propertyId);
    const mine = current && current.tenantId === tenantId ? current : undefined;
    if (mine && BigInt(mine.version) > version) return mine;
    const entry = mine
      ? Object.assign(mine, { version: String(version), catalog })
      : { tenantId, version: String(version), catalog };
    this.entries.delete(propertyId);
    this.entries.set(propertyId, entry);
    this.evict();
    return entry;
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
    this.onLoad("ledger");
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
