/**
 * Short-lived cache of looked-up credentials, known and unknown. Evictions bump an epoch so that a
 * lookup which started before a pause, a revoke or a new key can never store its stale answer
 * afterwards.
 */
export class CredentialCache<T extends { tenant_id: string }> {
  private readonly known = new Map<string, { value: T; until: number }>();
  /** Hashes the keys service did not know, until when; apart, so random texts never push real ones out. */
  private readonly unknown = new Map<string, number>();
  /** Lookups under way, joined by every request for the same hash meanwhile. */
  private readonly pending = new Map<string, Promise<T | null>>();
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly negativeTtlMs = 0,
    private readonly maxEntries = 10_000,
    /** Which looked-up credentials may be kept; the others are looked up at every request. */
    private readonly cacheable: (value: T) => boolean = () => true,
  ) {}

  /** The credential behind `hash`: cached, or looked up once for every request asking meanwhile. */
  lookup(hash: string, fetch: () => Promise<T | null>): Promise<T | null> {
    const hit = this.get(hash);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.pending.get(hash);
    if (running) return running;
    const epoch = this.epoch;
    const lookup = fetch()
      .then((value) => {
        this.set(hash, value, epoch);
        return value;
      })
      .finally(() => {
        if (this.pending.get(hash) === lookup) this.pending.delete(hash);
      });
    this.pending.set(hash, lookup);
    return lookup;
  }

  /** The cached credential, null when it is known to be unknown, undefined when not cached. */
  get(hash: string): T | null | undefined {
    const now = Date.now();
    const hit = this.known.get(hash);
    if (hit) {
      if (hit.until >= now) return hit.value;
      this.known.delete(hash);
    }
    const unknownUntil = this.unknown.get(hash);
    if (unknownUntil !== undefined) {
      if (unknownUntil >= now) return null;
      this.unknown.delete(hash);
    }
    return undefined;
  }

  private set(hash: string, value: T | null, epochAtLookup: number): void {
    if (epochAtLookup !== this.epoch) return;
    if (value === null) {
      if (this.negativeTtlMs > 0) add(this.unknown, hash, Date.now() + this.negativeTtlMs, this.maxEntries);
    } else if (this.ttlMs > 0 && this.cacheable(value)) {
      add(this.known, hash, { value, until: Date.now() + this.ttlMs }, this.maxEntries);
    }
  }

  evict(hash: string): void {
    this.epoch++;
    this.known.delete(hash);
    this.unknown.delete(hash);
    this.pending.delete(hash);
  }

  /** Evicts every known credential `match` picks (a person's sessions), and what is being looked up. */
  evictWhere(match: (value: T) => boolean): void {
    this.epoch++;
    for (const [hash, e] of this.known) if (match(e.value)) this.known.delete(hash);
    this.pending.clear();
  }

  evictTenant(tenantId: string): void {
    this.epoch++;
    for (const [hash, e] of this.known) if (e.value.tenant_id === tenantId) this.known.delete(hash);
    // An unknown entry names no tenant, and the change may have brought one of its credentials into
    // being (a rotated merchant token); lookups under way may answer for this tenant too.
    this.unknown.clear();
    this.pending.clear();
  }

  clear(): void {
    this.epoch++;
    this.known.clear();
    this.unknown.clear();
    this.pending.clear();
  }
}

/** Sets an entry, dropping the oldest first when the map is full. */
function add<V>(map: Map<string, V>, hash: string, value: V, max: number): void {
  map.delete(hash);
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(hash, value);
}
