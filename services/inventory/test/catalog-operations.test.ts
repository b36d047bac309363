import { propertiesOps, ratesOps, unitsOps } from "@reservations/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Hotel, type InventoryHarness, startInventory } from "./harness.js";

describe("properties, units and rate plans over NATS", () => {
  let h: InventoryHarness;
  let hotel: Hotel;
  let other: Hotel;

  beforeAll(async () => {
    h = await startInventory();
    hotel = await h.hotel("Seaside");
    other = await h.hotel("Elsewhere");
  });
  afterAll(async () => {
    await h?.stop();
  });

  describe("properties", () => {
    it("shows a new property to its hotel, without api rate plans yet", async () => {
      const res = await h.call(propertiesOps.get, { property_id: hotel.propertyId }, hotel.merchant);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: hotel.propertyId,
        name: "Seaside",
        currency: "EUR",
        timezone: "UTC",
        api_rate_plans_configured: false,
      });
    });

    it("answers another hotel's property as one that does not exist", async () => {
      const res = await h.call(propertiesOps.get, { property_id: other.propertyId }, hotel.merchant);
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe("PROPERTY_NOT_FOUND");
    });

    it("lists a partner only the properties its key covers", async () => {
      const second = await h.call(
        propertiesOps.create,
        { name: "Second", currency: "EUR", timezone: "UTC" },
        hotel.merchant,
      );
      const all = await h.call(propertiesOps.list, {}, hotel.merchant);
      expect(all.body.data.map((p: { id: string }) => p.id)).toEqual([hotel.propertyId, second.body.data.id]);
      const { property_id: _, ...keyWide } = hotel.partner;
      const covered = await h.call(propertiesOps.list, {}, keyWide);
      expect(covered.body.data.map((p: { id: string }) => p.id)).toEqual([hotel.propertyId]);
      // One id asked for (X-Property, or a key of one property) is still read within the tenant.
      const narrowed = await h.call(propertiesOps.list, {}, hotel.partner);
      expect(narrowed.body.data).toEqual([all.body.data[0]]);
      const foreign = await h.call(
        propertiesOps.list,
        {},
        { ...hotel.partner, property_id: other.propertyId },
      );
      expect(foreign.body.data).toEqual([]);
    });

    it("resolves only the tenant's own property ids", async () => {
      const res = await h.call(
        propertiesOps.resolve,
        { tenant_id: hotel.tenantId, property_ids: [hotel.propertyId, other.propertyId, "prop_nope"] },
        { actor: "system" },
      );
      expect(res.body.found).toEqual([hotel.propertyId]);
      expect(res.body.currencies).toEqual({ [hotel.propertyId]: "EUR" });
    });
  });

  describe("merchant operations", () => {
    it.each([
      ["a partner key", () => hotel.partner],
      ["another hotel", () => other.merchant],
    ])("refuses %s with PROPERTY_NOT_FOUND", async (_, caller) => {
      const res = await h.call(unitsOps.merchantList, { property_id: hotel.propertyId }, caller());
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe("PROPERTY_NOT_FOUND");
    });

    it("sets the housekeeping of a room, and tells an unknown room from an unknown unit", async () => {
      const rt = await hotel.unit({
        name: "Twins",
        kind: "room_type",
        rooms: [{ name: "201" }, { name: "202" }],
      });
      const set = (unit_id: string, room_id?: string) =>
        h.call(
          unitsOps.setHousekeeping,
          { property_id: hotel.propertyId, unit_id, body: { status: "dirty", room_id } },
          hotel.merchant,
        );
      expect((await set(rt.id, rt.rooms[1].id)).body.data.rooms).toEqual([
        { id: rt.rooms[0].id, status: "clean" },
        { id: rt.rooms[1].id, status: "dirty" },
      ]);
      const read = await h.call(unitsOps.housekeeping, { unit_id: rt.id }, hotel.partner);
      expect(read.body.data.rooms[1].status).toBe("dirty");
      expect((await set(rt.id, "room_nope")).body.error_code).toBe("ROOM_NOT_FOUND");
      expect((await set("unit_nope", "room_nope")).body.error_code).toBe("UNIT_NOT_FOUND");
    });

    it("refuses a rate plan parent that would close a cycle", async () => {
      const unit = await hotel.unit({ name: "Loft" });
      const a = await hotel.ratePlan({ name: "A", unit_ids: [unit.id] });
      const b = await hotel.ratePlan({ name: "B", unit_ids: [unit.id], parent_rate_plan_id: a });
      const update = (id: string, parent: string) =>
        h.call(
          ratesOps.updateRatePlan,
          { property_id: hotel.propertyId, rate_plan_id: id, patch: { parent_rate_plan_id: parent } },
          hotel.merchant,
        );
      const cycle = await update(a, b);
      expect(cycle.status).toBe(422);
      expect(cycle.body.errors).toEqual({
        parent_rate_plan_id: ["would make the rate plan derive from itself"],
      });
      expect((await update(a, a)).body.errors).toEqual({
        parent_rate_plan_id: ["a rate plan cannot derive from itself"],
      });
      const list = await h.call(ratesOps.listRatePlans, { property_id: hotel.propertyId }, hotel.merchant);
      expect(list.body.data.find((p: { id: string }) => p.id === a).parent_rate_plan_id).toBeNull();
    });
  });
});
