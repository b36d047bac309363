import { afterAll, beforeAll } from "vitest";
import { guest } from "./booking.js";
import { testConfig } from "./config.js";
import { call, hotel, mesh, property, startHotelMesh, tenant, units } from "./hotel-mesh.js";
import { InventoryScript, stayFor } from "./inventory.js";

export const PARTNER = ["availability:read", "bookings:read", "bookings:write", "bookings:cancel"] as const;

// The merchant booking tests share one fixture: a mesh whose hold sweep is quick, a hotel with single
// units handed out one per use, a room type, and partner keys. Live bindings: set by
// useMerchantBookings's beforeAll, read by the tests.
export { call, freshUnit, hotel, mesh, property, stranger, tenant, units } from "./hotel-mesh.js";
export let inv: InventoryScript;
export let plan: string;
export let rt: { id: string; rooms: { id: string }[] };
/** A partner key of the property, one that also reads every booking, and one that only reads its own. */
export let partner: { id: string; secret: string };
export let readAll: { id: string; secret: string };

/** Starts the mesh and the hotel before the file's tests, stops them after. */
export function useMerchantBookings() {
  beforeAll(async () => {
    // A quick sweep, so a hold moved past its time in the database is cancelled within the test.
    await startHotelMesh("Merchant bookings hotel", { config: testConfig({ HOLD_SWEEP_EVERY_MS: "200" }) });
    inv = new InventoryScript(hotel, tenant.token, property);
    for (let i = 0; i < 24; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
    rt = await inv.unit({ name: "Suite", kind: "room_type", rooms: [{ name: "S1" }] });
    plan = await inv.ratePlan({ unit_ids: [...units, rt.id] });
    partner = await hotel.key(tenant.token, { property_ids: [property], scopes: [...PARTNER] });
    readAll = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: [...PARTNER, "bookings:read:all"],
    });
  });
  afterAll(async () => mesh?.stop());
}

export const path = (rest: string, p = property) => `/api/merchant/properties/${p}/${rest}`;
export const stay = (unit: string, from?: number, nights?: number) => stayFor(plan, unit, from, nights);
export const merchantBook = (body: Record<string, unknown>, p = property, token = tenant.token) =>
  call("POST", path("bookings", p), { token, body: { guest, ...body } });
export const stayAction = (id: string, verb: "check-in" | "check-out", token = tenant.token) =>
  call("POST", path(`bookings/${id}/${verb}`), { token });
