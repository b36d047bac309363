import { HotelScript } from "./hotel.js";
import { httpClient } from "./http.js";
import { InventoryScript, inDays } from "./inventory.js";
import type { TestMesh } from "./mesh.js";

// The sandbox clock's tests: a hotel on a sandbox or a production mesh, and a stay on it.

export const PARTNER = ["bookings:read", "bookings:write", "bookings:cancel", "availability:read"];
export const expirePath = (id: string) => `/api/v1/sandbox/bookings/${id}/expire-hold`;

/** A hotel of two properties (a unit and a plan each) on `mesh`, with keys of `environment`. */
export async function hotelOn(mesh: TestMesh, environment: "sandbox" | "production") {
  const call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant("Sandbox clock");
  const properties = await Promise.all(
    ["P1", "P2"].map(async (name) => {
      const id = await hotel.property(tenant.token, { timezone: "UTC", name });
      const inv = new InventoryScript(hotel, tenant.token, id);
      const units = await Promise.all([0, 1, 2].map((i) => inv.unit({ name: `U${i}` })));
      const plan = await inv.ratePlan({ unit_ids: units.map((u) => u.id) });
      return { id, units: units.map((u) => u.id as string), plan };
    }),
  );
  const key = (property_ids: string[], scopes = PARTNER) =>
    hotel.key(tenant.token, { environment, property_ids, scopes });
  return { call, hotel, tenant, p1: properties[0]!, p2: properties[1]!, key };
}

/** A two-night stay on `unit` of `property`, `from` days ahead. */
export const stay = (property: { plan: string }, unit: string, from = 10) => ({
  unit_id: unit,
  rate_plan_id: property.plan,
  start_date: inDays(from),
  end_date: inDays(from + 2),
});
