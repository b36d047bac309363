import { overlaps, toEpochDay } from "@reservations/service-kit/dates";

export type UnitKind = "single" | "whole_house" | "room_type";

export interface UnitNode {
  id: string;
  kind: UnitKind;
  parent_unit_id: string | null;
  window: { start_date: string; end_date: string } | null;
  /** Room ids of a room type, in assignment order. */
  room_ids: string[];
}

export interface Stay {
  start_date: string;
  end_date: string;
}

/** Something that takes a unit or one of its rooms for some nights: a live allocation or a sale block. */
export interface Hold extends Stay {
  unit_id: string;
  room_id: string | null;
}

export interface Ledger {
  /** Live (pending or committed) allocations; released ones are not here. */
  allocations: Hold[];
  blocks: Hold[];
}

export interface UnitAvailability {
  available: boolean;
  remaining_capacity: number;
}

export function insideWindow(unit: UnitNode, stay: Stay): boolean {
  if (!unit.window) return true;
  return stay.start_date >= unit.window.start_date && stay.end_date <= unit.window.end_date;
}

const takes = (unitId: string, stay: Stay) => (h: Hold) => h.unit_id === unitId && overlaps(h, stay);

/** The units whose holds take a physical unit: itself, a child's parent (never siblings), a parent's every child. */
function dependedOn(unit: UnitNode, units: Map<string, UnitNode>): string[] {
  const related = [unit.id];
  if (unit.parent_unit_id) related.push(unit.parent_unit_id);
  if (unit.kind === "whole_house") {
    for (const u of units.values()) if (u.parent_unit_id === unit.id) related.push(u.id);
  }
  return related;
}

/** Physical units: whether anything overlapping sits on the unit itself or on a unit it depends on. */
function physicalFree(unit: UnitNode, units: Map<string, UnitNode>, stay: Stay, ledger: Ledger): boolean {
  return dependedOn(unit, units).every(
    (id) => !ledger.allocations.some(takes(id, stay)) && !ledger.blocks.some(takes(id, stay)),
  );
}

/** Room type: free rooms on each night = rooms − overlapping bookings − sale blocks; the stay gets the minimum. */
export function roomTypeRemaining(unit: UnitNode, stay: Stay, ledger: Ledger): number {
  // One count per night of the stay, each hold adding to the nights it covers: linear in the holds.
  const first = toEpochDay(stay.start_date);
  const used = new Int32Array(Math.max(0, toEpochDay(stay.end_date) - first));
  const onUnit = takes(unit.id, stay);
  for (const h of [...ledger.allocations, ...ledger.blocks]) {
    if (!onUnit(h)) continue;
    const from = Math.max(0, toEpochDay(h.start_date) - first);
    const to = Math.min(used.length, toEpochDay(h.end_date) - first);
    for (let night = from; night < to; night++) used[night]!++;
  }
  let remaining = unit.room_ids.length;
  for (const n of used) remaining = Math.min(remaining, unit.room_ids.length - n);
  return Math.max(0, remaining);
}

/** SPEC's availability table, for one unit and one stay. */
export function unitAvailability(
  unit: UnitNode,
  units: Map<string, UnitNode>,
  stay: Stay,
  ledger: Ledger,
): UnitAvailability {
  if (!insideWindow(unit, stay)) return { available: false, remaining_capacity: 0 };
  if (unit.kind === "room_type") {
    const remaining = roomTypeRemaining(unit, stay, ledger);
    return { available: remaining > 0, remaining_capacity: remaining };
  }
  const free = physicalFree(unit, units, stay, ledger);
  return { available: free, remaining_capacity: free ? 1 : 0 };
}

/** Holds per night, as a ledger projection counts them: the most that take one night of a stay, over some units together. */
export interface NightCounts {
  maxTaken(unitIds: string[], stay: Stay): number;
}

/** SPEC's availability table from per-night counts: the same answer as unitAvailability gives over the holds. */
export function unitAvailabilityByNight(
  unit: UnitNode,
  units: Map<string, UnitNode>,
  stay: Stay,
  counts: NightCounts,
): UnitAvailability {
  if (!insideWindow(unit, stay)) return { available: false, remaining_capacity: 0 };
  if (unit.kind === "room_type") {
    const remaining = Math.max(0, unit.room_ids.length - counts.maxTaken([unit.id], stay));
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

/** The first room (in the unit's order) free for the whole stay, when the room type has capacity. */
export function assignRoom(unit: UnitNode, stay: Stay, ledger: Ledger): string | undefined {
  if (roomTypeRemaining(unit, stay, ledger) === 0) return undefined;
  return unit.room_ids.find((room) => roomFree(unit, room, stay, ledger));
}
