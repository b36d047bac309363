import { HotelScript } from "./hotel.js";
import { type Call, httpClient } from "./http.js";
import { startTestMesh, type TestMesh } from "./mesh.js";

// A mesh with the hotel under test, another hotel, and the first hotel's property (UTC), for the
// merchant fixtures that build on it. Live bindings: set by startHotelMesh, read by the tests.
export let mesh: TestMesh;
export let call: Call;
export let hotel: HotelScript;
export let tenant: { id: string; token: string };
export let stranger: { id: string; token: string };
export let property: string;
/** Single units of the property, handed out one per use by freshUnit so no two tests share one. */
export const units: string[] = [];
let nextUnit = 0;
export const freshUnit = () => units[nextUnit++]!;

export async function startHotelMesh(name: string, options?: Parameters<typeof startTestMesh>[0]) {
  mesh = await startTestMesh(options);
  call = httpClient(mesh.url);
  hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant(name);
  stranger = await hotel.tenant("Another hotel");
  property = await hotel.property(tenant.token, { timezone: "UTC" });
}
