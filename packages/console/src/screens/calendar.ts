import type { Schemas } from "../api/client.js";

// What the availability calendar shows on each unit (or room) and night: pure, from the property's
// units, its sale blocks and its live bookings over the days shown.

export type CellState = "free" | "booked" | "held" | "blocked";
export interface Cell {
  date: string;
  state: CellState;
  booking?: Schemas["Booking"];
}
export interface Row {
  label: string;
  unit: Schemas["MerchantUnit"];
  roomId: string | null;
  cells: Cell[];
}

type Booking = Schemas["Booking"];
type Block = Schemas["SaleBlock"];
type Unit = Schemas["MerchantUnit"];

const covers = (s: { start_date: string; end_date: string }, date: string) =>
  s.start_date <= date && date < s.end_date;

/** A whole house and its parts take one another: the units whose stays also take `unit`. */
function related(unit: Unit, units: Unit[]): Set<string> {
  const ids = new Set([unit.id]);
  if (unit.parent_unit_id) ids.add(unit.parent_unit_id);
  for (const u of units) if (u.parent_unit_id === unit.id) ids.add(u.id);
  return ids;
}

function cellFor(
  unit: Unit,
  roomId: string | null,
  date: string,
  near: Set<string>,
  bookings: Booking[],
  blocks: Block[],
): Cell {
  // On its own unit, a room type's booking takes its room only; a block without a room takes them all.
  const elsewhere = (x: { unit_id: string }) => x.unit_id !== unit.id || roomId === null;
  const booking = bookings.find(
    (b) => covers(b, date) && near.has(b.unit_id) && (elsewhere(b) || b.room_id === roomId),
  );
  if (booking) {
    const held = booking.status === "pending" && booking.is_hold;
    return { date, state: held ? "held" : "booked", booking };
  }
  const w = unit.availability_window;
  const outside = w !== null && (date < w.start_date || date >= w.end_date);
  const blocked = blocks.some(
    (k) =>
      covers(k, date) && near.has(k.unit_id) && (elsewhere(k) || k.room_id === null || k.room_id === roomId),
  );
  return { date, state: unit.blocked_for_sale || outside || blocked ? "blocked" : "free" };
}

/** One row per unit, or per room of a room type, with a cell for each date. */
export function calendarRows(units: Unit[], bookings: Booking[], blocks: Block[], dates: string[]): Row[] {
  // A no-show's nights went back on sale, as a cancellation's do.
  const live = bookings.filter((b) => b.status !== "cancelled" && b.status !== "no_show");
  const rows: Row[] = [];
  for (const unit of units) {
    const near = related(unit, units);
    const places: [string, string | null][] =
      unit.kind === "room_type"
        ? unit.rooms.map((r) => [`${unit.name} · ${r.name}`, r.id])
        : [[unit.name, null]];
    for (const [label, roomId] of places) {
      rows.push({
        label,
        unit,
        roomId,
        cells: dates.map((d) => cellFor(unit, roomId, d, near, live, blocks)),
      });
    }
  }
  return rows;
}
