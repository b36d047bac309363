import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import {
  ALL_WRITE,
  call,
  full,
  hotel,
  p1,
  p2,
  subscribe,
  tenant,
  useWebhooksMesh,
} from "./support/webhooks-mesh.js";

/** Webhook subscriptions through the gateway: who reads and changes them, and which urls they take. */
useWebhooksMesh();

describe("webhooks: scopes", () => {
  it("needs webhooks:read to read and webhooks:write to change", async () => {
    const readOnly = await hotel.key(tenant.token, { scopes: ["webhooks:read"], property_ids: [p1] });
    expect((await call("GET", "/api/v1/webhooks", { token: readOnly.secret })).status).toBe(200);
    const events = await call("GET", "/api/v1/webhooks/events", { token: readOnly.secret });
    expect(events.status).toBe(200);
    expect(events.body.data.map((e: { type: string }) => e.type)).toContain("booking.cancelled");
    expect(events.body.data.find((e: { type: string }) => e.type === "unit.housekeeping_changed").scope).toBe(
      "housekeeping:read",
    );
    const create = await call("POST", "/api/v1/webhooks", {
      token: readOnly.secret,
      body: { url: "http://127.0.0.1:9/x", events: ["booking.*"] },
    });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({ error_code: "APIKEY_SCOPE_MISSING", scope: "webhooks:write" });
    const writeOnly = await hotel.key(tenant.token, { scopes: ["webhooks:write"], property_ids: [p1] });
    expect((await call("GET", "/api/v1/webhooks", { token: writeOnly.secret })).body.error_code).toBe(
      "APIKEY_SCOPE_MISSING",
    );
  });

  it("booking events need bookings:read:all and unit events housekeeping:read, at create and at every later change", async () => {
    const noBookings = await hotel.key(tenant.token, {
      scopes: ["webhooks:read", "webhooks:write", "housekeeping:read"],
      property_ids: [p1],
    });
    for (const events of [["booking.*"], ["booking.created"], ["*"]]) {
      const res = await subscribe(noBookings.secret, { url: "http://127.0.0.1:9/x", events });
      expect(res.status, JSON.stringify(events)).toBe(403);
      expect(res.body.error_code).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
    }
    const noHousekeeping = await hotel.key(tenant.token, {
      scopes: ["webhooks:write", "bookings:read:all"],
      property_ids: [p1],
    });
    expect(
      (await subscribe(noHousekeeping.secret, { url: "http://127.0.0.1:9/x", events: ["unit.*"] })).body
        .error_code,
    ).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
    const ok = await subscribe(noBookings.secret, { url: "http://127.0.0.1:9/x", events: ["unit.*"] });
    expect(ok.status).toBe(201);
    expect(ok.body.data.secret).toMatch(/^whsec_/);
    const change = await call("PATCH", `/api/v1/webhooks/${ok.body.data.id}`, {
      token: noBookings.secret,
      body: { events: ["unit.*", "booking.cancelled"] },
    });
    expect(change.status).toBe(403);
    expect(change.body.error_code).toBe("WEBHOOK_EVENT_NOT_PERMITTED");
  });
});

describe("webhooks: visibility", () => {
  it("answers 404 for a subscription that does not exist, was made by the hotel, or covers properties outside the key", async () => {
    const hotels = await call("POST", "/api/merchant/webhooks", {
      token: tenant.token,
      body: { url: "http://127.0.0.1:9/h", events: ["*"] },
    });
    expect(hotels.status).toBe(201);
    expect(hotels.body.data.created_by).toBe("hotel");
    const both = await subscribe(full.secret, {
      url: "http://127.0.0.1:9/b",
      events: ["booking.*"],
      property_ids: [p1, p2],
    });
    expect(both.status).toBe(201);
    const onlyP1 = await hotel.key(tenant.token, { scopes: ALL_WRITE, property_ids: [p1] });
    for (const id of ["whs_nope", hotels.body.data.id, both.body.data.id]) {
      for (const [method, path] of [
        ["GET", `/api/v1/webhooks/${id}`],
        ["PATCH", `/api/v1/webhooks/${id}`],
        ["DELETE", `/api/v1/webhooks/${id}`],
        ["POST", `/api/v1/webhooks/${id}/deactivate`],
        ["POST", `/api/v1/webhooks/${id}/rotate-secret`],
        ["GET", `/api/v1/webhooks/${id}/deliveries`],
      ] as const) {
        const res = await call(method, path, {
          token: onlyP1.secret,
          body: method === "PATCH" ? { events: ["booking.*"] } : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error_code).toBe("WEBHOOK_SUBSCRIPTION_NOT_FOUND");
      }
    }
    const listed = await call("GET", "/api/v1/webhooks", { token: onlyP1.secret });
    const ids = listed.body.data.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(hotels.body.data.id);
    expect(ids).not.toContain(both.body.data.id);
    expect(
      (await call("GET", `/api/v1/webhooks/${both.body.data.id}`, { token: full.secret, property: p1 }))
        .status,
    ).toBe(200);
    const merchantList = await call("GET", "/api/merchant/webhooks", { token: tenant.token });
    expect(merchantList.body.data.map((s: { id: string }) => s.id)).toEqual([hotels.body.data.id]);
    // A key may not subscribe beyond its own properties.
    const beyond = await subscribe(onlyP1.secret, {
      url: "http://127.0.0.1:9/b",
      events: ["booking.*"],
      property_ids: [p2],
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors.property_ids).toBeDefined();
  });

  it("another hotel never sees or reaches the subscriptions", async () => {
    const other = await hotel.tenant("Other");
    await hotel.property(other.token);
    const key = await hotel.key(other.token, { scopes: ALL_WRITE });
    const sub = await subscribe(full.secret, { url: "http://127.0.0.1:9/x", events: ["booking.*"] });
    const theirs = await call("GET", `/api/v1/webhooks/${sub.body.data.id}`, { token: key.secret });
    expect(theirs.status).toBe(422); // their key covers several properties: X-Property first
    const mine = await call("GET", `/api/v1/webhooks/${sub.body.data.id}`, {
      token: key.secret,
      property: p1,
    });
    expect(mine.status).toBe(404);
    expect(
      (await call("GET", `/api/merchant/webhooks/${sub.body.data.id}`, { token: other.token })).status,
    ).toBe(404);
  });
});

describe("webhook url rules", () => {
  let mesh: TestMesh;
  beforeAll(async () => {
    mesh = await startTestMesh();
  });
  afterAll(async () => mesh?.stop());

  it("refuses hostile urls with a 422 field error on url, at create and at edit", async () => {
    const call = httpClient(mesh.url);
    const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const t = await hotel.tenant();
    const p = await hotel.property(t.token);
    const key = await hotel.key(t.token, { property_ids: [p], scopes: ALL_WRITE });
    const hostile = [
      "http://93.184.216.34/hook",
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://api.localhost/hook",
      "https://[::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://[::ffff:7f00:1]/hook",
      "https://2130706433/hook",
      "https://0177.0.0.1/hook",
      "https://0x7f.1/hook",
      "https://127.1/hook",
      "https://10.0.0.8/hook",
      "https://172.16.5.4/hook",
      "https://192.168.1.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00:ec2::254]/hook",
      "https://[fe80::1]/hook",
      "https://[fc00::1]/hook",
      "https://224.0.0.1/hook",
      "https://0.0.0.0/hook",
      "https://100.64.0.1/hook",
      "https://user:pass@93.184.216.34/hook",
      "ftp://93.184.216.34/hook",
      "javascript:alert(1)",
      "not a url",
    ];
    expect(hostile.length).toBeGreaterThanOrEqual(20);
    for (const url of hostile) {
      const res = await call("POST", "/api/v1/webhooks", {
        token: key.secret,
        body: { url, events: ["booking.*"] },
      });
      expect(res.status, url).toBe(422);
      expect(res.body.error_code, url).toBeUndefined();
      expect(Object.keys(res.body.errors), url).toEqual(["url"]);
    }
    const good = await call("POST", "/api/v1/webhooks", {
      token: key.secret,
      body: { url: "https://93.184.216.34/hook", events: ["booking.*"] },
    });
    expect(good.status).toBe(201);
    const edit = await call("PATCH", `/api/v1/webhooks/${good.body.data.id}`, {
      token: key.secret,
      body: { url: "https://[::1]/x" },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.url).toBeDefined();
  });
});
