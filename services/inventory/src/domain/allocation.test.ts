import { AppError } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { claimsFor, placeStay } from "./allocation.js";
import type { Hold, Ledger } from "./holds.js";
import { hotel } from "./test-catalog.js";

const catalog = hotel();
const nights = { start_date: "2027-03-10", end_date: "2027-03-12" };
const held = (unit_id: string, room_id: string | null = null, over: Partial<Hold> = {}): Hold => ({
  unit_id,
  room_id,
  ...nights,
  ...over,
});
const ledger = (allocations: Hold[] = [], blocks: Hold[] = []): Ledger => ({ allocations, blocks });
const input = (unit_id: string, over: { room_id?: string; allow_conflict?: boolean } = {}) => ({
  unit_id,
  ...nights,
  adults: 2,
  allow_conflict: false,
  ...over,
});
const place = (unitId: string, l: Ledger, over: { room_id?: string; allow_conflict?: boolean } = {}) =>
  placeStay(catalog, catalog.units.get(unitId)!, input(unitId, over), l);

/** The code and extra fields a placement is refused with. */
function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.toBody();
    throw err;
  }
  return undefined;
}

describe("the slots a booking claims", () => {
  it.each([
    ["single", null, [{ slot_id: "single", share: [0, null] }]],
    [
      "w2",
      null,
      [
        { slot_id: "w2", share: [0, null] },
        { slot_id: "house", share: [2, 3] },
      ],
    ],
    [
      "house",
      null,
      [
        { slot_id: "house", share: [0, null] },
        { slot_id: "w1", share: [0, null] },
        { slot_id: "w2", share: [0, null] },
      ],
    ],
    ["rt", "r2", [{ slot_id: "r2", share: [0, null] }]],
    ["rt", null, []],
  ])("%s (room %s) claims %j", (unitId, roomId, claims) => {
    expect(claimsFor(catalog, catalog.units.get(unitId)!, roomId)).toEqual(claims);
  });
});

describe("placing a stay against the ledger", () => {
  it.each([
    ["a free single unit", "single", ledger(), null],
    ["a free wing", "w1", ledger(), null],
    ["a wing beside a booked sibling", "w1", ledger([held("w2")]), null],
    [
      "a stay arriving on a departure day",
      "single",
      ledger([held("single", null, { start_date: "2027-03-08", end_date: "2027-03-10" })]),
      null,
    ],
  ])("places %s", (_, unitId, l, roomId) => {
    const placement = place(unitId, l);
    expect(placement.conflict).toBe(false);
    expect(placement.room_id).toBe(roomId);
    expect(placement.claims.length).toBeGreaterThan(0);
  });

  it.each([
    ["a booked single unit", "single", ledger([held("single")])],
    ["a blocked single unit", "single", ledger([], [held("single")])],
    ["a house with a booked wing", "house", ledger([held("w1")])],
    ["a wing of a booked house", "w2", ledger([held("house")])],
  ])("refuses %s with UNIT_NOT_AVAILABLE", (_, unitId, l) => {
    expect(refusal(() => place(unitId, l))).toMatchObject({
      error_code: "UNIT_NOT_AVAILABLE",
      remaining_capacity: 0,
    });
  });

  it("assigns the first free room of a room type", () => {
    expect(place("rt", ledger([held("rt", "r1")])).room_id).toBe("r2");
    expect(place("rt", ledger()).room_id).toBe("r1");
  });

  it("keeps a named free room", () => {
    expect(place("rt", ledger([held("rt", "r1")]), { room_id: "r2" })).toMatchObject({
      room_id: "r2",
      claims: [{ slot_id: "r2", share: [0, null] }],
    });
  });

  it("refuses a named taken room with its id", () => {
    expect(refusal(() => place("rt", ledger([held("rt", "r1")]), { room_id: "r1" }))).toMatchObject({
      error_code: "INVENTORY_SLOT_UNAVAILABLE",
      room_id: "r1",
    });
  });

  it("refuses a full room type with what remains", () => {
    expect(refusal(() => place("rt", ledger([held("rt", "r1"), held("rt", "r2")])))).toMatchObject({
      error_code: "UNIT_NOT_AVAILABLE",
      remaining_capacity: 0,
    });
  });

  it("records a conflict without a room or claims when allowed", () => {
    expect(place("single", ledger([held("single")]), { allow_conflict: true })).toEqual({
      room_id: null,
      conflict: true,
      claims: [],
    });
    expect(place("rt", ledger([held("rt", "r1")]), { room_id: "r1", allow_conflict: true })).toEqual({
      room_id: null,
      conflict: true,
      claims: [],
    });
  });
});
