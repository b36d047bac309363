import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import {
  as,
  b,
  call,
  coded,
  listedUnit,
  m,
  p,
  plan,
  unit,
  useMerchantInventory,
} from "./support/merchant-inventory.js";

/** Merchant inventory routes: one hotel never reaches another's property, and every route is documented. */
describe("merchant inventory", () => {
  useMerchantInventory();

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
