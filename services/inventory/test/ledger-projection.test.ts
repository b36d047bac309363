import { allocationOps, ratesOps, unitsOps } from "@reservations/contracts";
import {
  createLogger,
  createPool,
  type Pool,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitAvailabilityByNight } from "../src/domain/availability.js";
import { LedgerProjection } from "../src/domain/ledger-projection.js";
import { inventoryService } from "../src/service.js";
import { CatalogCache } from "../src/store/catalog-cache.js";
import { commitAllocation, loadLedger } from "../src/store/ledger.js";
import {
  type Allocate,
  allocator,
  type Hotel,
  type InventoryHarness,
  inDays,
  type LedgerUnits,
  ledgerUnits,
  startInventory,
} from "./harness.js";

interface Entry {
  unit_id: string;
  available: boolean;
  remaining_capacity: number;
}

let h: InventoryHarness;
let second: RunningService;
let pool: Pool;
let hotel: Hotel;
let units: LedgerUnits;
let allocate: Allocate;
/** Two more copies' caches on the same database, one read at every step, one only at the end. */
let warm: CatalogCache;
let cold: CatalogCache;
const ranges = [
  { start_date: inDays(0), end_date: inDays(90) },
  { start_date: inDays(30), end_date: inDays(32) },
  { start_date: inDays(31), end_date: inDays(45) },
];

/** What the handler computed before the projection: the ledger's tables read for the range. */
async function fromTables(stay: { start_date: string; end_date: string }): Promise<Entry[]> {
  const catalog = (await warm.get(hotel.tenantId, hotel.propertyId))!;
  const ledger = await loadLedger(pool, hotel.propertyId, stay.start_date, stay.end_date);
  return catalog.exposedUnits().map((u) => ({
    unit_id: u.id,
    ...unitAvailabilityByNight(
      catalog.nodes.get(u.id)!,
      catalog.nodes,
      stay,
      LedgerProjection.of(ledger, stay),
    ),
  }));
}

async function fromCache(cache: CatalogCache, stay: { start_date: string; end_date: string }) {
  const { catalog, ledger } = (await cache.withLedger(hotel.tenantId, hotel.propertyId))!;
  return catalog.exposedUnits().map((u) => ({
    unit_id: u.id,
    ...unitAvailabilityByNight(catalog.nodes.get(u.id)!, catalog.nodes, stay, ledger),
  }));
}

/** Every range, from the warm copy and through the service (either of its two copies answers), equals the tables. */
async function expectExact(): Promise<void> {
  for (const stay of ranges) {
    const expected = await fromTables(stay);
    expect(await fromCache(warm, stay)).toEqual(expected);
    for (let i = 0; i < 4; i++) {
      const res = await h.call(
        ratesOps.availability,
        { start: stay.start_date, end: stay.end_date },
        hotel.partner,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(expected);
    }
  }
}

const free = (entries: Entry[], unitId: string) => entries.find((e) => e.unit_id === unitId)!;

beforeAll(async () => {
  h = await startInventory();
  // A second copy of the service on the same database and subjects: NATS hands each request to either.
  second = await startService(inventoryService, {
    config: h.config,
    log: createLogger({ name: "inventory-second", level: "silent" }),
  });
  pool = createPool(h.config.DATABASE_URL, { max: 2, name: "ledger-projection-test" });
  hotel = await h.hotel("Projection hotel");
  units = await ledgerUnits(hotel);
  allocate = allocator(h, hotel.partner, units);
  warm = new CatalogCache(pool);
  cold = new CatalogCache(pool);
  await expectExact();
});
afterAll(async () => {
  await second?.stop();
  await pool?.end();
  await h?.stop();
});

describe("availability from the ledger kept in memory: allocations, rooms and blocks", () => {
  it("sees an allocation, its commit and its release at the next read, in every copy", async () => {
    const stay = ranges[1]!;
    const booked = await allocate({ ...stay });
    expect(booked.status).toBe(200);
    expect(free(await fromCache(warm, stay), units.u.single).available).toBe(false);
    await expectExact();

    const before = await warm.withLedger(hotel.tenantId, hotel.propertyId);
    await commitAllocation(pool, booked.body.data.booking_id);
    const after = await warm.withLedger(hotel.tenantId, hotel.propertyId);
    // Committing changes nothing a read shows, so it does not move the ledger's version.
    expect(after!.ledger.version).toBe(before!.ledger.version);
    await expectExact();

    const released = await h.call(
      allocationOps.release,
      { booking_id: booked.body.data.booking_id },
      hotel.partner,
    );
    expect(released.body.data.status).toBe("released");
    expect(free(await fromCache(warm, stay), units.u.single).available).toBe(true);
    await expectExact();
    // Loaded once, then brought to date from the change log at each read after a change.
    expect(warm.ledgerLoads).toBe(1);
    expect(warm.ledgerUpdates).toBeGreaterThanOrEqual(2);
  });

  it("follows rooms, a whole house and its wings, and a retry after a release", async () => {
    const stay = ranges[2]!;
    const rooms = [];
    for (const room of units.rooms.slice(0, 2)) {
      rooms.push(await allocate({ ...stay, unit_id: units.u.rt, room_id: room }));
    }
    expect(rooms.map((r) => r.status)).toEqual([200, 200]);
    expect((await allocate({ ...stay, unit_id: units.u.child1 })).status).toBe(200);
    expect(free(await fromCache(warm, stay), units.u.rt).remaining_capacity).toBe(1);
    expect(free(await fromCache(warm, stay), units.u.house).available).toBe(false);
    await expectExact();

    // The retry deletes the released allocation and inserts a new one for the same booking.
    const id = rooms[0]!.body.data.booking_id;
    await h.call(allocationOps.release, { booking_id: id }, hotel.partner);
    expect(free(await fromCache(warm, stay), units.u.rt).remaining_capacity).toBe(2);
    const retried = await allocate({ ...stay, booking_id: id, unit_id: units.u.rt });
    expect(retried.status).toBe(200);
    expect(free(await fromCache(warm, stay), units.u.rt).remaining_capacity).toBe(1);
    await expectExact();
  });

  it("sees sale blocks created and deleted", async () => {
    const stay = ranges[1]!;
    const block = await hotel.saleBlock({ unit_id: units.u.child2, ...stay });
    expect(free(await fromCache(warm, stay), units.u.child2).available).toBe(false);
    await expectExact();
    const roomBlock = await hotel.saleBlock({ unit_id: units.u.rt, room_id: units.rooms[2], ...stay });
    await expectExact();
    for (const block_id of [block, roomBlock]) {
      const res = await h.call(
        unitsOps.deleteSaleBlock,
        { property_id: hotel.propertyId, block_id },
        hotel.merchant,
      );
      expect(res.status).toBe(204);
    }
    expect(free(await fromCache(warm, stay), units.u.child2).available).toBe(true);
    await expectExact();
  });
});

describe("availability from the ledger kept in memory: catching up, and nights before the horizon", () => {
  it("brings a copy that saw none of it to date, and reloads one whose changes were pruned", async () => {
    for (const stay of ranges) expect(await fromCache(cold, stay)).toEqual(await fromTables(stay));
    const loads = warm.ledgerLoads;
    // The change the warm copy has not seen yet is pruned from the log before it reads.
    expect((await allocate({ ...ranges[1]!, unit_id: units.u.single })).status).toBe(200);
    await pool.query(
      "DELETE FROM inventory.ledger_changes WHERE unit_id IN (SELECT id FROM inventory.units WHERE property_id = $1)",
      [hotel.propertyId],
    );
    for (const stay of ranges) expect(await fromCache(warm, stay)).toEqual(await fromTables(stay));
    expect(warm.ledgerLoads).toBe(loads + 1);
    await expectExact();
  });

  it("reads nights before the projection's horizon from the tables", async () => {
    const past = { start: inDays(-10), end: inDays(-5) };
    const res = await h.call(ratesOps.availability, past, hotel.partner);
    expect(res.body.data).toEqual(await fromTables({ start_date: past.start, end_date: past.end }));
  });
});
