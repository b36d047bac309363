import { HotelScript } from "./hotel.js";
import { type Call, httpClient } from "./http.js";
import { InventoryScript } from "./inventory.js";
import { startTestMesh, type TestMesh } from "./mesh.js";
import { BOOKING_SCOPES } from "./scopes.js";

/** A mesh and a hotel a partner books: one property (UTC), `units` single units, one rate plan over them, a booking key. */
export interface PartnerHotel {
  mesh: TestMesh;
  call: Call;
  hotel: HotelScript;
  tenant: { id: string; token: string };
  property: string;
  inv: InventoryScript;
  units: string[];
  plan: string;
  key: { id: string; secret: string };
  /** A merchant call on the property: `rest` after /api/merchant/properties/{p}, in `apiVersion` when given. */
  merchant(method: string, rest: string, body?: unknown): ReturnType<Call>;
}

export async function startPartnerHotel(
  name: string,
  options: {
    units?: number;
    scopes?: readonly string[];
    mesh?: Parameters<typeof startTestMesh>[0];
    apiVersion?: string;
  } = {},
): Promise<PartnerHotel> {
  const mesh = await startTestMesh(options.mesh);
  const call = httpClient(mesh.url);
  const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant(name);
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const units: string[] = [];
  for (let i = 0; i < (options.units ?? 4); i++) units.push((await inv.unit({ name: `Room ${i}` })).id);
  const plan = await inv.ratePlan({ unit_ids: units });
  const key = await hotel.key(tenant.token, {
    property_ids: [property],
    scopes: [...(options.scopes ?? BOOKING_SCOPES)],
  });
  const headers = options.apiVersion ? { "api-version": options.apiVersion } : undefined;
  const merchant = (method: string, rest: string, body?: unknown) =>
    call(method, `/api/merchant/properties/${property}${rest}`, { token: tenant.token, body, headers });
  return { mesh, call, hotel, tenant, property, inv, units, plan, key, merchant };
}
