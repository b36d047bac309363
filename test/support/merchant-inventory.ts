import { connectNats, type NatsConnection, RpcClient } from "@reservations/service-kit";
import { afterAll, beforeAll, expect } from "vitest";
import { HotelScript } from "./hotel.js";
import { type Call, type HttpResult, httpClient } from "./http.js";
import { startTestMesh, type TestMesh } from "./mesh.js";

// The merchant inventory tests share one fixture: a mesh, two hotels and their properties, and the
// calls they make. Live bindings: set by useMerchantInventory's beforeAll, read by the tests.
export let mesh: TestMesh;
export let call: Call;
export let hotel: HotelScript;
export let nc: NatsConnection;
export let rpc: RpcClient;
export let a: { id: string; token: string };
export let b: { id: string; token: string };
/** Hotel A's property under test, a second property of hotel A, and hotel B's property. */
export let p: string;
export let p2: string;
export let q: string;

/** Starts the mesh and the hotels before the file's tests, stops them after. */
export function useMerchantInventory() {
  beforeAll(async () => {
    mesh = await startTestMesh();
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    nc = await connectNats(mesh.config.NATS_URL, "inventory-merchant-test");
    rpc = new RpcClient(nc, 5000, mesh.config.NATS_NAMESPACE);
    a = await hotel.tenant("Hotel A");
    b = await hotel.tenant("Hotel B");
    p = await hotel.property(a.token, { name: "A main" });
    p2 = await hotel.property(a.token, { name: "A annex" });
    q = await hotel.property(b.token, { name: "B main" });
  });
  afterAll(async () => {
    await nc?.drain().catch(() => {});
    await mesh?.stop();
  });
}

export const as =
  (token: () => string) =>
  (method: string, path: string, body?: unknown): Promise<HttpResult> =>
    call(method, `/api/merchant/properties${path}`, { token: token(), body });
/** Hotel A's merchant calls, paths relative to /api/merchant/properties. */
export const m = as(() => a.token);

/** The inventory service's own database, to check what it stored. */
export const db = () => mesh.services.inventory.kit.pool;

export async function unit(body: Record<string, unknown>, property = p) {
  const res = await m("POST", `/${property}/units`, {
    name: "Unit",
    kind: "single",
    max_adults: 2,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

export async function plan(body: Record<string, unknown>, property = p) {
  const res = await m("POST", `/${property}/rate-plans`, { name: "Standard", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

export const fieldError = (res: HttpResult, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error_code).toBeUndefined();
  expect(res.body.errors[field], JSON.stringify(res.body)).toEqual([expect.any(String)]);
};
export const coded = (res: HttpResult, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ message: expect.any(String), error_code: code });
};

export async function listedUnit(id: string) {
  const res = await m("GET", `/${p}/units`);
  expect(res.status).toBe(200);
  return res.body.data.find((u: { id: string }) => u.id === id);
}
