import { allocationOps, ratesOps } from "@reservations/contracts";
import { createPool } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reconcile } from "../src/jobs/reconciler.js";
import {
  type Allocate,
  type Answer,
  allocator,
  type Caller,
  type Hotel,
  type InventoryHarness,
  inDays,
  type LedgerUnits,
  ledgerUnits,
  startInventory,
} from "./harness.js";

let h: InventoryHarness;
let hotel: Hotel;
let u: LedgerUnits["u"];
let units: LedgerUnits;
let rooms: string[];
let ctx: Caller;
let allocate: Allocate;
let seq = 0;
const booking = () => `bkg_test_${Date.now().toString(36)}_${seq++}`;
const ledger = (op: typeof allocationOps.release, bookingId: string, c = ctx): Promise<Answer> =>
  h.call(op, { booking_id: bookingId }, c);
/** The partner's availability read, answered as the gateway passes it on. */
const availability = (start: string, end: string) => h.call(ratesOps.availability, { start, end }, ctx);

beforeAll(async () => {
  h = await startInventory();
  hotel = await h.hotel("Inventory hotel");
  units = await ledgerUnits(hotel);
  ({ u, rooms } = units);
  ctx = hotel.partner;
  allocate = allocator(h, ctx, units);
});
afterAll(async () => {
  await h?.stop();
});

describe("the allocation ledger over NATS: allocation ledger", () => {
  it("allocates, refuses an overlapping stay with 409, allows back-to-back, and releases", async () => {
    const start = inDays(100);
    const first = await allocate({ start_date: start, end_date: inDays(103) });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      unit_id: u.single,
      status: "pending",
      total_price: 300,
      nights: 3,
    });
    const overlap = await allocate({ start_date: inDays(102), end_date: inDays(104) });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toEqual({
      message: expect.any(String),
      error_code: "UNIT_NOT_AVAILABLE",
      remaining_capacity: 0,
    });
    expect((await allocate({ start_date: inDays(103), end_date: inDays(105) })).status).toBe(200);
    expect((await allocate({ start_date: inDays(98), end_date: inDays(100) })).status).toBe(200);
    const q = await availability(inDays(101), inDays(102));
    expect(q.body.data.find((x: { unit_id: string }) => x.unit_id === u.single).available).toBe(false);
    const released = await ledger(allocationOps.release, first.body.data.booking_id);
    expect(released.body.data.status).toBe("released");
    expect((await allocate({ start_date: inDays(101), end_date: inDays(102) })).status).toBe(200);
  });

  it("is idempotent by booking id", async () => {
    const id = booking();
    const a = await allocate({ booking_id: id, start_date: inDays(110), end_date: inDays(111) });
    const b = await allocate({ booking_id: id, start_date: inDays(110), end_date: inDays(111) });
    expect(b.status).toBe(200);
    expect(b.body.data.id).toBe(a.body.data.id);
  });

  it("assigns rooms of a room type, refuses a named taken room, and refuses when full", async () => {
    const s = { unit_id: u.rt, start_date: inDays(120), end_date: inDays(122) };
    const named = await allocate({ ...s, room_id: rooms[1] });
    expect(named.body.data.room_id).toBe(rooms[1]);
    const taken = await allocate({ ...s, room_id: rooms[1] });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ error_code: "INVENTORY_SLOT_UNAVAILABLE", room_id: rooms[1] });
    const a = await allocate(s);
    const b = await allocate(s);
    expect([a.body.data.room_id, b.body.data.room_id].sort()).toEqual([rooms[0], rooms[2]].sort());
    const full = await allocate(s);
    expect(full.status).toBe(409);
    expect(full.body.error_code).toBe("UNIT_NOT_AVAILABLE");
    const avail = await availability(inDays(121), inDays(123));
    expect(avail.body.data.find((x: { unit_id: string }) => x.unit_id === u.rt)).toMatchObject({
      available: false,
      remaining_capacity: 0,
    });
    const bad = await allocate({ ...s, room_id: "room_nope" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.room_id).toBeDefined();
  });

  it("counts sale blocks and keeps parent, children and siblings apart", async () => {
    const s = { start_date: inDays(130), end_date: inDays(132) };
    await hotel.saleBlock({ unit_id: u.rt, ...s });
    const avail = await availability(s.start_date, s.end_date);
    expect(avail.body.data.find((x: { unit_id: string }) => x.unit_id === u.rt).remaining_capacity).toBe(2);
    expect((await allocate({ unit_id: u.child1, ...s })).status).toBe(200);
    expect((await allocate({ unit_id: u.child2, ...s })).status).toBe(200);
    expect((await allocate({ unit_id: u.house, ...s })).body.error_code).toBe("UNIT_NOT_AVAILABLE");
    const later = { start_date: inDays(140), end_date: inDays(142) };
    expect((await allocate({ unit_id: u.house, ...later })).status).toBe(200);
    expect((await allocate({ unit_id: u.child1, ...later })).body.error_code).toBe("UNIT_NOT_AVAILABLE");
  });

  it("refuses quantity other than 1 with INVALID_BOOKING_QUANTITY", async () => {
    const res = await allocate({ quantity: 2, start_date: inDays(150), end_date: inDays(151) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error_code: "INVALID_BOOKING_QUANTITY", max_quantity: 1 });
  });

  it("never lets another hotel touch an allocation", async () => {
    const mine = await allocate({ start_date: inDays(155), end_date: inDays(156) });
    const other = { ...ctx, tenant_id: "ten_other", property_id: "prop_other" };
    const release = await ledger(allocationOps.release, mine.body.data.booking_id, other);
    expect(release.status).toBe(404);
    const alloc = await allocate({ start_date: inDays(157), end_date: inDays(158), adults: 1 }, other);
    expect(alloc.body.error_code).toBe("PROPERTY_NOT_FOUND");
  });
});

describe("the allocation ledger over NATS: the catalog committed now", () => {
  it("prices and places an allocation on the catalog committed now, not on the one this copy kept", async () => {
    // Another copy (here: SQL) changes the catalog; this copy's kept catalog is then older than it.
    const db = createPool(h.config.DATABASE_URL, { max: 1 });
    try {
      const stay = { unit_id: u.single, start_date: inDays(200), end_date: inDays(202) };
      expect((await allocate(stay)).body.data.total_price).toBe(200); // kept from here on
      expect(
        (await allocate({ ...stay, start_date: inDays(202), end_date: inDays(204) })).body.data.total_price,
      ).toBe(200);
      await db.query("UPDATE inventory.rate_plan_prices SET nightly_minor = 25000 WHERE rate_plan_id = $1", [
        units.flex,
      ]);
      const repriced = await allocate({ ...stay, start_date: inDays(204), end_date: inDays(206) });
      expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
      expect(repriced.body.data.total_price).toBe(500);
      // A unit taken off sale elsewhere is refused at once, as a checked catalog refuses it.
      await db.query("UPDATE inventory.units SET published = false WHERE id = $1", [u.single]);
      const unpublished = await allocate({ ...stay, start_date: inDays(206), end_date: inDays(208) });
      await db.query("UPDATE inventory.units SET published = true WHERE id = $1", [u.single]);
      expect(unpublished.status, JSON.stringify(unpublished.body)).toBeGreaterThanOrEqual(400);
      expect(
        await db.query("SELECT 1 FROM inventory.allocations WHERE start_date = $1", [inDays(206)]),
      ).toMatchObject({
        rowCount: 0,
      });
    } finally {
      await db.end();
    }
  });
});

describe("the allocation ledger over NATS: reconciler", () => {
  it("releases pending allocations whose booking never appeared", async () => {
    const orphan = await allocate({ start_date: inDays(160), end_date: inDays(161) });
    expect(orphan.body.data.status).toBe("pending");
    // The booking peer (over NATS) knows no such booking.
    const result = await reconcile(h.service.kit, 0, hotel.tenantId);
    expect(result.released).toBeGreaterThanOrEqual(1);
    const again = await allocate({
      booking_id: orphan.body.data.booking_id,
      start_date: inDays(160),
      end_date: inDays(161),
    });
    expect(again.body.data.id).not.toBe(orphan.body.data.id); // released, so allocated anew
    const avail = await availability(inDays(160), inDays(161));
    expect(avail.body.data.find((x: { unit_id: string }) => x.unit_id === u.single).available).toBe(false);
  });
});
