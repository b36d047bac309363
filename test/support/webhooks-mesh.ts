import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { booker } from "./booking.js";
import { testConfig } from "./config.js";
import { HotelScript } from "./hotel.js";
import { type Call, httpClient } from "./http.js";
import { InventoryScript, inDays } from "./inventory.js";
import { startTestMesh, type TestMesh } from "./mesh.js";

export const ALL_WRITE = ["webhooks:read", "webhooks:write", "bookings:read:all", "housekeeping:read"];

// The webhook tests share one fixture: a mesh that delivers to local receivers and retries fast, a
// hotel of two properties, and the keys that subscribe and book. Live bindings: set by
// useWebhooksMesh's beforeAll, read by the tests.
export let mesh: TestMesh;
export let call: Call;
export let hotel: HotelScript;
export let tenant: { id: string; token: string };
export let p1: string;
export let p2: string;
export let units: string[];
export let plan: string;
export let full: { id: string; secret: string };
export let bookingKey: { id: string; secret: string };
export let db: pg.Pool;
/** Receivers a test opened; closed after the file's tests. */
export const receivers: { close(): Promise<unknown> }[] = [];

/** Starts the mesh and the hotel before the file's tests, stops them after. */
export function useWebhooksMesh() {
  beforeAll(async () => {
    mesh = await startTestMesh({
      // Alone in its database: another mesh's sweep would take these deliveries and refuse them
      // (its key-states bucket knows none of these keys).
      config: testConfig({
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        WEBHOOK_RETRY_SCHEDULE_MS: "0,200,200,200,200,200,200,200",
        WEBHOOK_SWEEP_EVERY_MS: "500",
      }),
    });
    db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 2 });
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Webhook hotel");
    p1 = await hotel.property(tenant.token, { timezone: "UTC", name: "P1" });
    p2 = await hotel.property(tenant.token, { timezone: "UTC", name: "P2" });
    const inv = new InventoryScript(hotel, tenant.token, p1);
    units = (await Promise.all([0, 1, 2, 3, 4, 5].map((i) => inv.unit({ name: `U${i}` })))).map((u) => u.id);
    plan = await inv.ratePlan({ unit_ids: units });
    full = await hotel.key(tenant.token, { scopes: ALL_WRITE });
    bookingKey = await hotel.key(tenant.token, {
      property_ids: [p1],
      scopes: ["bookings:write", "bookings:read"],
    });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await db?.end();
    await mesh?.stop();
  });
}

export const subscribe = async (key: string, body: Record<string, unknown>, property = p1) =>
  call("POST", "/api/v1/webhooks", { token: key, property, body });
let day = 10;
/** A one-night booking on the first unit, each on the night after the last. */
export const book = () =>
  booker(
    call,
    bookingKey.secret,
  )({ unit_id: units[0], rate_plan_id: plan, start_date: inDays(day), end_date: inDays(++day) });
