import { randomUUID } from "node:crypto";
import SwaggerParser from "@apidevtools/swagger-parser";
import { type CallerContextInput, unitsOps } from "@reservations/contracts";
import { connectNats, type NatsConnection, RpcClient } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogCache } from "../services/inventory/src/store/catalog-cache.js";
import { HotelScript } from "./support/hotel.js";
import { type Call, type HttpResult, httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

/** The hotel side of inventory through the gateway: units, rooms, housekeeping, sale blocks, rate plans. */
describe("merchant inventory", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let a: { id: string; token: string };
  let b: { id: string; token: string };
  /** Hotel A's property under test, a second property of hotel A, and hotel B's property. */
  let p: string;
  let p2: string;
  let q: string;

  beforeAll(async () => {
    mesh = await startTestMesh();
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    nc = await connectNats(mesh.config.NATS_URL, "inventory-merchant-test");
    rpc = new RpcClient(nc, 5000, mesh.config.NATS_NAMESPACE);
    a = await hotel.tenant("Hotel A");
    b = await hotel.tenant("Hotel B");
    p = await hotel.property(a.token, { name: "A main" });
    p2 = await hotel.property(a.token, { name: "A annex" });
    q = await hotel.property(b.token, { name: "B main" });
  });
  afterAll(async () => {
    await nc?.drain().catch(() => {});
    await mesh?.stop();
  });

  const as =
    (token: () => string) =>
    (method: string, path: string, body?: unknown): Promise<HttpResult> =>
      call(method, `/api/merchant/properties${path}`, { token: token(), body });
  /** Hotel A's merchant calls, paths relative to /api/merchant/properties. */
  const m = as(() => a.token);

  /** The inventory service's own database, to check what it stored. */
  const db = () => mesh.services.inventory.kit.pool;

  async function unit(body: Record<string, unknown>, property = p) {
    const res = await m("POST", `/${property}/units`, {
      name: "Unit",
      kind: "single",
      max_adults: 2,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  async function plan(body: Record<string, unknown>, property = p) {
    const res = await m("POST", `/${property}/rate-plans`, { name: "Standard", ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  const fieldError = (res: HttpResult, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error_code).toBeUndefined();
    expect(res.body.errors[field], JSON.stringify(res.body)).toEqual([expect.any(String)]);
  };
  const coded = (res: HttpResult, status: number, code: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toEqual({ message: expect.any(String), error_code: code });
  };

  async function listedUnit(id: string) {
    const res = await m("GET", `/${p}/units`);
    expect(res.status).toBe(200);
    return res.body.data.find((u: { id: string }) => u.id === id);
  }

  describe("units", () => {
    it("creates a single unit with the defaults", async () => {
      const res = await m("POST", `/${p}/units`, { name: "  Garden studio ", kind: "single", max_adults: 2 });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.stringMatching(/^unit_[0-9A-Za-z]{20}$/),
        name: "Garden studio",
        kind: "single",
        parent_unit_id: null,
        max_adults: 2,
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
      expect(more.body.data.rooms.map((r: { name: string }) => r.name)).toEqual([
        "S1",
        "S2",
        "S3",
        "S4",
        "S5",
      ]);
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

  describe("housekeeping", () => {
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

  describe("sale blocks", () => {
    it("blocks a unit or one of its rooms and removes the block", async () => {
      const rt = await unit({
        name: "Blockable",
        kind: "room_type",
        rooms: [{ name: "B1" }, { name: "B2" }],
      });
      const whole = await m("POST", `/${p}/sale-blocks`, {
        unit_id: rt.id,
        start_date: "2027-05-01",
        end_date: "2027-05-04",
      });
      expect(whole.status).toBe(201);
      expect(whole.body.data).toEqual({
        id: expect.stringMatching(/^blk_/),
        unit_id: rt.id,
        room_id: null,
        start_date: "2027-05-01",
        end_date: "2027-05-04",
        created_at: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(whole.body.data.created_at))).toBe(false);
      const room = await m("POST", `/${p}/sale-blocks`, {
        unit_id: rt.id,
        room_id: rt.rooms[1].id,
        start_date: "2027-06-01",
        end_date: "2027-06-02",
      });
      expect(room.status).toBe(201);
      expect(room.body.data.room_id).toBe(rt.rooms[1].id);

      const deleted = await m("DELETE", `/${p}/sale-blocks/${whole.body.data.id}`);
      expect(deleted.status).toBe(204);
      expect(deleted.body).toBeNull();
      coded(await m("DELETE", `/${p}/sale-blocks/${whole.body.data.id}`), 404, "SALE_BLOCK_NOT_FOUND");
      // Another property of the same hotel cannot remove it.
      coded(await m("DELETE", `/${p2}/sale-blocks/${room.body.data.id}`), 404, "SALE_BLOCK_NOT_FOUND");
      coded(await m("DELETE", `/${p}/sale-blocks/blk_nope`), 404, "SALE_BLOCK_NOT_FOUND");
      expect((await m("DELETE", `/${p}/sale-blocks/${room.body.data.id}`)).status).toBe(204);
    });

    it("answers 404 for units outside the property and rooms outside the unit", async () => {
      const rt = await unit({ name: "RT", kind: "room_type", rooms: [{ name: "1" }] });
      const other = await unit({ name: "RT2", kind: "room_type", rooms: [{ name: "2" }] });
      const single = await unit({ name: "S" });
      const annex = await unit({ name: "Annex" }, p2);
      const dates = { start_date: "2027-05-01", end_date: "2027-05-02" };
      for (const unit_id of ["unit_nope", annex.id]) {
        coded(await m("POST", `/${p}/sale-blocks`, { unit_id, ...dates }), 404, "UNIT_NOT_FOUND");
      }
      for (const [unit_id, room_id] of [
        [rt.id, other.rooms[0].id],
        [single.id, rt.rooms[0].id],
        [rt.id, "room_nope"],
      ]) {
        coded(await m("POST", `/${p}/sale-blocks`, { unit_id, room_id, ...dates }), 404, "ROOM_NOT_FOUND");
      }
      fieldError(
        await m("POST", `/${p}/sale-blocks`, {
          unit_id: rt.id,
          start_date: "2027-05-02",
          end_date: "2027-05-02",
        }),
        "end_date",
      );
    });
  });

  describe("rate plans", () => {
    it("creates a plan with defaults and prices kept exactly", async () => {
      const u1 = await unit({ name: "Priced one" });
      const u2 = await unit({ name: "Priced two" });
      const res = await m("POST", `/${p}/rate-plans`, {
        name: "Flexible",
        unit_ids: [u2.id, u1.id, u1.id],
        prices: [
          { adults: 2, nightly_price: 19.99 },
          { adults: 1, nightly_price: 0.1 },
          { adults: 3, nightly_price: 1234567.89 },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.stringMatching(/^rp_/),
        name: "Flexible",
        // Repeats collapse; units come in the order they were created.
        unit_ids: [u1.id, u2.id],
        sales_channels: ["api"],
        active: true,
        parent_rate_plan_id: null,
        min_stay: null,
        max_stay: null,
        prices: [
          { adults: 1, nightly_price: 0.1 },
          { adults: 2, nightly_price: 19.99 },
          { adults: 3, nightly_price: 1234567.89 },
        ],
        created_at: expect.any(String),
      });
      const { rows } = await db().query(
        "SELECT adults, nightly_minor FROM inventory.rate_plan_prices WHERE rate_plan_id = $1 ORDER BY adults",
        [res.body.data.id],
      );
      expect(rows.map((r) => [r.adults, Number(r.nightly_minor)])).toEqual([
        [1, 10],
        [2, 1999],
        [3, 123456789],
      ]);
      const list = await m("GET", `/${p}/rate-plans`);
      expect(list.status).toBe(200);
      expect(list.body.next_cursor).toBeNull();
      expect(list.body.data.find((x: { id: string }) => x.id === res.body.data.id)).toEqual(res.body.data);
    });

    it("refuses unknown units, repeated occupancies, bad parents and stay bounds", async () => {
      const mine = await unit({ name: "Mine" });
      const annex = await unit({ name: "Annex" }, p2);
      fieldError(
        await m("POST", `/${p}/rate-plans`, { name: "X", unit_ids: [mine.id, "unit_nope"] }),
        "unit_ids",
      );
      fieldError(await m("POST", `/${p}/rate-plans`, { name: "X", unit_ids: [annex.id] }), "unit_ids");
      fieldError(
        await m("POST", `/${p}/rate-plans`, {
          name: "X",
          prices: [
            { adults: 2, nightly_price: 10 },
            { adults: 2, nightly_price: 12 },
          ],
        }),
        "prices",
      );
      const annexPlan = await plan({ name: "Annex plan" }, p2);
      for (const parent of ["rp_nope", annexPlan.id]) {
        fieldError(
          await m("POST", `/${p}/rate-plans`, { name: "X", parent_rate_plan_id: parent }),
          "parent_rate_plan_id",
        );
      }
      fieldError(await m("POST", `/${p}/rate-plans`, { name: "X", min_stay: 3, max_stay: 2 }), "max_stay");
      const cents = await m("POST", `/${p}/rate-plans`, {
        name: "X",
        prices: [{ adults: 1, nightly_price: 1.005 }],
      });
      fieldError(cents, "prices.0.nightly_price");
      fieldError(
        await m("POST", `/${p}/rate-plans`, { name: "X", sales_channels: ["fax"] }),
        "sales_channels.0",
      );
      // None of the refused plans was stored.
      const list = await m("GET", `/${p}/rate-plans`);
      expect(list.body.data.filter((x: { name: string }) => x.name === "X")).toEqual([]);
    });

    it("edits a plan: given fields change, unit_ids and prices are replaced as a whole", async () => {
      const u1 = await unit({ name: "E1" });
      const u2 = await unit({ name: "E2" });
      const parent = await plan({ name: "Base" });
      const created = await plan({
        name: "Derived",
        unit_ids: [u1.id],
        sales_channels: ["direct", "api", "direct"],
        min_stay: 2,
        max_stay: 7,
        prices: [
          { adults: 1, nightly_price: 50 },
          { adults: 2, nightly_price: 60 },
        ],
      });
      expect(created.sales_channels).toEqual(["direct", "api"]);
      const res = await m("PATCH", `/${p}/rate-plans/${created.id}`, {
        name: "Derived (non refundable)",
        unit_ids: [u2.id],
        prices: [{ adults: 2, nightly_price: 55.5 }],
        parent_rate_plan_id: parent.id,
        active: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        ...created,
        name: "Derived (non refundable)",
        unit_ids: [u2.id],
        prices: [{ adults: 2, nightly_price: 55.5 }],
        parent_rate_plan_id: parent.id,
        active: false,
      });
      // null clears; an empty set empties.
      const cleared = await m("PATCH", `/${p}/rate-plans/${created.id}`, {
        parent_rate_plan_id: null,
        min_stay: null,
        unit_ids: [],
        prices: [],
        sales_channels: ["ota"],
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({
        parent_rate_plan_id: null,
        min_stay: null,
        max_stay: 7,
        unit_ids: [],
        prices: [],
        sales_channels: ["ota"],
      });
      const list = await m("GET", `/${p}/rate-plans`);
      expect(list.body.data.find((x: { id: string }) => x.id === created.id)).toEqual(cleared.body.data);
    });

    it("refuses a parent that is the plan itself or derives from it, and stay bounds against the stored ones", async () => {
      const top = await plan({ name: "Top" });
      const middle = await plan({ name: "Middle", parent_rate_plan_id: top.id });
      const bottom = await plan({ name: "Bottom", parent_rate_plan_id: middle.id, min_stay: 3 });
      expect(bottom.parent_rate_plan_id).toBe(middle.id);
      // Itself, its child and its grandchild would all close a loop.
      for (const parent of [top.id, middle.id, bottom.id]) {
        fieldError(
          await m("PATCH", `/${p}/rate-plans/${top.id}`, { parent_rate_plan_id: parent }),
          "parent_rate_plan_id",
        );
      }
      fieldError(
        await m("PATCH", `/${p}/rate-plans/${bottom.id}`, { parent_rate_plan_id: "rp_nope" }),
        "parent_rate_plan_id",
      );
      // Re-parenting away from the chain is fine.
      const moved = await m("PATCH", `/${p}/rate-plans/${bottom.id}`, { parent_rate_plan_id: top.id });
      expect(moved.body.data.parent_rate_plan_id).toBe(top.id);

      fieldError(await m("PATCH", `/${p}/rate-plans/${bottom.id}`, { max_stay: 2 }), "max_stay");
      const ok = await m("PATCH", `/${p}/rate-plans/${bottom.id}`, { max_stay: 3 });
      expect(ok.body.data).toMatchObject({ min_stay: 3, max_stay: 3 });
      fieldError(await m("PATCH", `/${p}/rate-plans/${bottom.id}`, { min_stay: 4 }), "max_stay");

      fieldError(await m("PATCH", `/${p}/rate-plans/${bottom.id}`, { unit_ids: ["unit_nope"] }), "unit_ids");
      fieldError(
        await m("PATCH", `/${p}/rate-plans/${bottom.id}`, {
          prices: [
            { adults: 1, nightly_price: 1 },
            { adults: 1, nightly_price: 2 },
          ],
        }),
        "prices",
      );
      coded(await m("PATCH", `/${p}/rate-plans/rp_nope`, { name: "X" }), 404, "RATE_PLAN_NOT_FOUND");
      const annexPlan = await plan({ name: "Annex" }, p2);
      coded(await m("PATCH", `/${p}/rate-plans/${annexPlan.id}`, { name: "X" }), 404, "RATE_PLAN_NOT_FOUND");
    });

    it("lets only one of two concurrent edits close a parent loop", async () => {
      for (let round = 0; round < 5; round++) {
        const one = await plan({ name: `Loop one ${round}` });
        const two = await plan({ name: `Loop two ${round}` });
        const [x, y] = await Promise.all([
          m("PATCH", `/${p}/rate-plans/${one.id}`, { parent_rate_plan_id: two.id }),
          m("PATCH", `/${p}/rate-plans/${two.id}`, { parent_rate_plan_id: one.id }),
        ]);
        expect([x.status, y.status].sort()).toEqual([200, 422]);
      }
    });
  });

  describe("exposure", () => {
    it("exposes a unit only when published, not blocked and linked to an active api plan", async () => {
      const u = await unit({ name: "Exposable" });
      expect(u.exposed).toBe(false);
      const sellable = await plan({
        name: "Sellable",
        unit_ids: [u.id],
        prices: [{ adults: 2, nightly_price: 80 }],
      });
      expect((await listedUnit(u.id)).exposed).toBe(true);

      const patchUnit = async (patch: Record<string, unknown>) => {
        const res = await m("PATCH", `/${p}/units/${u.id}`, patch);
        expect(res.status).toBe(200);
        return res.body.data.exposed;
      };
      const patchPlan = async (id: string, patch: Record<string, unknown>) => {
        expect((await m("PATCH", `/${p}/rate-plans/${id}`, patch)).status).toBe(200);
        return (await listedUnit(u.id)).exposed;
      };

      expect(await patchUnit({ published: false })).toBe(false);
      expect(await patchUnit({ published: true })).toBe(true);
      expect(await patchUnit({ blocked_for_sale: true })).toBe(false);
      expect(await patchUnit({ blocked_for_sale: false })).toBe(true);
      expect(await patchPlan(sellable.id, { active: false })).toBe(false);
      expect(await patchPlan(sellable.id, { active: true })).toBe(true);
      expect(await patchPlan(sellable.id, { sales_channels: ["direct", "front_desk"] })).toBe(false);
      expect(await patchPlan(sellable.id, { sales_channels: ["direct", "api"] })).toBe(true);
      expect(await patchPlan(sellable.id, { unit_ids: [] })).toBe(false);
      expect(await patchPlan(sellable.id, { unit_ids: [u.id] })).toBe(true);

      // One sellable plan among others is enough.
      await plan({ name: "Channel only", unit_ids: [u.id], sales_channels: ["ota"] });
      expect((await listedUnit(u.id)).exposed).toBe(true);
    });
  });

  describe("partner reads (service operations)", () => {
    const partner = (property: string, tenant = a.id): CallerContextInput => ({
      request_id: randomUUID(),
      actor: "partner",
      tenant_id: tenant,
      property_id: property,
      scopes: ["units:read", "housekeeping:read"],
    });

    it("answers housekeeping for every unit of the property, exposed or not", async () => {
      const hidden = await unit({
        name: "Hidden",
        kind: "room_type",
        rooms: [{ name: "H1" }],
        published: false,
      });
      await m("PUT", `/${p}/units/${hidden.id}/housekeeping`, {
        status: "dirty",
        room_id: hidden.rooms[0].id,
      });
      const res = await rpc.call(unitsOps.housekeeping, { unit_id: hidden.id }, partner(p));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: { unit_id: hidden.id, status: "clean", rooms: [{ id: hidden.rooms[0].id, status: "dirty" }] },
      });
      for (const [unitId, ctx] of [
        ["unit_nope", partner(p)],
        [hidden.id, partner(p2)],
        [hidden.id, partner(q, b.id)],
      ] as const) {
        const miss = await rpc.call(unitsOps.housekeeping, { unit_id: unitId }, ctx);
        expect(miss.status).toBe(404);
        expect((miss.body as { error_code: string }).error_code).toBe("UNIT_NOT_FOUND");
      }
    });

    it("answers a unit only while it is exposed, without the merchant's fields", async () => {
      const rt = await unit({ name: "Sold", kind: "room_type", rooms: [{ name: "1" }, { name: "2" }] });
      const get = (ctx = partner(p)) => rpc.call(unitsOps.get, { unit_id: rt.id }, ctx);
      const hidden = await get();
      expect(hidden.status).toBe(404);
      expect((hidden.body as { error_code: string }).error_code).toBe("UNIT_NOT_FOUND");

      await plan({ name: "Sells Sold", unit_ids: [rt.id] });
      const shown = await get();
      expect(shown.status).toBe(200);
      expect(shown.body).toEqual({
        data: {
          id: rt.id,
          name: "Sold",
          kind: "room_type",
          parent_unit_id: null,
          max_adults: 2,
          count_of_rooms: 2,
          rooms: rt.rooms,
          availability_window: null,
        },
      });
      expect((await get(partner(p2))).status).toBe(404);
      expect((await get(partner(q, b.id))).status).toBe(404);
      await m("PATCH", `/${p}/units/${rt.id}`, { blocked_for_sale: true });
      expect((await get()).status).toBe(404);
    });
  });

  describe("partner reads through the gateway", () => {
    let secret: string;
    beforeAll(async () => {
      secret = (await hotel.key(a.token, { scopes: ["units:read", "housekeeping:read"], property_ids: [p] }))
        .secret;
    });

    it("answers housekeeping of a unit that is not exposed", async () => {
      const hidden = await unit({ name: "Back office", published: false });
      await m("PUT", `/${p}/units/${hidden.id}/housekeeping`, { status: "out_of_service" });
      const res = await call("GET", `/api/v1/units/${hidden.id}/housekeeping`, { token: secret });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ data: { unit_id: hidden.id, status: "out_of_service", rooms: [] } });
      const annex = await unit({ name: "Annex" }, p2);
      coded(
        await call("GET", `/api/v1/units/${annex.id}/housekeeping`, { token: secret }),
        404,
        "UNIT_NOT_FOUND",
      );
    });

    it("answers a unit only while it is exposed, as the partner list does", async () => {
      const u = await unit({ name: "Partner view", max_adults: 3 });
      const get = () => call("GET", `/api/v1/units/${u.id}`, { token: secret });
      const listed = async () =>
        (await call("GET", "/api/v1/units", { token: secret })).body.data.some(
          (x: { id: string }) => x.id === u.id,
        );
      coded(await get(), 404, "UNIT_NOT_FOUND");
      expect(await listed()).toBe(false);

      const rp = await plan({
        name: "Partner plan",
        unit_ids: [u.id],
        prices: [{ adults: 2, nightly_price: 99 }],
      });
      const shown = await get();
      expect(shown.status).toBe(200);
      expect(shown.body.data).toEqual({
        id: u.id,
        name: "Partner view",
        kind: "single",
        parent_unit_id: null,
        max_adults: 3,
        count_of_rooms: 1,
        rooms: [],
        availability_window: null,
      });
      expect(await listed()).toBe(true);

      await m("PATCH", `/${p}/rate-plans/${rp.id}`, { sales_channels: ["direct"] });
      coded(await get(), 404, "UNIT_NOT_FOUND");
      expect(await listed()).toBe(false);
      expect((await listedUnit(u.id)).exposed).toBe(false);
    });
  });

  describe("catalog kept in memory", () => {
    it("sees every committed catalog change at the next call, also from another copy of the service", async () => {
      // A second copy's cache on the same database: the changes below go through the mesh's copy.
      const other = new CatalogCache(db());
      const u = await unit({ name: "Cached" });
      const rt = await unit({ name: "Cached rooms", kind: "room_type", rooms: [{ name: "1" }] });
      const rp = await plan({
        name: "Cached plan",
        unit_ids: [u.id],
        sales_channels: ["api"],
        prices: [{ adults: 2, nightly_price: 80 }],
      });
      const read = async () => (await other.get(a.id, p))!;
      let c = await read();
      expect(c.units.get(u.id)?.name).toBe("Cached");
      expect(c.plans.get(rp.id)?.own_prices.get(2)).toBe(8000);

      // Nothing changed: the same catalog, from memory.
      const misses = other.misses;
      expect(await read()).toBe(c);
      expect(other.misses).toBe(misses);

      expect((await m("PATCH", `/${p}/units/${u.id}`, { name: "Renamed", published: false })).status).toBe(
        200,
      );
      c = await read();
      expect(c.units.get(u.id)).toMatchObject({ name: "Renamed", published: false });

      expect((await m("PATCH", `/${p}/units/${rt.id}`, { rooms: [{ name: "2" }] })).status).toBe(200);
      c = await read();
      expect(c.units.get(rt.id)?.rooms.map((r) => r.name)).toEqual(["1", "2"]);

      const edited = await m("PATCH", `/${p}/rate-plans/${rp.id}`, {
        unit_ids: [u.id, rt.id],
        prices: [{ adults: 2, nightly_price: 95 }],
      });
      expect(edited.status).toBe(200);
      c = await read();
      expect([...(c.plans.get(rp.id)?.unit_ids ?? [])].sort()).toEqual([u.id, rt.id].sort());
      expect(c.plans.get(rp.id)?.own_prices.get(2)).toBe(9500);

      // No route changes a property's time zone; the trigger covers it all the same.
      await db().query("UPDATE inventory.properties SET timezone = 'Asia/Tokyo' WHERE id = $1", [p]);
      try {
        c = await read();
        expect(c.property.timezone).toBe("Asia/Tokyo");
      } finally {
        await db().query("UPDATE inventory.properties SET timezone = 'Europe/Madrid' WHERE id = $1", [p]);
      }
      c = await read();
      expect(c.property.timezone).toBe("Europe/Madrid");

      // Housekeeping is not part of the catalog: it keeps the catalog in memory.
      const before = other.misses;
      expect((await m("PUT", `/${p}/units/${u.id}/housekeeping`, { status: "dirty" })).status).toBe(200);
      expect(await read()).toBe(c);
      expect(other.misses).toBe(before);

      // Scoped by tenant, cached or not.
      expect(await other.get(b.id, p)).toBeUndefined();
    });
  });

  describe("tenancy", () => {
    it("answers 404 PROPERTY_NOT_FOUND to another hotel on every route of this property", async () => {
      const u = await unit({ name: "Private", kind: "room_type", rooms: [{ name: "1" }] });
      const rp = await plan({ name: "Private plan", unit_ids: [u.id] });
      const block = (
        await m("POST", `/${p}/sale-blocks`, {
          unit_id: u.id,
          start_date: "2027-01-01",
          end_date: "2027-01-02",
        })
      ).body.data;
      const routes: [string, string, unknown?][] = [
        ["POST", "/units", { name: "X", kind: "single", max_adults: 1 }],
        ["GET", "/units"],
        ["PATCH", `/units/${u.id}`, { name: "Stolen" }],
        ["PUT", `/units/${u.id}/housekeeping`, { status: "dirty" }],
        ["POST", "/sale-blocks", { unit_id: u.id, start_date: "2027-01-01", end_date: "2027-01-02" }],
        ["DELETE", `/sale-blocks/${block.id}`],
        ["POST", "/rate-plans", { name: "X" }],
        ["GET", "/rate-plans"],
        ["PATCH", `/rate-plans/${rp.id}`, { name: "Stolen" }],
      ];
      const hotelB = as(() => b.token);
      for (const [method, path, body] of routes) {
        coded(await hotelB(method, `/${p}${path}`, body), 404, "PROPERTY_NOT_FOUND");
        coded(await m(method, `/prop_nope${path}`, body), 404, "PROPERTY_NOT_FOUND");
      }
      // Nothing changed.
      expect(await listedUnit(u.id)).toMatchObject({ name: "Private", published: true });
      expect(
        (await m("GET", `/${p}/rate-plans`)).body.data.find((x: { id: string }) => x.id === rp.id).name,
      ).toBe("Private plan");
      expect((await m("DELETE", `/${p}/sale-blocks/${block.id}`)).status).toBe(204);
    });

    it("needs a merchant token", async () => {
      const res = await call("GET", `/api/merchant/properties/${p}/units`);
      coded(res, 401, "MERCHANT_TOKEN_MISSING");
    });
  });

  it("documents every route in the OpenAPI document", async () => {
    const res = await call("GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeTruthy();
    const base = "/api/merchant/properties/{property_id}";
    const expected: [string, string][] = [
      [`${base}/units`, "post"],
      [`${base}/units`, "get"],
      [`${base}/units/{unit_id}`, "patch"],
      [`${base}/units/{unit_id}/housekeeping`, "put"],
      [`${base}/sale-blocks`, "post"],
      [`${base}/sale-blocks/{block_id}`, "delete"],
      [`${base}/rate-plans`, "post"],
      [`${base}/rate-plans`, "get"],
      [`${base}/rate-plans/{rate_plan_id}`, "patch"],
    ];
    for (const [path, method] of expected) {
      const op = res.body.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(["merchant: inventory"]);
      expect(op.security).toEqual([{ merchantToken: [] }]);
    }
  });
});
