import { AppError, allocationOps } from "@reservations/contracts";
import { createPool, faults, type Pool } from "@reservations/service-kit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CatalogCache, LOAD_WAIT_MS } from "../src/store/catalog-cache.js";
import { eventually, type Hotel, type InventoryHarness, inDays, startInventory } from "./harness.js";

/**
 * A property nobody has read yet ("cold": a copy just started, a cache that let it go) under many
 * calls at once: it is loaded once, and a call never waits on the load longer than LOAD_WAIT_MS.
 */
let h: InventoryHarness;
let hotel: Hotel;
let pool: Pool;
let units: string[];
let plan: string;
const UNITS = 60;

beforeAll(async () => {
  h = await startInventory();
  hotel = await h.hotel("Cold hotel");
  units = [];
  for (let i = 0; i < UNITS; i++) units.push((await hotel.unit({ name: `Room ${i}` })).id);
  plan = await hotel.ratePlan({ name: "All", unit_ids: units, min_stay: 1, max_stay: 14 });
  pool = createPool(h.config.DATABASE_URL, { max: 4, name: "cold-catalog-test" });
});
afterEach(() => faults.disarmAll());
afterAll(async () => {
  await pool?.end();
  await h?.stop();
});

describe("a cold property under many calls at once", () => {
  it("is loaded once, catalog and ledger, and every call gets the same catalog", async () => {
    const cache = new CatalogCache(pool);
    const found = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? cache.get(hotel.tenantId, hotel.propertyId)
          : cache.withLedger(hotel.tenantId, hotel.propertyId).then((f) => f?.catalog),
      ),
    );
    expect(cache.catalogLoads).toBe(1);
    expect(cache.ledgerLoads).toBe(1);
    expect(new Set(found).size).toBe(1);
    const catalog = found[0]!;
    expect(catalog.units.size).toBe(UNITS);
    expect(catalog.exposedUnits().map((u) => u.id)).toEqual(units);
    expect([...catalog.plans.get(plan)!.unit_ids]).toEqual(units);
  });

  it("answers 503 with Retry-After to calls that would wait past LOAD_WAIT_MS, and the load still warms the cache", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    faults.arm("inventory.catalog.load", () => gate);
    const cache = new CatalogCache(pool);
    const started = Date.now();
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () => cache.get(hotel.tenantId, hotel.propertyId)),
    );
    const waited = Date.now() - started;
    for (const a of answers) {
      expect(a.status).toBe("rejected");
      const err = (a as PromiseRejectedResult).reason as AppError;
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe("SERVICE_UNAVAILABLE");
      expect(err.headers).toMatchObject({ "Retry-After": "1" });
    }
    // Every call gave up together, at the bound, not one after another.
    expect(waited).toBeGreaterThanOrEqual(LOAD_WAIT_MS - 50);
    expect(waited).toBeLessThan(LOAD_WAIT_MS + 1000);
    expect(cache.catalogLoads).toBe(1);

    release();
    await eventually(async () => {
      const hits = cache.hits;
      await cache.get(hotel.tenantId, hotel.propertyId);
      if (cache.hits !== hits + 1) throw new Error("the load has not been kept yet");
    });
    expect(cache.catalogLoads).toBe(1);
  });

  it("loads a catalog changed since anew, once, and never answers from the older one", async () => {
    const cache = new CatalogCache(pool);
    await cache.get(hotel.tenantId, hotel.propertyId);
    const added = (await hotel.unit({ name: "Annex" })).id;
    const found = await Promise.all(
      Array.from({ length: 20 }, () => cache.get(hotel.tenantId, hotel.propertyId)),
    );
    expect(cache.catalogLoads).toBe(2);
    for (const c of found) expect(c!.units.has(added)).toBe(true);
  });

  it("places the stays of a cold property asked at once after its one load, in transactions of many stays", async () => {
    // Another copy on the same database, which has never read the property.
    const fresh = await startInventory();
    try {
      const run = Date.now().toString(36);
      const answers = await Promise.all(
        units.slice(0, 30).map((unit_id, i) =>
          fresh.call(
            allocationOps.allocate,
            {
              booking_id: `bkg_cold_${run}_${i}`,
              unit_id,
              rate_plan_id: plan,
              start_date: inDays(30),
              end_date: inDays(31),
              adults: 1,
            },
            hotel.partner,
          ),
        ),
      );
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(await counted(fresh, "inventory_property_loads_total", { what: "catalog" })).toBe(1);
      // Fewer transactions than stays: they waited for the load together and went together.
      const batches = await counted(
        fresh,
        "inventory_write_batch_writes",
        { write: "allocate" },
        "inventory_write_batch_writes_count",
      );
      expect(batches).toBeLessThan(30);
    } finally {
      await fresh.stop();
    }
  });
});

/** A metric's value on a copy for the labels given: `metric` as registered, `value` its series (a histogram's `_count`). */
async function counted(
  copy: InventoryHarness,
  metric: string,
  labels: Record<string, string>,
  value = metric,
): Promise<number> {
  const { values } = await copy.service.kit.metrics.registry.getSingleMetric(metric)!.get();
  return (
    (values as { metricName?: string; labels: Record<string, unknown>; value: number }[]).find(
      (v) =>
        (v.metricName ?? metric) === value && Object.entries(labels).every(([k, x]) => v.labels[k] === x),
    )?.value ?? 0
  );
}
