/**
 * Short-lived cache of looked-up credentials. Evictions bump an epoch so that a lookup which
 * started before a pause or revoke can never store its stale answer afterwards.
 */
export class CredentialCache<T extends { tenant_id: string }> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(hash: string): T | undefined {
    const hit = this.entries.get(hash);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return hit.value;
  }

  currentEpoch(): number {
    return this.epoch;
  }

  set(hash: string, value: T, epochAtLookup: number): void {
    if (this.ttlMs === 0 || epochAtLookup !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { value, until: Date.now() + this.ttlMs });
  }

  evict(hash: string): void {
    this.epoch++;
    this.entries.delete(hash);
  }

  evictTenant(tenantId: string): void {
    this.epoch++;
    for (const [hash, e] of this.entries) if (e.value.tenant_id === tenantId) this.entries.delete(hash);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }
}
