import { describe, expect, it } from "vitest";
import type { Schemas } from "../api/client.js";
import { calendarRows } from "./calendar.js";

type Unit = Schemas["MerchantUnit"];
type Booking = Schemas["Booking"];

const unit = (id: string, over: Partial<Unit> = {}): Unit => ({
  id,
  name: id,
  kind: "single",
  parent_unit_id: null,
  max_adults: 2,
  max_children: 0,
  count_of_rooms: 1,
  rooms: [],
  availability_window: null,
  published: true,
  blocked_for_sale: false,
  exposed: true,
  ...over,
});
const booking = (id: string, unit_id: string, start: string, end: string, over: Partial<Booking> = {}) =>
  ({
    id,
    unit_id,
    room_id: null,
    start_date: start,
    end_date: end,
    status: "confirmed",
    is_hold: false,
    ...over,
  }) as Booking;
const DATES = ["2026-12-01", "2026-12-02", "2026-12-03"];
const states = (rows: ReturnType<typeof calendarRows>) =>
  Object.fromEntries(rows.map((r) => [r.label, r.cells.map((c) => c.state).join(" ")]));

describe("the availability calendar's cells", () => {
  it("marks a stay's nights, not its departure day; a pending hold as held; a cancelled booking or a no-show not at all", () => {
    const units = [unit("a"), unit("b"), unit("c"), unit("d")];
    const rows = calendarRows(
      units,
      [
        booking("1", "a", "2026-12-01", "2026-12-03"),
        booking("2", "b", "2026-12-02", "2026-12-03", { status: "pending", is_hold: true }),
        booking("3", "c", "2026-12-01", "2026-12-04", { status: "cancelled" }),
        booking("4", "d", "2026-12-01", "2026-12-03", { status: "no_show" }),
      ],
      [],
      DATES,
    );
    expect(states(rows)).toEqual({
      a: "booked booked free",
      b: "free held free",
      c: "free free free",
      d: "free free free",
    });
    expect(rows[0]!.cells[0]!.booking?.id).toBe("1");
  });

  it("shows a whole house taken by its parts' stays and its parts taken by its own", () => {
    const units = [
      unit("house", { kind: "whole_house" }),
      unit("east", { parent_unit_id: "house" }),
      unit("west", { parent_unit_id: "house" }),
    ];
    const rows = calendarRows(
      units,
      [booking("1", "east", "2026-12-01", "2026-12-02"), booking("2", "house", "2026-12-03", "2026-12-04")],
      [],
      DATES,
    );
    expect(states(rows)).toEqual({
      house: "booked free booked",
      east: "booked free booked",
      west: "free free booked",
    });
  });

  it("gives each room of a room type its row; a block without a room takes them all, a booking without one none", () => {
    const rt = unit("rt", {
      kind: "room_type",
      name: "Doubles",
      rooms: [
        { id: "r1", name: "101" },
        { id: "r2", name: "102" },
      ],
    });
    const rows = calendarRows(
      [rt],
      [
        booking("1", "rt", "2026-12-01", "2026-12-02", { room_id: "r2" }),
        booking("2", "rt", "2026-12-02", "2026-12-03"),
      ],
      [
        {
          id: "b1",
          unit_id: "rt",
          room_id: "r1",
          start_date: "2026-12-01",
          end_date: "2026-12-02",
          created_at: "",
        },
        {
          id: "b2",
          unit_id: "rt",
          room_id: null,
          start_date: "2026-12-03",
          end_date: "2026-12-04",
          created_at: "",
        },
      ],
      DATES,
    );
    expect(states(rows)).toEqual({
      "Doubles · 101": "blocked free blocked",
      "Doubles · 102": "booked free blocked",
    });
  });

  it("blocks a unit off sale, and the nights outside its availability window", () => {
    const rows = calendarRows(
      [
        unit("off", { blocked_for_sale: true }),
        unit("window", { availability_window: { start_date: "2026-12-02", end_date: "2026-12-03" } }),
      ],
      [],
      [],
      DATES,
    );
    expect(states(rows)).toEqual({ off: "blocked blocked blocked", window: "blocked free blocked" });
  });
});
