import { createClient, createMerchantClient } from "@reservations/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest } from "./support/booking.js";
import { HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, stayFor } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";

const ROOMS = 10;
const NIGHTS = 23;

/** The SDK's lists across many pages, on 230 bookings of one key. */
describe("for await over the SDK's lists", () => {
  let mesh: TestMesh;
  let tenant: { id: string; token: string };
  let apiKey: string;
  /** The bookings' ids in the order they were made, one after the other. */
  const made: string[] = [];

  beforeAll(async () => {
    mesh = await startTestMesh();
    const hotel = new HotelScript(httpClient(mesh.url), mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Pagination hotel");
    const property = await hotel.property(tenant.token, { timezone: "UTC" });
    const inv = new InventoryScript(hotel, tenant.token, property);
    const rooms = Array.from({ length: ROOMS }, (_, i) => ({ name: String(100 + i) }));
    const unit = await inv.unit({ name: "Doubles", kind: "room_type", rooms });
    const plan = await inv.ratePlan({ unit_ids: [unit.id] });
    const key = await hotel.key(tenant.token, {
      property_ids: [property],
      scopes: [...BOOKING_SCOPES],
      max_bookings_per_24h: 1000,
    });
    apiKey = key.secret;
    const client = createClient({ baseUrl: mesh.url, apiKey });
    for (let night = 0; night < NIGHTS; night++) {
      for (let room = 0; room < ROOMS; room++) {
        made.push((await client.bookings.create({ ...stayFor(plan, unit.id, 20 + night, 1), guest })).id);
      }
    }
  }, 120_000);
  afterAll(async () => {
    await mesh?.stop();
  });

  it("yields 230 distinct ids, newest first, fetching one page of 25 at a time", async () => {
    const pages: string[] = [];
    const client = createClient({
      baseUrl: mesh.url,
      apiKey,
      fetch: (request) => {
        pages.push(new URL(request.url).searchParams.get("cursor") ?? "(first)");
        return globalThis.fetch(request);
      },
    });
    const ids: string[] = [];
    for await (const booking of client.bookings.list({ limit: 25 })) ids.push(booking.id);
    expect(ids).toHaveLength(230);
    expect(new Set(ids).size).toBe(230);
    expect(ids).toEqual([...made].reverse());
    expect(pages).toHaveLength(10);
    expect(new Set(pages).size).toBe(10);

    const byPage: string[][] = [];
    for await (const page of client.bookings.pages({ limit: 25 })) byPage.push(page.data.map((b) => b.id));
    expect(byPage.map((p) => p.length)).toEqual([25, 25, 25, 25, 25, 25, 25, 25, 25, 5]);
    expect(byPage.flat()).toEqual(ids);
  });

  it("yields the same 230 bookings from the merchant client's list of the property", async () => {
    const merchant = createMerchantClient({ baseUrl: mesh.url, token: tenant.token });
    const [property] = await merchant.listProperties();
    const ids: string[] = [];
    for await (const booking of merchant.listBookings(property!.id, { limit: 40 })) ids.push(booking.id);
    expect(ids).toEqual([...made].reverse());
  });
});
