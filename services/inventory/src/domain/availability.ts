import { overlaps } from "@reservations/service-kit/dates";
import type { Hold, Ledger, NightCounts, Stay } from "./holds.js";
import { LedgerProjection } from "./ledger-projection.js";

export type UnitKind = "single" | "whole_house" | "room_type";

export interface UnitNode {
  id: string;
  kind: UnitKind;
  parent_unit_id: string | null;
  window: { start_date: string; end_date: string } | null;
  /** Room ids of a room type, in assignment order. */
  room_ids: string[];
}

export interface UnitAvailability {
  available: boolean;
  remaining_capacity: number;
}

export function insideWindow(unit: UnitNode, stay: Stay): boolean {
  if (!unit.window) return true;
  return stay.start_date >= unit.window.start_date && stay.end_date <= unit.window.end_date;
}

/** Each parent's children, worked out once per map of units (a catalog's never changes once built). */
const childrenIndex = new WeakMap<Map<string, UnitNode>, Map<string, string[]>>();
export function childrenOf(parentId: string, units: Map<string, UnitNode>): readonly string[] {
  let index = childrenIndex.get(units);
  if (!index) {
    index = new Map();
    for (const u of units.values()) {
      if (!u.parent_unit_id) continue;
      const ids = index.get(u.parent_unit_id);
      if (ids) ids.push(u.id);
      else index.set(u.parent_unit_id, [u.id]);
    }
    childrenIndex.set(units, index);
  }
  return index.get(parentId) ?? [];
}

/** The units whose holds take a physical unit: itself, a child's parent (never siblings), a parent's every child. */
function dependedOn(unit: UnitNode, units: Map<string, UnitNode>): string[] {
  const related = [unit.id];
  if (unit.parent_unit_id) related.push(unit.parent_unit_id);
  if (unit.kind === "whole_house") related.push(...childrenOf(unit.id, units));
  return related;
}

/** Room type: free rooms on each night = rooms − overlapping bookings − sale blocks; the stay gets the minimum. */
export function roomTypeRemaining(unit: UnitNode, stay: Stay, counts: NightCounts): number {
  return Math.max(0, unit.room_ids.length - counts.maxTaken([unit.id], stay));
}

/** A unit's availability (available, remaining capacity) from per-night counts (a ledger projection, kept in memory or built for one read). */
export function unitAvailabilityByNight(
  unit: UnitNode,
  units: Map<string, UnitNode>,
  stay: Stay,
  counts: NightCounts,
): UnitAvailability {
  if (!insideWindow(unit, stay)) return { available: false, remaining_capacity: 0 };
  if (unit.kind === "room_type") {
    const remaining = roomTypeRemaining(unit, stay, counts);
    return { available: remaining > 0, remaining_capacity: remaining };
  }
  const free = counts.maxTaken(dependedOn(unit, units), stay) === 0;
  return { available: free, remaining_capacity: free ? 1 : 0 };
}

/** Whether one specific room of a room type is free: nothing overlaps it. */
export function roomFree(unit: UnitNode, roomId: string, stay: Stay, ledger: Ledger): boolean {
  const onRoom = (h: Hold) => h.unit_id === unit.id && h.room_id === roomId && overlaps(h, stay);
  return !ledger.allocations.some(onRoom) && !ledger.blocks.some(onRoom);
}

/**
 * The first room (in the unit's order) free for the whole stay, when the room type has capacity;
 * `counts` are the ledger's nights when the caller has counted them already.
 */
export function assignRoom(
  unit: UnitNode,
  stay: Stay,
  ledger: Ledger,
  counts: NightCounts = LedgerProjection.of(ledger, stay),
): string | undefined {
  if (roomTypeRemaining(unit, stay, counts) === 0) return undefined;
  // The rooms taken, once: a room type's stays would otherwise cost rooms × holds each.
  const taken = new Set<string | null>();
  for (const h of [...ledger.allocations, ...ledger.blocks]) {
    if (h.unit_id === unit.id && overlaps(h, stay)) taken.add(h.room_id);
  }
  return unit.room_ids.find((room) => !taken.has(room));
}
