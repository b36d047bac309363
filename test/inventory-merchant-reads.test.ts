import { randomUUID } from "node:crypto";
import { type CallerContextInput, unitsOps } from "@reservations/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { CatalogCache } from "../services/inventory/src/store/catalog-cache.js";
import {
  a,
  b,
  call,
  coded,
  db,
  hotel,
  listedUnit,
  m,
  p,
  p2,
  plan,
  q,
  rpc,
  unit,
  useMerchantInventory,
} from "./support/merchant-inventory.js";

/** What the hotel's inventory exposes: exposure rules, partner reads over NATS and through the gateway, the in-memory catalog. */
useMerchantInventory();

describe("merchant inventory: exposure", () => {
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

describe("merchant inventory: partner reads (service operations)", () => {
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
        max_children: 0,
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

describe("merchant inventory: partner reads through the gateway", () => {
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
      max_children: 0,
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

describe("merchant inventory: catalog kept in memory", () => {
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

    expect((await m("PATCH", `/${p}/units/${u.id}`, { name: "Renamed", published: false })).status).toBe(200);
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
