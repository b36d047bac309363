import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

let mesh: TestMesh;
let call: Call;
let key: string;
let propertyId: string;
let inv: InventoryScript;
const u: Record<string, string> = {};
const plans: Record<string, string> = {};

beforeAll(async () => {
  mesh = await startTestMesh();
  call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const t = await hotel.tenant("Inventory hotel");
  propertyId = await hotel.property(t.token, { timezone: "UTC", currency: "EUR" });
  inv = new InventoryScript(hotel, t.token, propertyId);
  u.single = (await inv.unit({ name: "Single", max_adults: 2 })).id;
  u.house = (await inv.unit({ name: "House", kind: "whole_house", max_adults: 6 })).id;
  u.child1 = (await inv.unit({ name: "Wing 1", parent_unit_id: u.house })).id;
  u.child2 = (await inv.unit({ name: "Wing 2", parent_unit_id: u.house })).id;
  const rt = await inv.unit({
    name: "Doubles",
    kind: "room_type",
    rooms: [{ name: "101" }, { name: "102" }, { name: "103" }],
  });
  u.rt = rt.id;
  u.windowed = (
    await inv.unit({
      name: "Seasonal",
      availability_window: { start_date: inDays(10), end_date: inDays(40) },
    })
  ).id;
  u.hidden = (await inv.unit({ name: "Hidden", published: false })).id;
  u.blocked = (await inv.unit({ name: "Blocked", blocked_for_sale: true })).id;
  u.noPlan = (await inv.unit({ name: "No plan" })).id;
  u.otaOnly = (await inv.unit({ name: "OTA only" })).id;
  const sellable = [u.single, u.house, u.child1, u.child2, u.rt, u.windowed, u.hidden, u.blocked];
  plans.flex = await inv.ratePlan({ name: "Flexible", unit_ids: sellable, min_stay: 1, max_stay: 14 });
  plans.long = await inv.ratePlan({ name: "Long stay", unit_ids: [u.single], min_stay: 3, max_stay: 5 });
  plans.ota = await inv.ratePlan({ name: "OTA", unit_ids: [u.single, u.otaOnly], sales_channels: ["ota"] });
  plans.off = await inv.ratePlan({ name: "Off", unit_ids: [u.single], active: false });
  plans.parentOff = await inv.ratePlan({ name: "Parent off", unit_ids: [u.single], active: false });
  plans.derived = await inv.ratePlan({
    name: "Derived",
    unit_ids: [u.single],
    parent_rate_plan_id: plans.parentOff,
    prices: [],
  });
  plans.noPrices = await inv.ratePlan({ name: "No prices", unit_ids: [u.single], prices: [] });
  plans.unlinked = await inv.ratePlan({ name: "Unlinked", unit_ids: [u.rt] });
  key = (
    await hotel.key(t.token, {
      property_ids: [propertyId],
      scopes: ["properties:read", "units:read", "availability:read", "rates:read", "housekeeping:read"],
    })
  ).secret;
});
afterAll(async () => {
  await mesh?.stop();
});

const get = (path: string) => call("GET", path, { token: key });

describe("inventory through the gateway: exposure", () => {
  it("lists only published, unblocked units with an active api rate plan", async () => {
    const res = await get("/api/v1/units");
    expect(res.status).toBe(200);
    const ids = res.body.data.map((x: { id: string }) => x.id).sort();
    expect(ids).toEqual([u.single, u.house, u.child1, u.child2, u.rt, u.windowed].sort());
    const rt = res.body.data.find((x: { id: string }) => x.id === u.rt);
    expect(rt).toMatchObject({ kind: "room_type", count_of_rooms: 3, parent_unit_id: null });
    expect(rt.rooms).toHaveLength(3);
    const child = res.body.data.find((x: { id: string }) => x.id === u.child1);
    expect(child).toMatchObject({ kind: "single", parent_unit_id: u.house });
    const props = await get("/api/v1/properties");
    expect(props.body.data[0].api_rate_plans_configured).toBe(true);
  });

  it("answers UNIT_NOT_FOUND for units that are not exposed, but housekeeping for every unit", async () => {
    expect((await get(`/api/v1/units/${u.single}`)).body.data.id).toBe(u.single);
    for (const id of [u.hidden, u.blocked, u.noPlan, u.otaOnly, "unit_nope"]) {
      const res = await get(`/api/v1/units/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error_code).toBe("UNIT_NOT_FOUND");
    }
    for (const id of [u.hidden, u.noPlan, u.rt]) {
      const res = await get(`/api/v1/units/${id}/housekeeping`);
      expect(res.status, id).toBe(200);
      expect(res.body.data).toMatchObject({ unit_id: id, status: "clean" });
    }
    expect((await get(`/api/v1/units/${u.rt}/housekeeping`)).body.data.rooms).toHaveLength(3);
  });

  it("shows empty lists for a property without api rate plans", async () => {
    const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const t = await hotel.tenant("No plans");
    const p = await hotel.property(t.token, { timezone: "UTC" });
    await new InventoryScript(hotel, t.token, p).unit({ name: "Lonely" });
    const k = await hotel.key(t.token, {
      scopes: ["properties:read", "units:read", "availability:read", "rates:read"],
    });
    const h = { token: k.secret, property: p };
    expect((await call("GET", "/api/v1/properties", h)).body.data[0].api_rate_plans_configured).toBe(false);
    for (const path of [
      "/api/v1/units",
      `/api/v1/availability?start=${inDays(5)}&end=${inDays(6)}`,
      `/api/v1/rates?from=${inDays(5)}&to=${inDays(6)}`,
    ]) {
      const res = await call("GET", path, h);
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ data: [], next_cursor: null });
    }
  });
});

describe("inventory through the gateway: availability", () => {
  it("reports available and remaining_capacity per exposed unit", async () => {
    const res = await get(`/api/v1/availability?start=${inDays(60)}&end=${inDays(62)}`);
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.data.map((x: { unit_id: string }) => [x.unit_id, x]));
    expect(by[u.single!]).toEqual({ unit_id: u.single, available: true, remaining_capacity: 1 });
    expect(by[u.rt!]).toEqual({ unit_id: u.rt, available: true, remaining_capacity: 3 });
    expect(by[u.windowed!]).toEqual({ unit_id: u.windowed, available: false, remaining_capacity: 0 });
    expect(Object.keys(by)).not.toContain(u.hidden);
  });

  it("validates dates with field errors", async () => {
    const cases: [string, string][] = [
      [`start=${inDays(5)}&end=${inDays(5)}`, "end"],
      [`start=${inDays(6)}&end=${inDays(5)}`, "end"],
      [`start=2027-02-30&end=2027-03-02`, "start"],
      [`start=tomorrow&end=${inDays(5)}`, "start"],
      [`end=${inDays(5)}`, "start"],
    ];
    for (const [q, field] of cases) {
      const res = await get(`/api/v1/availability?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.error_code, q).toBeUndefined();
      expect(Object.keys(res.body.errors), q).toContain(field);
    }
    const rates = await get(`/api/v1/rates?start=${inDays(5)}&end=${inDays(6)}`);
    expect(rates.status).toBe(422);
    expect(Object.keys(rates.body.errors).sort()).toEqual(["from", "to"]);
  });

  it("answers a range past 365 nights with the coded DATE_RANGE_TOO_LONG naming the cap, on both routes", async () => {
    for (const path of [
      `/api/v1/availability?start=${inDays(1)}&end=${inDays(367)}`,
      `/api/v1/rates?from=${inDays(1)}&to=${inDays(367)}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(422);
      expect(res.body, path).toEqual({
        message: expect.stringContaining("at most 365"),
        error_code: "DATE_RANGE_TOO_LONG",
        max_nights: 365,
        nights: 366,
      });
    }
    const far = await get(`/api/v1/rates?from=${inDays(1)}&to=${inDays(400)}`);
    expect(far.body).toMatchObject({ error_code: "DATE_RANGE_TOO_LONG", max_nights: 365, nights: 399 });
  });
});

describe("inventory through the gateway: rates and quotes", () => {
  it("lists nightly prices by occupancy per unit and api rate plan", async () => {
    const res = await get(`/api/v1/rates?from=${inDays(20)}&to=${inDays(23)}`);
    expect(res.status).toBe(200);
    const single = res.body.data.filter((r: { unit_id: string }) => r.unit_id === u.single);
    expect(single.map((r: { rate_plan_id: string }) => r.rate_plan_id).sort()).toEqual(
      [plans.flex, plans.long, plans.noPrices].sort(),
    );
    const flex = single.find((r: { rate_plan_id: string }) => r.rate_plan_id === plans.flex);
    expect(flex).toMatchObject({ min_stay: 1, max_stay: 14 });
    expect(flex.days).toHaveLength(3);
    expect(flex.days[0]).toEqual({
      date: inDays(20),
      prices: [
        { adults: 1, price: 80 },
        { adults: 2, price: 100 },
      ],
      restrictions: {},
    });
  });

  it("quotes a stay with nightly prices, total and availability", async () => {
    const res = await call("POST", "/api/v1/quote", {
      token: key,
      body: {
        unit_id: u.single,
        rate_plan_id: plans.flex,
        start_date: inDays(70),
        end_date: inDays(73),
        adults: 2,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      nights: 3,
      adults: 2,
      currency: "EUR",
      total_price: 300,
      available: true,
    });
    expect(res.body.data.nightly).toEqual([
      { date: inDays(70), price: 100 },
      { date: inDays(71), price: 100 },
      { date: inDays(72), price: 100 },
    ]);
  });

  it("refuses every stay that cannot be sold with its code and numbers", async () => {
    const stay = {
      unit_id: u.single,
      rate_plan_id: plans.flex,
      start_date: inDays(80),
      end_date: inDays(82),
      adults: 2,
    };
    const cases: [Record<string, unknown>, number, string, Record<string, unknown>][] = [
      [{ adults: 3 }, 422, "OCCUPANCY_OUT_OF_BOUNDS", { requested_adults: 3, max_adults: 2 }],
      [{ rate_plan_id: plans.long }, 422, "RATE_PLAN_MIN_STAY", { min_stay: 3, nights: 2 }],
      [
        { rate_plan_id: plans.long, end_date: inDays(86) },
        422,
        "RATE_PLAN_MAX_STAY",
        { max_stay: 5, nights: 6 },
      ],
      [
        { unit_id: u.house, adults: 3 },
        422,
        "RATE_PLAN_OCCUPANCY_NOT_CONFIGURED",
        { requested_adults: 3, configured_adults: [1, 2] },
      ],
      [{ rate_plan_id: plans.unlinked }, 422, "RATE_PLAN_UNIT_NOT_LINKED", {}],
      [{ rate_plan_id: plans.ota }, 422, "RATE_PLAN_WRONG_SALES_CHANNEL", {}],
      [{ rate_plan_id: plans.off }, 422, "RATE_PLAN_INACTIVE", {}],
      [{ rate_plan_id: plans.derived }, 422, "RATE_PLAN_PARENT_INACTIVE", {}],
      [{ rate_plan_id: plans.noPrices }, 422, "RATE_PLAN_NOT_USABLE", {}],
      [{ unit_id: u.hidden }, 404, "UNIT_NOT_FOUND", {}],
      [{ rate_plan_id: "rp_nope" }, 404, "RATE_PLAN_NOT_FOUND", {}],
    ];
    for (const [patch, status, code, extra] of cases) {
      const res = await call("POST", "/api/v1/quote", { token: key, body: { ...stay, ...patch } });
      expect(res.status, code).toBe(status);
      expect(res.body, code).toEqual({ message: expect.any(String), error_code: code, ...extra });
    }
    const minStay = await call("POST", "/api/v1/quote", {
      token: key,
      body: { ...stay, rate_plan_id: plans.long },
    });
    expect(Number.isInteger(minStay.body.min_stay) && Number.isInteger(minStay.body.nights)).toBe(true);
    const past = await call("POST", "/api/v1/quote", {
      token: key,
      body: { ...stay, start_date: inDays(-2), end_date: inDays(1) },
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.start_date).toBeDefined();
  });
});
