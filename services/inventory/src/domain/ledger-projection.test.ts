import { describe, expect, it } from "vitest";
import { type UnitNode, unitAvailabilityByNight } from "./availability.js";
import type { Hold, Ledger } from "./holds.js";
import { type LedgerChange, LedgerProjection, type LedgerRow, ledgerHorizon } from "./ledger-projection.js";

const row = (
  kind: LedgerRow["kind"],
  id: string,
  unit_id: string,
  start_date: string,
  end_date: string,
  room_id: string | null = null,
): LedgerRow => ({ kind, id, unit_id, room_id, start_date, end_date });
const change = (version: number, r: LedgerRow, live = true): LedgerChange => ({ ...r, version, live });
const stay = (start_date: string, end_date: string) => ({ start_date, end_date });
/** The most holds on one night of the stay, for each unit alone and for all of them together. */
const taken = (p: LedgerProjection, unitIds: string[], s: { start_date: string; end_date: string }) => [
  ...unitIds.map((id) => p.maxTaken([id], s)),
  p.maxTaken(unitIds, s),
];

const HORIZON = "2026-12-01";
const a1 = row("allocation", "a1", "u1", "2026-12-10", "2026-12-12");
const a2 = row("allocation", "a2", "u2", "2026-12-11", "2026-12-14");
const b1 = row("block", "b1", "u1", "2026-12-20", "2026-12-22");

describe("the ledger projection: holds, versions and horizon", () => {
  it("counts the holds on the asked units that take each night of the stay, allocations and blocks alike", () => {
    const p = new LedgerProjection([["u1", 3]], HORIZON, [a1, a2, b1]);
    expect(p.size).toBe(3);
    expect(taken(p, ["u1"], stay("2026-12-11", "2026-12-21"))).toEqual([1, 1]);
    // a1 and a2 share the night of the 11th.
    expect(taken(p, ["u1", "u2"], stay("2026-12-11", "2026-12-12"))).toEqual([1, 1, 2]);
    expect(taken(p, ["u1", "u2"], stay("2026-12-01", "2026-12-31"))).toEqual([1, 1, 2]);
    // Stays are [start, end): a departure day is free.
    expect(taken(p, ["u1"], stay("2026-12-12", "2026-12-20"))).toEqual([0, 0]);
    expect(taken(p, ["none"], stay("2026-12-01", "2026-12-31"))).toEqual([0, 0]);
    // The last stay's nights are kept: asking again, or another stay in between, changes nothing.
    expect(taken(p, ["u1", "u2"], stay("2026-12-11", "2026-12-12"))).toEqual([1, 1, 2]);
    expect(taken(p, ["u1", "u2"], stay("2026-12-11", "2026-12-12"))).toEqual([1, 1, 2]);
    expect(taken(p, ["u1", "u2"], stay("2026-12-12", "2026-12-13"))).toEqual([0, 1, 1]);
  });

  it("applies each unit's changes in version order: new, released and deleted rows", () => {
    const p = new LedgerProjection(
      [
        ["u1", 3],
        ["u2", 1],
      ],
      HORIZON,
      [a1, a2, b1],
    );
    expect(p.version).toBe(4);
    const a3 = row("allocation", "a3", "u1", "2026-12-12", "2026-12-13");
    const a4 = row("allocation", "a4", "u3", "2026-12-12", "2026-12-13");
    expect(
      p.apply([
        change(4, a3),
        change(5, a1, false),
        change(6, b1, false),
        change(7, a3, false),
        change(1, a4),
      ]),
    ).toBe(true);
    expect(p.version).toBe(9);
    expect([...p.unitVersions()]).toEqual([
      ["u1", 7],
      ["u2", 1],
      ["u3", 1],
    ]);
    expect(p.size).toBe(2);
    expect(taken(p, ["u1", "u2", "u3"], stay("2026-12-01", "2026-12-31"))).toEqual([0, 1, 1, 2]);
  });

  it("keeps an allocation and a block of the same id apart", () => {
    const p = new LedgerProjection([], HORIZON);
    expect(p.apply([change(1, row("allocation", "x", "u1", "2026-12-10", "2026-12-11"))])).toBe(true);
    expect(p.apply([change(2, row("block", "x", "u1", "2026-12-10", "2026-12-11"))])).toBe(true);
    expect(p.size).toBe(2);
    expect(p.apply([change(3, row("block", "x", "u1", "2026-12-10", "2026-12-11"), false)])).toBe(true);
    expect(taken(p, ["u1"], stay("2026-12-10", "2026-12-11"))).toEqual([1, 1]);
  });

  it.each([
    ["a gap after a unit's version", [6], "u1"],
    ["a change it already has", [3, 4], "u1"],
    ["changes out of order", [5, 4], "u1"],
    ["a gap on a unit it has not seen", [2], "u9"],
  ])("refuses %s and applies nothing", (_name, versions, unit) => {
    const p = new LedgerProjection([["u1", 3]], HORIZON, [a1]);
    const changes = versions.map((v) =>
      change(v, row("allocation", `n${v}`, unit, "2026-12-03", "2026-12-04")),
    );
    expect(p.apply([change(4, a2), ...changes])).toBe(false);
    expect(p.version).toBe(3);
    expect(p.size).toBe(1);
  });

  it("answers only stays from its horizon on, and drops what ends by a later one", () => {
    const p = new LedgerProjection([], HORIZON, [a1, a2]);
    expect(p.covers(stay(HORIZON, "2026-12-02"))).toBe(true);
    expect(p.covers(stay("2026-11-30", "2026-12-02"))).toBe(false);
    // A change ending by the horizon is not kept.
    expect(p.apply([change(1, row("allocation", "old", "u1", "2026-11-20", HORIZON))])).toBe(true);
    expect(p.size).toBe(2);
    p.advance("2026-12-12");
    expect(p.horizon).toBe("2026-12-12");
    expect(p.size).toBe(1);
    expect(taken(p, ["u1", "u2"], stay("2026-12-12", "2026-12-14"))).toEqual([0, 1, 1]);
    p.advance("2026-12-05"); // never back
    expect(p.horizon).toBe("2026-12-12");
  });

  it("sets its horizon two days before UTC's today, before any zone's yesterday", () => {
    expect(ledgerHorizon(new Date("2026-12-10T23:59:00Z"))).toBe("2026-12-08");
    expect(ledgerHorizon(new Date("2027-01-01T00:00:00Z"))).toBe("2026-12-30");
    // Kept for the day asked last, never for another day.
    expect(ledgerHorizon(new Date("2027-01-01T23:59:59Z"))).toBe("2026-12-30");
    expect(ledgerHorizon(new Date("2026-12-10T00:00:00Z"))).toBe("2026-12-08");
  });
});

describe("the ledger projection answers as the whole ledger does", () => {
  it("answers availability as the whole ledger does", () => {
    const units = new Map<string, UnitNode>(
      [
        { id: "p", kind: "whole_house" as const, parent_unit_id: null },
        { id: "c1", kind: "single" as const, parent_unit_id: "p" },
        { id: "c2", kind: "single" as const, parent_unit_id: "p" },
        { id: "rt", kind: "room_type" as const, parent_unit_id: null, room_ids: ["r1", "r2"] },
      ].map((u) => [u.id, { window: null, room_ids: [], ...u }]),
    );
    const holds: LedgerRow[] = [
      row("allocation", "h1", "c1", "2026-12-10", "2026-12-12"),
      row("allocation", "h2", "rt", "2026-12-10", "2026-12-15", "r1"),
      row("block", "h3", "rt", "2026-12-14", "2026-12-16"),
      row("allocation", "h4", "x", "2026-12-10", "2026-12-20"),
    ];
    const whole: Ledger = {
      allocations: holds.filter((h) => h.kind === "allocation") as Hold[],
      blocks: holds.filter((h) => h.kind === "block") as Hold[],
    };
    const p = new LedgerProjection([], HORIZON, holds);
    for (const s of [
      stay("2026-12-10", "2026-12-11"),
      stay("2026-12-12", "2026-12-14"),
      stay("2026-12-01", "2026-12-31"),
    ]) {
      for (const unit of units.values()) {
        expect(unitAvailabilityByNight(unit, units, s, p)).toEqual(
          unitAvailabilityByNight(unit, units, s, LedgerProjection.of(whole, s)),
        );
      }
    }
  });

  it("answers as the whole ledger does for random holds, stays and releases (seeded)", () => {
    let seed = 18;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + n)).toISOString().slice(0, 10);
    const units = new Map<string, UnitNode>(
      [
        { id: "s", kind: "single" as const, parent_unit_id: null },
        { id: "p", kind: "whole_house" as const, parent_unit_id: null },
        { id: "c1", kind: "single" as const, parent_unit_id: "p" },
        { id: "c2", kind: "single" as const, parent_unit_id: "p" },
        { id: "rt", kind: "room_type" as const, parent_unit_id: null, room_ids: ["r1", "r2", "r3"] },
      ].map((u) => [u.id, { window: null, room_ids: [], ...u }]),
    );
    const ids = [...units.keys()];
    const p = new LedgerProjection([], HORIZON);
    const live = new Map<string, LedgerRow>();
    const version = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const victim = [...live.values()][rand(live.size + 1)];
      const released = victim !== undefined && rand(3) === 0;
      const start = rand(40);
      const r = released
        ? victim
        : row(
            rand(4) === 0 ? "block" : "allocation",
            `h${i}`,
            ids[rand(ids.length)]!,
            day(start),
            day(start + 1 + rand(6)),
          );
      const v = (version.get(r.unit_id) ?? 0) + 1;
      version.set(r.unit_id, v);
      if (released) live.delete(r.id);
      else live.set(r.id, r);
      expect(p.apply([change(v, r, !released)])).toBe(true);
      const holds = [...live.values()];
      const whole: Ledger = {
        allocations: holds.filter((h) => h.kind === "allocation"),
        blocks: holds.filter((h) => h.kind === "block"),
      };
      const from = rand(40);
      const q = stay(day(from), day(from + 1 + rand(8)));
      for (const unit of units.values()) {
        expect(unitAvailabilityByNight(unit, units, q, p)).toEqual(
          unitAvailabilityByNight(unit, units, q, LedgerProjection.of(whole, q)),
        );
      }
    }
  });

  it("counts a ledger read from the tables for a stay before the horizon, keeping none of its rows", () => {
    const s = stay("2026-11-01", "2026-11-05");
    const p = LedgerProjection.of({ allocations: [a1, a2], blocks: [b1] }, s);
    expect(p.covers(s)).toBe(true);
    expect(p.size).toBe(0);
    expect(taken(p, ["u1"], stay("2026-12-01", "2026-12-31"))).toEqual([1, 1]);
  });
});

describe("the ledger projection: stays that change units", () => {
  it("follows a row moved to another unit and back, whatever order the units' changes come in", () => {
    // A move is logged on both units: gone from the one it left, live on the one it is on.
    const onU1 = row("allocation", "m", "u1", "2026-12-10", "2026-12-12");
    const onU2 = row("allocation", "m", "u2", "2026-12-10", "2026-12-13");
    const there = [change(1, onU1, false), change(1, onU2)];
    const back = [change(2, onU2, false), change(2, onU1)];
    for (const changes of [
      [...there, ...back],
      [there[0]!, back[1]!, there[1]!, back[0]!],
    ]) {
      const p = new LedgerProjection([["u1", 0]], HORIZON, [onU1]);
      expect(p.apply(changes)).toBe(true);
      expect(p.size).toBe(1);
      expect(taken(p, ["u1", "u2"], stay("2026-12-01", "2026-12-31"))).toEqual([1, 0, 1]);
    }
  });
});
