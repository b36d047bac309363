import { describe, expect, it } from "vitest";
import { toMerchantUnit, toUnit } from "./catalog.js";
import { hotel, unit } from "./test-catalog.js";

describe("exposure: published, not blocked for sale, an active rate plan in channel api", () => {
  const catalog = hotel();
  it.each([
    ["single", true],
    ["house", true],
    ["w1", true],
    ["rt", true],
    ["hidden", false],
    ["blocked", false],
    ["bare", false],
    ["ota", false],
    ["off", false],
    ["missing", false],
  ])("%s is exposed: %s", (id, exposed) => {
    expect(catalog.isExposed(id)).toBe(exposed);
  });

  it("lists exposed units in catalog order", () => {
    expect(catalog.exposedUnits().map((u) => u.id)).toEqual(["single", "house", "w1", "w2", "rt"]);
  });

  it("knows the property has api rate plans", () => {
    expect(catalog.apiRatePlansConfigured).toBe(true);
  });
});

describe("plan facts", () => {
  const catalog = hotel();
  it.each([
    ["flex", [1, 2], [8000, 10000]],
    ["child", [1, 2], [8000, 10000]],
    ["grandchild", [1, 2], [8000, 10000]],
    ["underOff", [1], [5000]],
    ["orphan", [], []],
  ])("%s prices: own, else the nearest ancestor's", (id, adults, minor) => {
    const facts = catalog.planFacts(id)!;
    expect([...facts.prices.keys()]).toEqual(adults);
    expect([...facts.prices.values()]).toEqual(minor);
  });

  it.each([
    ["flex", null],
    ["child", { active: true, exists: true }],
    ["underOff", { active: false, exists: true }],
    ["orphan", { active: false, exists: false }],
  ])("%s knows its parent's state", (id, parent) => {
    expect(catalog.planFacts(id)!.parent).toEqual(parent);
  });

  it("answers undefined for an unknown plan", () => {
    expect(catalog.planFacts("nope")).toBeUndefined();
  });

  it("keeps one facts object per plan", () => {
    expect(catalog.planFacts("child")).toBe(catalog.planFacts("child"));
  });

  it.each([
    ["single", ["flex", "child", "grandchild", "noPrices"]],
    ["rt", ["flex"]],
    ["ota", []],
    ["bare", []],
  ])("sells %s through the api on %j", (unitId, plans) => {
    expect(catalog.apiPlansFor(unitId).map((p) => p.id)).toEqual(plans);
  });

  it("stops at a cycle of parents without prices", () => {
    const cyclic = hotel();
    cyclic.plans.set("a", { ...cyclic.plans.get("child")!, id: "a", parent_rate_plan_id: "b" });
    cyclic.plans.set("b", { ...cyclic.plans.get("child")!, id: "b", parent_rate_plan_id: "a" });
    expect(cyclic.planFacts("a")!.prices.size).toBe(0);
  });
});

describe("units a booking locks", () => {
  const catalog = hotel();
  it.each([
    ["single", ["single"]],
    ["w1", ["house", "w1"]],
    ["house", ["house", "w1", "w2"]],
    ["rt", ["rt"]],
    ["missing", []],
  ])("%s locks %j, in id order", (id, ids) => {
    expect(catalog.relatedUnitIds(id)).toEqual(ids);
  });

  it("builds availability nodes with room ids and windows", () => {
    expect(catalog.nodes.get("rt")).toEqual({
      id: "rt",
      kind: "room_type",
      parent_unit_id: null,
      window: null,
      room_ids: ["r1", "r2"],
    });
  });
});

describe("unit views", () => {
  const window = { start_date: "2027-01-01", end_date: "2027-02-01" };
  const stored = {
    ...unit("rt", {
      kind: "room_type",
      count_of_rooms: 1,
      availability_window: window,
      rooms: [{ id: "r1", name: "101", status: "dirty" } as { id: string; name: string }],
    }),
    exposed: true,
  };

  it("shows partners no housekeeping, flags or claim order", () => {
    expect(toUnit(stored)).toEqual({
      id: "rt",
      name: "rt",
      kind: "room_type",
      parent_unit_id: null,
      max_adults: 2,
      max_children: 0,
      count_of_rooms: 1,
      rooms: [{ id: "r1", name: "101" }],
      availability_window: window,
    });
  });

  it("shows the hotel its flags and exposure, and no housekeeping", () => {
    const view = toMerchantUnit(stored);
    expect(view).toMatchObject({ published: true, blocked_for_sale: false, exposed: true });
    expect(view.rooms).toEqual([{ id: "r1", name: "101" }]);
    expect(view).not.toHaveProperty("seq");
  });
});
