import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { captureLogger } from "./config.js";
import { HotelScript } from "./hotel.js";
import { type Call, httpClient } from "./http.js";
import { startTestMesh, type TestMesh } from "./mesh.js";

export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
export const today = () => new Date().toISOString().slice(0, 10);

// The keys and gateway edge tests share one fixture: a mesh whose logs are kept, two hotels and
// their properties. Live bindings: set by useEdgeMesh's beforeAll, read by the tests.
export let mesh: TestMesh;
export let call: Call;
export let hotel: HotelScript;
export const serviceLog = captureLogger("services");
export const gatewayLog = captureLogger("gateway");
export let db: pg.Pool;
export let a: { id: string; token: string };
export let b: { id: string; token: string };
export let a1: string;
export let a2: string;
export let b1: string;

/** Starts the mesh and the hotels before the file's tests, stops them after. */
export function useEdgeMesh() {
  beforeAll(async () => {
    mesh = await startTestMesh({ log: serviceLog.log, gatewayLog: gatewayLog.log });
    db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 2 });
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    a = await hotel.tenant("Hotel A");
    b = await hotel.tenant("Hotel B");
    a1 = await hotel.property(a.token, { name: "A one" });
    a2 = await hotel.property(a.token, { name: "A two" });
    b1 = await hotel.property(b.token, { name: "B one" });
  });
  afterAll(async () => {
    await mesh?.stop();
    await db?.end();
  });
}
