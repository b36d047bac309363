import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { type Call, httpClient } from "./support/http.js";
import { inDays } from "./support/inventory.js";
import { startGateway } from "./support/mesh.js";
import { type PartnerHotel, startPartnerHotel } from "./support/partner-hotel.js";

// The operator's dates for an older version: deprecated, it answers with Deprecation, Sunset and
// Link; sunset, it is refused with 410 while the newest still answers. Each case runs a gateway of
// its own, with its own schedule, beside the mesh.

const NEWEST = { "api-version": "2026-12-15" };
let h: PartnerHotel;
let bookingId: string;

beforeAll(async () => {
  h = await startPartnerHotel("Versions schedule hotel", { units: 1 });
  const made = await booker(
    h.call,
    h.key.secret,
    h.property,
  )({
    unit_id: h.units[0],
    rate_plan_id: h.plan,
    start_date: inDays(10),
    end_date: inDays(12),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  bookingId = made.body.data.id;
}, 60_000);
afterAll(async () => h?.mesh.stop());

describe("API versions past their deprecation and their sunset", () => {
  let gateways: { url: string; stop(): Promise<void> }[] = [];
  afterAll(async () => Promise.all(gateways.map((g) => g.stop())));
  const gatewayWith = async (deprecated_on: string, sunset_on: string): Promise<Call> => {
    const g = await startGateway({
      ...h.mesh.config,
      API_VERSION_SCHEDULE: { "2026-11-21": { deprecated_on, sunset_on } },
    });
    gateways = [...gateways, g];
    return httpClient(g.url);
  };

  it("sets Deprecation, Sunset and Link on a deprecated version's answers, and not on the newest's", async () => {
    const call = await gatewayWith("2026-12-01", "2099-12-31");
    const old = await call("GET", `/api/v1/bookings/${bookingId}`, {
      token: h.key.secret,
      property: h.property,
    });
    expect(old.status).toBe(200);
    expect(old.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(old.headers.get("sunset")).toBe("Thu, 31 Dec 2099 00:00:00 GMT");
    expect(old.headers.get("link")).toMatch(/\/api\/v1\/versions>; rel="deprecation"/);
    const newest = await call("GET", `/api/v1/bookings/${bookingId}`, {
      token: h.key.secret,
      property: h.property,
      headers: NEWEST,
    });
    expect(newest.status).toBe(200);
    for (const name of ["deprecation", "sunset", "link"]) expect(newest.headers.get(name)).toBeNull();
    const versions = await call("GET", "/api/v1/versions");
    expect(versions.body.data[0]).toMatchObject({ status: "deprecated", sunset_on: "2099-12-31" });
  });

  it("answers 410 for a sunset version, by header or by the key's, and the newest still answers", async () => {
    const call = await gatewayWith("2026-11-30", "2026-12-01");
    const byKey = await call("GET", `/api/v1/bookings/${bookingId}`, {
      token: h.key.secret,
      property: h.property,
    });
    expect(byKey.status).toBe(410);
    expect(byKey.body).toMatchObject({
      error_code: "API_VERSION_SUNSET",
      versions: ["2026-12-15"],
      sunset_on: "2026-12-01",
    });
    const merchant = await call("GET", `/api/merchant/properties/${h.property}`, { token: h.tenant.token });
    expect(merchant.status).toBe(410);
    // What needs no credential answers whatever the version: the list says what to move to.
    const versions = await call("GET", "/api/v1/versions", { headers: { "api-version": "2026-11-21" } });
    expect(versions.status).toBe(200);
    expect(versions.body.data[0]).toMatchObject({ version: "2026-11-21", status: "sunset" });
    const newest = await call("GET", `/api/v1/bookings/${bookingId}`, {
      token: h.key.secret,
      property: h.property,
      headers: NEWEST,
    });
    expect(newest.status).toBe(200);
    expect(newest.body.data.total_price).toBe("200.00");
  });
});
