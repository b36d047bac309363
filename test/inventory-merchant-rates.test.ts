import { describe, expect, it } from "vitest";
import {
  coded,
  db,
  fieldError,
  m,
  p,
  p2,
  plan,
  unit,
  useMerchantInventory,
} from "./support/merchant-inventory.js";

/** The hotel side of inventory through the gateway: rate plans and sale blocks. */
useMerchantInventory();

describe("merchant inventory: sale blocks", () => {
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

describe("merchant inventory: rate plans created", () => {
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
      cancellation_policy: null,
      child_prices: [],
      derived: null,
      length_of_stay_discounts: [],
      promo_codes: [],
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
});

describe("merchant inventory: rate plans edited", () => {
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
