import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Allocate,
  allocator,
  type InventoryHarness,
  inDays,
  type LedgerUnits,
  ledgerUnits,
  startInventory,
} from "./harness.js";

describe("concurrency: nothing is ever sold twice", () => {
  let h: InventoryHarness;
  let u: LedgerUnits["u"];
  let allocate: Allocate;
  const refusal = new Set(["UNIT_NOT_AVAILABLE", "INVENTORY_SLOT_UNAVAILABLE"]);

  beforeAll(async () => {
    h = await startInventory();
    const hotel = await h.hotel("Inventory hotel");
    const units = await ledgerUnits(hotel);
    u = units.u;
    allocate = allocator(h, hotel.partner, units);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("50 simultaneous allocations of one single unit: exactly one succeeds", async () => {
    const s = { unit_id: u.single, start_date: inDays(200), end_date: inDays(203) };
    const results = await Promise.all(Array.from({ length: 50 }, () => allocate(s)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(refusal.has(r.body.error_code), JSON.stringify(r.body)).toBe(true);
  });

  it("40 simultaneous allocations of a room type of 3 rooms: exactly 3 succeed, on 3 different rooms", async () => {
    const s = { unit_id: u.rt, start_date: inDays(210), end_date: inDays(212) };
    const results = await Promise.all(Array.from({ length: 40 }, () => allocate(s)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(new Set(ok.map((r) => r.body.data.room_id)).size).toBe(3);
    for (const r of results.filter((x) => x.status !== 200))
      expect(refusal.has(r.body.error_code)).toBe(true);
  });

  it("a parent and a child raced 100 times never both succeed", async () => {
    let both = 0;
    let parentWins = 0;
    for (let i = 0; i < 100; i++) {
      const s = { start_date: inDays(300 + i), end_date: inDays(301 + i) };
      const [parent, child] = await Promise.all([
        allocate({ unit_id: u.house, ...s }),
        allocate({ unit_id: u.child2, ...s }),
      ]);
      for (const r of [parent, child])
        if (r.status !== 200) expect(refusal.has(r.body.error_code)).toBe(true);
      if (parent.status === 200 && child.status === 200) both++;
      if (parent.status === 200) parentWins++;
      expect(parent.status === 200 || child.status === 200).toBe(true);
    }
    expect(both).toBe(0);
    console.log(`parent won ${parentWins} of 100 races, child ${100 - parentWins}`);
  }, 60_000);
});
