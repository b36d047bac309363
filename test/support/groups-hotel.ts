import { afterAll, beforeAll, expect } from "vitest";
import { call, hotel, mesh, property, startHotelMesh, tenant, units } from "./hotel-mesh.js";
import { InventoryScript, inDays } from "./inventory.js";

export const holder = { name: "Acme Travel", email: "groups@acme.example" };
export const occupant = (n: number) => ({
  first_name: `Guest${n}`,
  last_name: "Lee",
  email: `guest${n}@example.com`,
});

// The booking group tests share one fixture: a mesh, a hotel of two properties with a room type of
// four rooms and single units, a partner key that reads every booking, and the calls they make.
// Live bindings: set by useGroupsHotel's beforeAll, read by the tests.
export { call, freshUnit, hotel, mesh, property, stranger, tenant, units } from "./hotel-mesh.js";
export let annex: string;
export let plan: string;
/** A room type with 4 rooms. */
export let fourRooms: string;
export let reader: { id: string; secret: string };

/** Starts the mesh and the hotel before the file's tests, stops them after. */
export function useGroupsHotel() {
  beforeAll(async () => {
    await startHotelMesh("Groups hotel");
    annex = await hotel.property(tenant.token, { name: "Annex", timezone: "UTC" });
    const inv = new InventoryScript(hotel, tenant.token, property);
    fourRooms = (
      await inv.unit({
        name: "Twin",
        kind: "room_type",
        rooms: [{ name: "T1" }, { name: "T2" }, { name: "T3" }, { name: "T4" }],
      })
    ).id;
    for (let i = 0; i < 30; i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
    plan = await inv.ratePlan({ unit_ids: [fourRooms, ...units] });
    reader = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: ["bookings:read", "bookings:read:all", "bookings:write"],
    });
  });
  afterAll(async () => mesh?.stop());
}

export const groupsPath = (rest = "", p = property) =>
  `/api/merchant/properties/${p}/booking-groups${rest ? `/${rest}` : ""}`;
/** Two nights at 100.00 (2 adults) from `from` days ahead. */
export const room = (unit: string, from = 20, extra: Record<string, unknown> = {}) => ({
  unit_id: unit,
  rate_plan_id: plan,
  start_date: inDays(from),
  end_date: inDays(from + 2),
  adults: 2,
  ...extra,
});
export let codes = 0;
export const create = (body: Record<string, unknown>, p = property, token = tenant.token) =>
  call("POST", groupsPath("", p), {
    token,
    body: { code: `GRP-${++codes}`, holder, billing_rule: "holder_pays_all", ...body },
  });
export const made = async (body: Record<string, unknown>) => {
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
export const get = async (id: string) => {
  const res = await call("GET", groupsPath(id), { token: tenant.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
export const act = (id: string, method: string, rest: string, body?: unknown) =>
  call(method, groupsPath(`${id}/${rest}`), { token: tenant.token, body });
export const pay = (id: string, account_id: string, amount: number) =>
  act(id, "POST", "payments", { account_id, amount, method: "card" });
export const asPartner = async (bookingId: string) => {
  const res = await call("GET", `/api/v1/bookings/${bookingId}`, { token: reader.secret });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
export const sql = (text: string, params: unknown[]) => mesh.db.query(text, params);
export const liveAllocations = async (unitId: string) =>
  (
    await sql("SELECT booking_id FROM inventory.allocations WHERE unit_id = $1 AND status <> 'released'", [
      unitId,
    ])
  ).rows.map((r) => r.booking_id as string);
export const bookingsOn = async (unitId: string) =>
  (await sql("SELECT id FROM booking.bookings WHERE unit_id = $1", [unitId])).rows.length;
