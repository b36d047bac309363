import { describe, expect, it } from "vitest";
import {
  b,
  call,
  coded,
  db,
  fieldError,
  listedUnit,
  m,
  p,
  p2,
  q,
  unit,
  useMerchantInventory,
} from "./support/merchant-inventory.js";

/** The hotel side of inventory through the gateway: units, their rooms and housekeeping. */
useMerchantInventory();

describe("merchant inventory: units created", () => {
  it("creates a single unit with the defaults", async () => {
    const res = await m("POST", `/${p}/units`, { name: "  Garden studio ", kind: "single", max_adults: 2 });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^unit_[0-9A-Za-z]{20}$/),
      name: "Garden studio",
      kind: "single",
      parent_unit_id: null,
      max_adults: 2,
      max_children: 0,
      count_of_rooms: 1,
      rooms: [],
      availability_window: null,
      published: true,
      blocked_for_sale: false,
      exposed: false,
    });
  });

  it("creates a room type with its rooms, in order", async () => {
    const rt = await unit({
      name: "Double",
      kind: "room_type",
      max_adults: 3,
      rooms: [{ name: "101" }, { name: "102" }, { name: "103" }],
      availability_window: { start_date: "2027-01-01", end_date: "2027-12-31" },
      published: false,
    });
    expect(rt).toMatchObject({
      kind: "room_type",
      count_of_rooms: 3,
      published: false,
      availability_window: { start_date: "2027-01-01", end_date: "2027-12-31" },
    });
    expect(rt.rooms.map((r: { name: string }) => r.name)).toEqual(["101", "102", "103"]);
    for (const r of rt.rooms)
      expect(r).toEqual({ id: expect.stringMatching(/^room_/), name: expect.any(String) });
    expect(new Set(rt.rooms.map((r: { id: string }) => r.id)).size).toBe(3);
  });

  it("creates a whole house with single children, and lists every unit of the property", async () => {
    const house = await unit({ name: "Villa", kind: "whole_house", max_adults: 8 });
    expect(house).toMatchObject({
      kind: "whole_house",
      parent_unit_id: null,
      count_of_rooms: 1,
      rooms: [],
    });
    const left = await unit({ name: "Villa left wing", parent_unit_id: house.id });
    const right = await unit({ name: "Villa right wing", parent_unit_id: house.id, max_adults: 4 });
    expect(left).toMatchObject({ kind: "single", parent_unit_id: house.id });
    expect(right).toMatchObject({ kind: "single", parent_unit_id: house.id, max_adults: 4 });

    const list = await m("GET", `/${p}/units`);
    expect(list.status).toBe(200);
    expect(list.body.next_cursor).toBeNull();
    const ids = list.body.data.map((u: { id: string }) => u.id);
    // Oldest first.
    expect(ids.indexOf(house.id)).toBeLessThan(ids.indexOf(left.id));
    expect(ids.indexOf(left.id)).toBeLessThan(ids.indexOf(right.id));
    expect(list.body.data.find((u: { id: string }) => u.id === right.id)).toEqual(right);
    // Another property of the same hotel lists none of them.
    const other = await m("GET", `/${p2}/units`);
    expect(other.body.data.map((u: { id: string }) => u.id)).not.toContain(house.id);
  });
});

describe("merchant inventory: units refused", () => {
  it("refuses rooms on anything but a room type, and a room type without rooms", async () => {
    fieldError(await m("POST", `/${p}/units`, { name: "RT", kind: "room_type", max_adults: 2 }), "rooms");
    for (const kind of ["single", "whole_house"]) {
      const res = await m("POST", `/${p}/units`, {
        name: "X",
        kind,
        max_adults: 2,
        rooms: [{ name: "1" }],
      });
      fieldError(res, "rooms");
    }
    fieldError(
      await m("POST", `/${p}/units`, { name: "RT", kind: "room_type", max_adults: 2, rooms: [] }),
      "rooms",
    );
  });

  it("accepts as parent only a whole house of the same property, and only for a single unit", async () => {
    const house = await unit({ name: "House", kind: "whole_house", max_adults: 6 });
    const single = await unit({ name: "Lone" });
    const rt = await unit({ name: "Twin", kind: "room_type", rooms: [{ name: "1" }] });
    const child = await unit({ name: "Child", parent_unit_id: house.id });
    const elsewhere = await unit({ name: "Annex house", kind: "whole_house" }, p2);
    const foreign = (
      await call("POST", `/api/merchant/properties/${q}/units`, {
        token: b.token,
        body: { name: "B house", kind: "whole_house", max_adults: 2 },
      })
    ).body.data;

    for (const parent of [single.id, rt.id, child.id, elsewhere.id, foreign.id, "unit_nope"]) {
      fieldError(
        await m("POST", `/${p}/units`, {
          name: "C",
          kind: "single",
          max_adults: 2,
          parent_unit_id: parent,
        }),
        "parent_unit_id",
      );
    }
    for (const kind of ["whole_house", "room_type"]) {
      const res = await m("POST", `/${p}/units`, {
        name: "C",
        kind,
        max_adults: 2,
        parent_unit_id: house.id,
        ...(kind === "room_type" ? { rooms: [{ name: "1" }] } : {}),
      });
      fieldError(res, "parent_unit_id");
    }
  });

  it("validates the body's shape at the gateway", async () => {
    const res = await m("POST", `/${p}/units`, {
      name: "",
      kind: "hut",
      max_adults: 0,
      availability_window: { start_date: "2027-02-01", end_date: "2027-01-01" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(["name", "kind", "max_adults", "availability_window.end_date"]),
    );
  });
});

describe("merchant inventory: units edited", () => {
  it("edits a unit: name, capacity, window, publication and sale block flag", async () => {
    const u = await unit({
      name: "Old name",
      availability_window: { start_date: "2027-01-01", end_date: "2027-06-01" },
    });
    const res = await m("PATCH", `/${p}/units/${u.id}`, {
      name: "New name",
      max_adults: 5,
      published: false,
      blocked_for_sale: true,
      availability_window: { start_date: "2027-03-01", end_date: "2027-09-01" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...u,
      name: "New name",
      max_adults: 5,
      published: false,
      blocked_for_sale: true,
      availability_window: { start_date: "2027-03-01", end_date: "2027-09-01" },
    });
    // Fields left out stay; a null window clears it; kind and parent are not editable.
    const cleared = await m("PATCH", `/${p}/units/${u.id}`, {
      availability_window: null,
      kind: "room_type",
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      name: "New name",
      max_adults: 5,
      kind: "single",
      availability_window: null,
    });
    const same = await m("PATCH", `/${p}/units/${u.id}`, {});
    expect(same.body.data).toEqual(cleared.body.data);
    expect(await listedUnit(u.id)).toEqual(cleared.body.data);
  });

  it("adds rooms to a room type after the ones it has", async () => {
    const rt = await unit({ name: "Suite", kind: "room_type", rooms: [{ name: "S1" }, { name: "S2" }] });
    const res = await m("PATCH", `/${p}/units/${rt.id}`, { rooms: [{ name: "S3" }, { name: "S4" }] });
    expect(res.status).toBe(200);
    expect(res.body.data.count_of_rooms).toBe(4);
    expect(res.body.data.rooms.slice(0, 2)).toEqual(rt.rooms);
    expect(res.body.data.rooms.map((r: { name: string }) => r.name)).toEqual(["S1", "S2", "S3", "S4"]);
    const more = await m("PATCH", `/${p}/units/${rt.id}`, { rooms: [{ name: "S5" }] });
    expect(more.body.data.rooms.map((r: { name: string }) => r.name)).toEqual(["S1", "S2", "S3", "S4", "S5"]);
    const { rows } = await db().query(
      "SELECT position FROM inventory.rooms WHERE unit_id = $1 ORDER BY position",
      [rt.id],
    );
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it("numbers rooms added by concurrent edits without collisions", async () => {
    const rt = await unit({ name: "Busy", kind: "room_type", rooms: [{ name: "0" }] });
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        m("PATCH", `/${p}/units/${rt.id}`, { rooms: [{ name: `${n}a` }, { name: `${n}b` }] }),
      ),
    );
    for (const res of results) expect(res.status).toBe(200);
    expect((await listedUnit(rt.id)).count_of_rooms).toBe(13);
    const { rows } = await db().query(
      "SELECT position FROM inventory.rooms WHERE unit_id = $1 ORDER BY position",
      [rt.id],
    );
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it("refuses rooms on a unit that is not a room type, and unknown units", async () => {
    const single = await unit({ name: "No rooms" });
    fieldError(await m("PATCH", `/${p}/units/${single.id}`, { rooms: [{ name: "1" }] }), "rooms");
    coded(await m("PATCH", `/${p}/units/unit_nope`, { name: "X" }), 404, "UNIT_NOT_FOUND");
    // A unit of another property of the same hotel is not found under this one.
    const annex = await unit({ name: "Annex" }, p2);
    coded(await m("PATCH", `/${p}/units/${annex.id}`, { name: "X" }), 404, "UNIT_NOT_FOUND");
  });
});

describe("merchant inventory: housekeeping", () => {
  it("sets the status of a unit and of one room", async () => {
    const rt = await unit({ name: "Family", kind: "room_type", rooms: [{ name: "F1" }, { name: "F2" }] });
    const [r1, r2] = rt.rooms;
    const path = `/${p}/units/${rt.id}/housekeeping`;

    const unitDirty = await m("PUT", path, { status: "dirty" });
    expect(unitDirty.status).toBe(200);
    expect(unitDirty.body.data).toEqual({
      unit_id: rt.id,
      status: "dirty",
      rooms: [
        { id: r1.id, status: "clean" },
        { id: r2.id, status: "clean" },
      ],
    });
    const room = await m("PUT", path, { status: "out_of_service", room_id: r2.id });
    expect(room.status).toBe(200);
    expect(room.body.data).toEqual({
      unit_id: rt.id,
      status: "dirty",
      rooms: [
        { id: r1.id, status: "clean" },
        { id: r2.id, status: "out_of_service" },
      ],
    });
    const single = await unit({ name: "Cabin" });
    const inspected = await m("PUT", `/${p}/units/${single.id}/housekeeping`, { status: "inspected" });
    expect(inspected.body.data).toEqual({ unit_id: single.id, status: "inspected", rooms: [] });
  });

  it("answers 404 for a room of another unit, an unknown unit and validates the status", async () => {
    const one = await unit({ name: "One", kind: "room_type", rooms: [{ name: "1" }] });
    const two = await unit({ name: "Two", kind: "room_type", rooms: [{ name: "2" }] });
    coded(
      await m("PUT", `/${p}/units/${one.id}/housekeeping`, { status: "clean", room_id: two.rooms[0].id }),
      404,
      "ROOM_NOT_FOUND",
    );
    coded(
      await m("PUT", `/${p}/units/${one.id}/housekeeping`, { status: "clean", room_id: "room_nope" }),
      404,
      "ROOM_NOT_FOUND",
    );
    coded(await m("PUT", `/${p}/units/unit_nope/housekeeping`, { status: "clean" }), 404, "UNIT_NOT_FOUND");
    coded(
      await m("PUT", `/${p}/units/unit_nope/housekeeping`, { status: "clean", room_id: one.rooms[0].id }),
      404,
      "UNIT_NOT_FOUND",
    );
    fieldError(await m("PUT", `/${p}/units/${one.id}/housekeeping`, { status: "sparkling" }), "status");
  });
});
