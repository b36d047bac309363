import type { Pool, PoolClient } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/hotel.js";
import { CatalogCache } from "../src/store/catalog-cache.js";
import { PropertyReads } from "../src/store/properties.js";
import { type Hotel, type InventoryHarness, startInventory } from "./harness.js";

/** A statement's name (prepared) or its text. */
const statementOf = (args: unknown[]) => {
  const first = args[0] as string | { name?: string; text: string };
  return typeof first === "string" ? first : (first.name ?? first.text);
};

/**
 * The pool or client, with every statement sent through it recorded by name; the first statement
 * named `hold` is sent to Postgres at once, but its answer is handed back only when `release()` is
 * called (a statement under way for as long as the test needs).
 */
function watched<D extends Pool | PoolClient>(db: D, hold?: string) {
  const sent: string[] = [];
  /** Statements Postgres has answered (held or not). */
  const answered: string[] = [];
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  let holding = hold;
  const spy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "query") return Reflect.get(target, prop, receiver);
      return async (...args: unknown[]) => {
        const name = statementOf(args);
        sent.push(name);
        // biome-ignore lint/suspicious/noExplicitAny: forwarding the caller's own arguments
        const answer = await (target.query as any)(...args);
        answered.push(name);
        if (holding !== undefined && name === holding) {
          holding = undefined;
          await held;
        }
        return answer;
      };
    },
  });
  return { spy, sent, answered, release };
}

const settle = () => new Promise((r) => setImmediate(r));

// The reads behind GET /properties of a one-property key, the merchant's GET of a property, and every partner
// read's version check: reads asked at the same time share one prepared statement, each scoped by
// its own tenant, and none is answered by a statement that began before it was asked.
let h: InventoryHarness;
let a: Hotel;
let b: Hotel;
beforeAll(async () => {
  h = await startInventory();
  a = await h.hotel("Coalesced A");
  b = await h.hotel("Coalesced B");
});
afterAll(async () => {
  await h?.stop();
});

describe("the property reads of the partner routes: batches of reads", () => {
  it("answers reads asked together with one prepared statement, each only with its own tenant's property", async () => {
    const client = await h.service.kit.pool.connect();
    try {
      const { spy, sent } = watched(client);
      const reads = new PropertyReads(spy);
      const found = await Promise.all([
        reads.find({ tenantId: a.tenantId, id: a.propertyId }),
        reads.find({ tenantId: b.tenantId, id: a.propertyId }),
        reads.find({ tenantId: b.tenantId, id: b.propertyId }),
        reads.find({ tenantId: a.tenantId, id: "prp_none" }),
      ]);
      expect(found.map((p) => p?.name)).toEqual(["Coalesced A", undefined, "Coalesced B", undefined]);
      expect(sent).toEqual(["inventory_find_properties"]);
      const { rows } = await client.query(
        "SELECT 1 FROM pg_prepared_statements WHERE name = 'inventory_find_properties'",
      );
      expect(rows).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it("holds reads asked while a statement is under way for the next one, which sees what committed meanwhile", async () => {
    const { spy, sent, answered, release } = watched(h.service.kit.pool, "inventory_find_properties");
    const reads = new PropertyReads(spy);
    const first = reads.find({ tenantId: a.tenantId, id: a.propertyId });
    await eventually("the first statement answered", async () => (answered.length === 1 ? true : undefined));
    // The first statement has run; the rename commits after it, before the next reads are asked.
    await h.service.kit.pool.query("UPDATE inventory.properties SET name = 'Renamed A' WHERE id = $1", [
      a.propertyId,
    ]);
    const later = [
      reads.find({ tenantId: a.tenantId, id: a.propertyId }),
      reads.find({ tenantId: b.tenantId, id: b.propertyId }),
      reads.find({ tenantId: b.tenantId, id: a.propertyId }),
    ];
    await settle();
    expect(sent).toHaveLength(1);
    release();
    expect((await first)?.name).toBe("Coalesced A");
    expect((await Promise.all(later)).map((p) => p?.name)).toEqual(["Renamed A", "Coalesced B", undefined]);
    expect(sent).toEqual(["inventory_find_properties", "inventory_find_properties"]);
  });
});

describe("the property reads of the partner routes: versions, and a cut connection", () => {
  it("checks the versions of reads asked together in one statement, per tenant, with a booking seen by a read asked after it", async () => {
    const unit = (await a.unit({ name: "Versions" })).id as string;
    const { spy, sent, answered, release } = watched(h.service.kit.pool, "inventory-property-versions-batch");
    const cache = new CatalogCache(spy);
    const batch = () => sent.filter((s) => s === "inventory-property-versions-batch").length;
    const first = cache.withLedger(a.tenantId, a.propertyId);
    await eventually("the first version check answered", async () =>
      answered.includes("inventory-property-versions-batch") ? true : undefined,
    );
    // A hold committed after the first check ran: the reads asked now must see it.
    await h.service.kit.pool.query(
      `INSERT INTO inventory.sale_blocks (id, tenant_id, property_id, unit_id, start_date, end_date)
       VALUES ('blk_coalesced', $1, $2, $3, current_date + 1, current_date + 3)`,
      [a.tenantId, a.propertyId, unit],
    );
    const later = Promise.all([
      cache.withLedger(a.tenantId, a.propertyId),
      cache.withLedger(b.tenantId, b.propertyId),
      cache.withLedger(b.tenantId, a.propertyId),
      cache.get(a.tenantId, a.propertyId),
    ]);
    await settle();
    expect(batch()).toBe(1);
    release();
    expect((await first)?.catalog.property.id).toBe(a.propertyId);
    const [afterA, afterB, crossTenant, catalogOnly] = await later;
    expect(batch()).toBe(2);
    expect(afterA?.ledger.size).toBe(1);
    expect(afterB?.catalog.property.id).toBe(b.propertyId);
    expect(crossTenant).toBeUndefined();
    expect(catalogOnly?.property.id).toBe(a.propertyId);
  });

  it("fails every read of a batch whose connection is cut, and the next reads go on a new connection", async () => {
    const pool = h.service.kit.pool;
    const { spy, sent } = watched(pool);
    const reads = new PropertyReads(spy);
    // The batch's statement waits behind this lock, long enough to cut its connection.
    const locker = await pool.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE inventory.properties IN ACCESS EXCLUSIVE MODE");
      const batch = Promise.allSettled([
        reads.find({ tenantId: a.tenantId, id: a.propertyId }),
        reads.find({ tenantId: b.tenantId, id: b.propertyId }),
      ]);
      // Asked outside the locker's transaction, which would keep its first look at pg_stat_activity.
      const pid = await eventually("the batch's statement waiting on the lock", async () => {
        const { rows } = await pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE '%WITH ORDINALITY AS k(tenant_id, id, i)%'`,
        );
        return rows[0]?.pid;
      });
      await pool.query("SELECT pg_terminate_backend($1)", [pid]);
      const outcomes = await batch;
      expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected"]);
      const [first, second] = outcomes as PromiseRejectedResult[];
      expect(first!.reason).toBe(second!.reason);
      expect(String(first!.reason.message)).toMatch(/terminat/);
      await locker.query("ROLLBACK");
    } finally {
      locker.release();
    }
    // Nothing is left under way: the next reads go at once, not after the wait for a stuck statement.
    const next = Promise.all([
      reads.find({ tenantId: a.tenantId, id: a.propertyId }),
      reads.find({ tenantId: b.tenantId, id: b.propertyId }),
    ]);
    await settle();
    expect(sent).toEqual(["inventory_find_properties", "inventory_find_properties"]);
    const after = await next;
    expect(after.map((p) => p?.id)).toEqual([a.propertyId, b.propertyId]);
  });
});
