import { SCOPES } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { a, a1, call, hotel, mesh, today, tomorrow, useEdgeMesh } from "./support/edge-mesh.js";
import { eventually } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { startGateway } from "./support/mesh.js";

/** Keys through the gateway: the merchant key API, the request log, rate limits, and key changes reaching every gateway. */
useEdgeMesh();

describe("keys and the gateway edge: merchant key API", () => {
  it("issues, lists, gets, edits, pauses, resumes and revokes keys", async () => {
    const c = await hotel.tenant("Hotel keys");
    const p = await hotel.property(c.token);
    const created = await call("POST", "/api/merchant/keys", {
      token: c.token,
      body: {
        name: "Channel manager",
        environment: "sandbox",
        scopes: ["properties:read", "webhooks:write", "housekeeping:read"],
        property_ids: [p],
        requests_per_minute: 60,
        max_live_holds: 5,
        max_bookings_per_24h: 50,
        expires_on: tomorrow(),
      },
    });
    expect(created.status).toBe(201);
    const key = created.body.data;
    const secret: string = created.body.secret;
    expect(key).toMatchObject({
      name: "Channel manager",
      environment: "sandbox",
      property_ids: [p],
      requests_per_minute: 60,
      status: "active",
      expires_on: tomorrow(),
    });
    expect(JSON.stringify(key)).not.toContain(secret);

    const got = await call("GET", `/api/merchant/keys/${key.id}`, { token: c.token });
    expect(got.body.data.id).toBe(key.id);
    expect(JSON.stringify(got.body)).not.toContain(secret);

    const edited = await call("PATCH", `/api/merchant/keys/${key.id}`, {
      token: c.token,
      body: { name: "Renamed", requests_per_minute: null, expires_on: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: "Renamed",
      requests_per_minute: null,
      expires_on: null,
    });
    expect((await call("GET", "/api/v1/properties", { token: secret })).status).toBe(200);

    expect(
      (await call("POST", `/api/merchant/keys/${key.id}/pause`, { token: c.token })).body.data.status,
    ).toBe("paused");
    expect((await call("GET", "/api/v1/properties", { token: secret })).status).toBe(401);
    expect(
      (await call("POST", `/api/merchant/keys/${key.id}/resume`, { token: c.token })).body.data.status,
    ).toBe("active");
    expect((await call("GET", "/api/v1/properties", { token: secret })).status).toBe(200);
    const revoked = await call("POST", `/api/merchant/keys/${key.id}/revoke`, { token: c.token });
    expect(revoked.body.data.status).toBe("revoked");
    const again = await call("POST", `/api/merchant/keys/${key.id}/resume`, { token: c.token });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe("KEY_REVOKED");
    expect((await call("GET", "/api/v1/properties", { token: secret })).status).toBe(401);

    const list = await call("GET", "/api/merchant/keys", { token: c.token });
    expect(list.body.data.find((k: { id: string }) => k.id === key.id).status).toBe("revoked");
  });

  it("validates the issuing form: scopes, expiry, limits", async () => {
    const body = { name: "k", environment: "sandbox", scopes: ["properties:read"] };
    const cases: [Record<string, unknown>, string][] = [
      [{ scopes: ["bookings:everything"] }, "scopes.0"],
      [{ scopes: [] }, "scopes"],
      [{ expires_on: today() }, "expires_on"],
      [{ expires_on: "2020-01-01" }, "expires_on"],
      [{ expires_on: "2026-02-30" }, "expires_on"],
      [{ environment: "staging" }, "environment"],
      [{ requests_per_minute: 0 }, "requests_per_minute"],
      [{ name: "" }, "name"],
    ];
    for (const [patch, field] of cases) {
      const res = await call("POST", "/api/merchant/keys", { token: a.token, body: { ...body, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(res.body.error_code).toBeUndefined();
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(field);
    }
    const all = await call("POST", "/api/merchant/keys", {
      token: a.token,
      body: {
        ...body,
        scopes: [...SCOPES],
      },
    });
    expect(all.status).toBe(201);
    expect(all.body.data.scopes).toHaveLength(11);
  });
});

describe("keys and the gateway edge: merchant key list", () => {
  it("pages the key list with opaque cursors to the end, with no duplicates", async () => {
    const c = await hotel.tenant("Many keys");
    const ids = new Set<string>();
    for (let i = 0; i < 7; i++) ids.add((await hotel.key(c.token, { name: `k${i}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : "?limit=3";
      const res = await call("GET", `/api/merchant/keys${q}`, { token: c.token });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((k: { id: string }) => k.id));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(ids);
    const bad = await call("GET", "/api/merchant/keys?cursor=garbage", { token: c.token });
    expect(bad.status).toBe(422);
    expect(bad.body.error_code).toBe("INVALID_CURSOR");
  });
});

describe("keys and the gateway edge: request log", () => {
  it("records every authenticated call and pages it newest first", async () => {
    const key = await hotel.key(a.token, { property_ids: [a1], scopes: ["properties:read"] });
    await call("GET", "/api/v1/properties", { token: key.secret });
    await call("GET", "/api/v1/units", { token: key.secret });
    await call("GET", "/api/v1/properties?x=ana%40example.com", { token: key.secret });
    const entries = await eventually("3 log entries", async () => {
      const res = await call("GET", `/api/merchant/keys/${key.id}/requests`, { token: a.token });
      return res.body.data.length === 3 ? res.body.data : undefined;
    });
    expect(entries[0]).toMatchObject({
      method: "GET",
      path: "/api/v1/properties",
      status: 200,
      ip: "127.0.0.1",
    });
    expect(entries[1]).toMatchObject({ path: "/api/v1/units", status: 403 });
    expect(entries[0].occurred_at).toMatch(/Z$/);
    expect(typeof entries[0].duration_ms).toBe("number");
    const page = await call("GET", `/api/merchant/keys/${key.id}/requests?limit=2`, { token: a.token });
    expect(page.body.data).toHaveLength(2);
    const rest = await call(
      "GET",
      `/api/merchant/keys/${key.id}/requests?limit=2&cursor=${page.body.next_cursor}`,
      {
        token: a.token,
      },
    );
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.next_cursor).toBeNull();
    const got = await call("GET", `/api/merchant/keys/${key.id}`, { token: a.token });
    expect(got.body.data.last_used_at).not.toBeNull();
  });

  it("records nothing through a gateway with REQUEST_LOG_ENABLED=false", async () => {
    const key = await hotel.key(a.token, { property_ids: [a1], scopes: ["properties:read"] });
    const quiet = await startGateway({ ...mesh.config, REQUEST_LOG_ENABLED: false });
    try {
      const other = httpClient(quiet.url);
      for (let i = 0; i < 3; i++) {
        expect((await other("GET", "/api/v1/properties", { token: key.secret })).status).toBe(200);
      }
    } finally {
      // A gateway sends what it still holds when it closes: after this, its calls would be stored.
      await quiet.stop();
    }
    await call("GET", "/api/v1/units", { token: key.secret });
    const entries = await eventually("the logged call", async () => {
      const res = await call("GET", `/api/merchant/keys/${key.id}/requests`, { token: a.token });
      return res.body.data.length > 0 ? res.body.data : undefined;
    });
    expect(entries.map((e: { path: string }) => e.path)).toEqual(["/api/v1/units"]);
  });
});

describe("keys and the gateway edge: request limits", () => {
  it("puts RateLimit-Policy and RateLimit on every response", async () => {
    const key = await hotel.key(a.token, { property_ids: [a1] });
    for (const [path, token] of [
      ["/api/v1/properties", key.secret],
      ["/api/v1/properties", undefined],
      ["/api/v1/nowhere", undefined],
      ["/health", undefined],
    ] as const) {
      const res = await call("GET", path, { token });
      expect(res.headers.get("ratelimit-policy"), path).toMatch(/^"(key|ip)";q=\d+;w=60$/);
      expect(res.headers.get("ratelimit"), path).toMatch(/^"(key|ip)";r=\d+;t=\d+$/);
    }
  });

  it("refuses the 6th request of a 5-per-minute key across two gateways, with Retry-After and no error_code", async () => {
    const second = await startGateway(mesh.config);
    try {
      const other = httpClient(second.url);
      const key = await hotel.key(a.token, { property_ids: [a1], requests_per_minute: 5 });
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const res = await (i % 2 === 0 ? call : other)("GET", "/api/v1/properties", { token: key.secret });
        statuses.push(res.status);
        expect(res.headers.get("ratelimit")).toBe(
          `"key";r=${4 - i};t=${res.headers.get("ratelimit")!.split("t=")[1]}`,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const sixth = await other("GET", "/api/v1/properties", { token: key.secret });
      expect(sixth.status).toBe(429);
      expect(sixth.body.error_code).toBeUndefined();
      expect(sixth.body.message).toEqual(expect.any(String));
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(sixth.headers.get("ratelimit-policy")).toBe('"key";q=5;w=60');
      expect((await call("GET", "/api/v1/properties", { token: key.secret })).status).toBe(429);
    } finally {
      await second.stop();
    }
  });

  it("never applies a key's value above the platform cap", async () => {
    const key = await hotel.key(a.token, { property_ids: [a1], requests_per_minute: 1_000_000 });
    const res = await call("GET", "/api/v1/properties", { token: key.secret });
    expect(res.headers.get("ratelimit-policy")).toBe(`"key";q=${mesh.config.RATE_LIMIT_MAX_PER_MINUTE};w=60`);
  });
});

describe("keys and the gateway edge: key changes reach every gateway", () => {
  it("a revoked key fails within 1 s on two gateways side by side", async () => {
    const second = await startGateway(mesh.config);
    try {
      const gateways = [call, httpClient(second.url)];
      const key = await hotel.key(a.token, { property_ids: [a1] });
      // Both gateways have the key cached now.
      for (const g of gateways)
        expect((await g("GET", "/api/v1/properties", { token: key.secret })).status).toBe(200);
      await call("POST", `/api/merchant/keys/${key.id}/revoke`, { token: a.token });
      const revokedAt = Date.now();
      await Promise.all(
        gateways.map((g) =>
          eventually(
            "401 after revoke",
            async () => {
              const r = await g("GET", "/api/v1/properties", { token: key.secret });
              return r.status === 401 ? r : undefined;
            },
            1000,
          ),
        ),
      );
      console.log(
        `revoked key refused on both gateways ${Date.now() - revokedAt} ms after the revoke answered`,
      );
    } finally {
      await second.stop();
    }
  });
});
