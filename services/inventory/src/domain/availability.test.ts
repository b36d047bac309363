import { describe, expect, it } from "vitest";
import { assignRoom, roomFree, type UnitNode, unitAvailabilityByNight } from "./availability.js";
import type { Hold, Ledger } from "./holds.js";
import { LedgerProjection } from "./ledger-projection.js";

const unit = (id: string, over: Partial<UnitNode> = {}): UnitNode => ({
  id,
  kind: "single",
  parent_unit_id: null,
  window: null,
  room_ids: [],
  ...over,
});
const hold = (
  unit_id: string,
  start_date: string,
  end_date: string,
  room_id: string | null = null,
): Hold => ({
  unit_id,
  room_id,
  start_date,
  end_date,
});
const ledger = (allocations: Hold[] = [], blocks: Hold[] = []): Ledger => ({ allocations, blocks });
const stay = (start_date: string, end_date: string) => ({ start_date, end_date });

const single = unit("s");
const parent = unit("p", { kind: "whole_house" });
const child1 = unit("c1", { parent_unit_id: "p" });
const child2 = unit("c2", { parent_unit_id: "p" });
const roomType = unit("rt", { kind: "room_type", room_ids: ["r1", "r2", "r3"] });
const units = new Map([single, parent, child1, child2, roomType].map((u) => [u.id, u]));
const avail = (u: UnitNode, s: ReturnType<typeof stay>, l: Ledger) =>
  unitAvailabilityByNight(u, units, s, LedgerProjection.of(l, s));

describe("single unit", () => {
  const s = stay("2026-12-10", "2026-12-13");
  it.each([
    ["nothing booked", ledger(), true],
    ["overlapping booking", ledger([hold("s", "2026-12-12", "2026-12-14")]), false],
    ["booking inside the stay", ledger([hold("s", "2026-12-11", "2026-12-12")]), false],
    ["booking covering the stay", ledger([hold("s", "2026-12-01", "2026-12-31")]), false],
    ["back-to-back before (departs on arrival day)", ledger([hold("s", "2026-12-08", "2026-12-10")]), true],
    ["back-to-back after (arrives on departure day)", ledger([hold("s", "2026-12-13", "2026-12-15")]), true],
    ["another unit's booking", ledger([hold("x", "2026-12-10", "2026-12-13")]), true],
    ["overlapping sale block", ledger([], [hold("s", "2026-12-12", "2026-12-13")]), false],
    ["sale block ending on arrival day", ledger([], [hold("s", "2026-12-01", "2026-12-10")]), true],
  ])("%s", (_name, l, expected) => {
    expect(avail(single, s, l)).toEqual({ available: expected, remaining_capacity: expected ? 1 : 0 });
  });

  it("is unavailable outside its availability window", () => {
    const windowed = unit("w", { window: { start_date: "2026-12-01", end_date: "2026-12-20" } });
    expect(avail(windowed, stay("2026-12-01", "2026-12-20"), ledger()).available).toBe(true);
    expect(avail(windowed, stay("2026-11-30", "2026-12-02"), ledger()).available).toBe(false);
    expect(avail(windowed, stay("2026-12-19", "2026-12-21"), ledger()).available).toBe(false);
  });

  it("ignores cancelled (released) bookings: they are not in the ledger", () => {
    expect(avail(single, s, ledger([])).available).toBe(true);
  });
});

describe("whole-house parent and children", () => {
  const s = stay("2026-12-10", "2026-12-12");
  it.each([
    ["parent free", parent, ledger(), true],
    ["parent booked", parent, ledger([hold("p", "2026-12-11", "2026-12-12")]), false],
    ["a child booked blocks the parent", parent, ledger([hold("c2", "2026-12-10", "2026-12-11")]), false],
    [
      "a child blocked for sale blocks the parent",
      parent,
      ledger([], [hold("c1", "2026-12-09", "2026-12-11")]),
      false,
    ],
    ["parent booked blocks a child", child1, ledger([hold("p", "2026-12-10", "2026-12-12")]), false],
    ["parent sale block blocks a child", child1, ledger([], [hold("p", "2026-12-11", "2026-12-15")]), false],
    ["sibling booked leaves a child free", child1, ledger([hold("c2", "2026-12-10", "2026-12-12")]), true],
    ["child booked", child1, ledger([hold("c1", "2026-12-10", "2026-12-11")]), false],
    [
      "parent booked back-to-back leaves a child free",
      child1,
      ledger([hold("p", "2026-12-12", "2026-12-14")]),
      true,
    ],
  ])("%s", (_name, u, l, expected) => {
    expect(avail(u, s, l).available).toBe(expected);
  });
});

describe("room type", () => {
  const s = stay("2026-12-10", "2026-12-13");
  it.each([
    ["all rooms free", ledger(), 3],
    ["one booking", ledger([hold("rt", "2026-12-10", "2026-12-11", "r1")]), 2],
    [
      "bookings on different nights count per night",
      ledger([hold("rt", "2026-12-10", "2026-12-11", "r1"), hold("rt", "2026-12-12", "2026-12-13", "r2")]),
      2,
    ],
    [
      "two on the same night",
      ledger([hold("rt", "2026-12-10", "2026-12-11", "r1"), hold("rt", "2026-12-10", "2026-12-12", "r2")]),
      1,
    ],
    ["unit-level sale block takes one", ledger([], [hold("rt", "2026-12-11", "2026-12-12")]), 2],
    ["room-level sale block takes one", ledger([], [hold("rt", "2026-12-11", "2026-12-12", "r3")]), 2],
    [
      "full on one night",
      ledger(
        [hold("rt", "2026-12-12", "2026-12-13", "r1"), hold("rt", "2026-12-12", "2026-12-13", "r2")],
        [hold("rt", "2026-12-12", "2026-12-14")],
      ),
      0,
    ],
    [
      "back-to-back bookings do not count",
      ledger([hold("rt", "2026-12-08", "2026-12-10", "r1"), hold("rt", "2026-12-13", "2026-12-14", "r2")]),
      3,
    ],
    ["a room-less conflict booking still counts", ledger([hold("rt", "2026-12-10", "2026-12-13", null)]), 2],
  ])("%s → remaining %i", (_name, l, remaining) => {
    expect(avail(roomType, s, l)).toEqual({ available: remaining > 0, remaining_capacity: remaining });
  });

  it("assigns the first room free for the whole stay and reports a named room as taken", () => {
    const l = ledger(
      [hold("rt", "2026-12-11", "2026-12-12", "r1")],
      [hold("rt", "2026-12-10", "2026-12-11", "r2")],
    );
    expect(assignRoom(roomType, s, l)).toBe("r3");
    expect(roomFree(roomType, "r1", s, l)).toBe(false);
    expect(roomFree(roomType, "r2", s, l)).toBe(false);
    expect(roomFree(roomType, "r1", stay("2026-12-12", "2026-12-13"), l)).toBe(true);
    expect(
      assignRoom(
        roomType,
        s,
        ledger([
          hold("rt", s.start_date, s.end_date, "r1"),
          hold("rt", s.start_date, s.end_date, "r2"),
          hold("rt", s.start_date, s.end_date, "r3"),
        ]),
      ),
    ).toBeUndefined();
  });
});
