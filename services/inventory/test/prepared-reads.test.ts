import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProperty } from "../src/store/properties.js";
import { type Hotel, type InventoryHarness, startInventory } from "./harness.js";

// The read behind GET /properties of a one-property key (and GET /properties/{id}) is a named
// statement: parsed once per connection, its plan kept, instead of planned on every request.
describe("the property read of the properties routes", () => {
  let h: InventoryHarness;
  let hotel: Hotel;
  beforeAll(async () => {
    h = await startInventory();
    hotel = await h.hotel("Prepared");
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("is prepared on the connection that runs it, and answers the property of the tenant only", async () => {
    const client = await h.service.kit.pool.connect();
    try {
      const found = await findProperty(client, hotel.tenantId, hotel.propertyId);
      expect(found).toMatchObject({ id: hotel.propertyId, name: "Prepared" });
      const { rows } = await client.query<{ name: string; statement: string }>(
        "SELECT name, statement FROM pg_prepared_statements WHERE name = 'inventory_find_property'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.statement).toContain("p.tenant_id = $1 AND p.id = $2");
      expect(await findProperty(client, "ten_someone_else", hotel.propertyId)).toBeUndefined();
    } finally {
      client.release();
    }
  });
});
