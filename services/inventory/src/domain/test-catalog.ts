// Fixtures for the domain unit tests (catalog, stay, allocation): one property's units and plans.
import { Catalog, type CatalogPlan, type CatalogUnit } from "./catalog.js";

export function unit(id: string, over: Partial<CatalogUnit> = {}): CatalogUnit {
  return {
    id,
    seq: 1,
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
    ...over,
  };
}

export function plan(id: string, unitIds: string[], over: Partial<CatalogPlan> = {}): CatalogPlan {
  return {
    id,
    name: id,
    active: true,
    sales_channels: ["api"],
    parent_rate_plan_id: null,
    unit_ids: unitIds,
    min_stay: null,
    max_stay: null,
    own_prices: new Map([
      [1, 8000],
      [2, 10000],
    ]),
    own_child_bands: [],
    cancellation_policy: null,
    restrictions: new Map(),
    derived: null,
    length_of_stay_discounts: [],
    promo_codes: [],
    ...over,
  };
}

/**
 * single (flex), house with wings w1 (seq 1) and w2 (seq 2), rt (room type of r1, r2),
 * hidden (unpublished), blocked, bare (no plan), ota (only an ota plan), off (only an inactive plan).
 */
export function hotel(): Catalog {
  return new Catalog(
    { id: "prop", currency: "EUR", timezone: "UTC", check_in_time: "15:00", taxes: [] },
    [
      unit("single"),
      unit("house", { kind: "whole_house", max_adults: 6 }),
      unit("w1", { parent_unit_id: "house", seq: 1 }),
      unit("w2", { parent_unit_id: "house", seq: 2 }),
      unit("rt", {
        kind: "room_type",
        count_of_rooms: 2,
        rooms: [
          { id: "r1", name: "101" },
          { id: "r2", name: "102" },
        ],
      }),
      unit("hidden", { published: false }),
      unit("blocked", { blocked_for_sale: true }),
      unit("bare"),
      unit("ota"),
      unit("off"),
    ],
    [
      plan("flex", ["single", "house", "w1", "w2", "rt", "hidden", "blocked"], { min_stay: 1, max_stay: 14 }),
      plan("otaPlan", ["ota", "single"], { sales_channels: ["ota"] }),
      plan("offPlan", ["off", "single"], { active: false }),
      plan("child", ["single"], { parent_rate_plan_id: "flex", own_prices: new Map() }),
      plan("grandchild", ["single"], { parent_rate_plan_id: "child", own_prices: new Map() }),
      plan("orphan", ["single"], { parent_rate_plan_id: "gone", own_prices: new Map() }),
      plan("noPrices", ["single"], { own_prices: new Map() }),
      plan("underOff", ["single"], { parent_rate_plan_id: "offPlan", own_prices: new Map([[1, 5000]]) }),
    ],
  );
}
