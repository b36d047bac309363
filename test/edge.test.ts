import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import {
  a,
  a1,
  a2,
  b,
  b1,
  call,
  db,
  gatewayLog,
  hotel,
  serviceLog,
  today,
  tomorrow,
  useEdgeMesh,
} from "./support/edge-mesh.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

/** The gateway edge: the operator API, authentication, X-Property, tenant isolation, secrets kept out of storage and logs. */
useEdgeMesh();

describe("keys and the gateway edge: operator API", () => {
  it("refuses calls without the operator token", async () => {
    for (const token of [undefined, "wrong-token-wrong-token"]) {
      const res = await call("POST", "/api/admin/tenants", { token, body: { name: "X" } });
      expect(res.status).toBe(401);
      expect(res.body.error_code).toBe("ADMIN_TOKEN_INVALID");
    }
    const merchant = await call("POST", "/api/admin/tenants", { token: a.token, body: { name: "X" } });
    expect(merchant.status).toBe(401);
  });

  it("creates a tenant with a merchant token shown once and validates the body", async () => {
    const res = await call("POST", "/api/admin/tenants", {
      token: hotel.adminToken,
      body: { name: "Pension" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: "Pension", active: true });
    expect(res.body.data.merchant_token).toMatch(/^mt_/);
    const bad = await call("POST", "/api/admin/tenants", { token: hotel.adminToken, body: { name: "" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toBeDefined();
    const unknown = await call("POST", "/api/admin/tenants/ten_nope/deactivate", {
      token: hotel.adminToken,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe("TENANT_NOT_FOUND");
  });
});

describe("keys and the gateway edge: authentication", () => {
  it("answers 401 APIKEY_MISSING without a key", async () => {
    const res = await call("GET", "/api/v1/properties");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), error_code: "APIKEY_MISSING" });
  });

  it("accepts the key as a bearer token or in X-Api-Key", async () => {
    const key = await hotel.key(a.token, { property_ids: [a1] });
    expect(key.secret).toMatch(/^rk_sandbox_[0-9A-Za-z]{43}$/);
    expect((await call("GET", "/api/v1/properties", { token: key.secret })).status).toBe(200);
    const viaHeader = await call("GET", "/api/v1/properties", { headers: { "x-api-key": key.secret } });
    expect(viaHeader.status).toBe(200);
  });

  it("answers the same 401 APIKEY_INVALID for unknown, paused, revoked, expired and other-environment keys", async () => {
    const paused = await hotel.key(a.token);
    expect((await call("POST", `/api/merchant/keys/${paused.id}/pause`, { token: a.token })).status).toBe(
      200,
    );
    const revoked = await hotel.key(a.token);
    expect((await call("POST", `/api/merchant/keys/${revoked.id}/revoke`, { token: a.token })).status).toBe(
      200,
    );
    const expired = await hotel.key(a.token, { expires_on: tomorrow() });
    // Time passes: the key's date arrives (set before its first use, so no gateway has it cached).
    await db.query("UPDATE keys.api_keys SET expires_on = $2 WHERE id = $1", [expired.id, today()]);
    const production = await hotel.key(a.token, { environment: "production" });
    expect(production.secret).toMatch(/^rk_live_/);
    const bodies = [];
    for (const secret of [
      "rk_sandbox_doesnotexist000000000000000000000000000",
      paused.secret,
      revoked.secret,
      expired.secret,
      production.secret,
    ]) {
      const res = await call("GET", "/api/v1/properties", { token: secret });
      expect(res.status).toBe(401);
      bodies.push(res.body);
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0].error_code).toBe("APIKEY_INVALID");
  });

  it("answers 403 TENANT_INACTIVE while the hotel account is deactivated, and works again after", async () => {
    const c = await hotel.tenant("Hotel C");
    await hotel.property(c.token);
    const key = await hotel.key(c.token);
    expect((await call("GET", "/api/v1/properties", { token: key.secret })).status).toBe(200);
    const off = await call("POST", `/api/admin/tenants/${c.id}/deactivate`, { token: hotel.adminToken });
    expect(off.body.data.active).toBe(false);
    const refused = await eventually(
      "tenant inactive",
      async () => {
        const r = await call("GET", "/api/v1/properties", { token: key.secret });
        return r.status === 403 ? r : undefined;
      },
      1000,
    );
    expect(refused.body.error_code).toBe("TENANT_INACTIVE");
    const merchant = await call("GET", "/api/merchant/keys", { token: c.token });
    expect(merchant.status).toBe(403);
    expect(merchant.body.error_code).toBe("TENANT_INACTIVE");
    await call("POST", `/api/admin/tenants/${c.id}/activate`, { token: hotel.adminToken });
    await eventually(
      "tenant active",
      async () => {
        const r = await call("GET", "/api/v1/properties", { token: key.secret });
        return r.status === 200 ? r : undefined;
      },
      1000,
    );
  });

  it("answers 403 APIKEY_SCOPE_MISSING naming the missing scope", async () => {
    const key = await hotel.key(a.token, { scopes: ["units:read"], property_ids: [a1] });
    const res = await call("GET", "/api/v1/properties", { token: key.secret });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe("APIKEY_SCOPE_MISSING");
    expect(res.body.message).toContain("properties:read");
    expect(res.body.scope).toBe("properties:read");
    expect((await call("GET", "/api/v1/units", { token: key.secret })).status).toBe(200);
  });

  it("refuses merchant calls without a valid merchant token", async () => {
    const none = await call("GET", "/api/merchant/keys");
    expect(none.body.error_code).toBe("MERCHANT_TOKEN_MISSING");
    const wrong = await call("GET", "/api/merchant/keys", { token: "mt_wrong" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error_code).toBe("MERCHANT_TOKEN_INVALID");
  });
});

describe("keys and the gateway edge: X-Property", () => {
  it("infers the property of a single-property key and refuses a different value with 404", async () => {
    const key = await hotel.key(a.token, { scopes: ["properties:read", "units:read"], property_ids: [a1] });
    expect((await call("GET", "/api/v1/units", { token: key.secret })).status).toBe(200);
    expect((await call("GET", "/api/v1/units", { token: key.secret, property: a1 })).status).toBe(200);
    expect((await call("GET", "/api/v1/units", { token: key.secret, property: "" })).status).toBe(200);
    for (const other of [a2, b1, "prop_nope"]) {
      const res = await call("GET", "/api/v1/units", { token: key.secret, property: other });
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe("PROPERTY_NOT_FOUND");
    }
  });

  it("requires it for multi-property and all-properties keys; foreign or nonexistent is 404", async () => {
    const multi = await hotel.key(a.token, {
      scopes: ["properties:read", "units:read"],
      property_ids: [a1, a2],
    });
    const all = await hotel.key(a.token, { scopes: ["properties:read", "units:read"] });
    for (const key of [multi, all]) {
      for (const property of [undefined, "", "  "]) {
        const res = await call("GET", "/api/v1/units", { token: key.secret, property });
        expect(res.status).toBe(422);
        expect(res.body.error_code).toBe("PROPERTY_NOT_IDENTIFIED");
      }
      expect((await call("GET", "/api/v1/units", { token: key.secret, property: a2 })).status).toBe(200);
      for (const other of [b1, "prop_nope"]) {
        const res = await call("GET", "/api/v1/units", { token: key.secret, property: other });
        expect(res.status).toBe(404);
        expect(res.body.error_code).toBe("PROPERTY_NOT_FOUND");
      }
    }
  });

  it("lists the covered properties on /properties without X-Property, narrowed when sent", async () => {
    const multi = await hotel.key(a.token, { property_ids: [a1, a2] });
    const list = await call("GET", "/api/v1/properties", { token: multi.secret });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { id: string }) => p.id).sort()).toEqual([a1, a2].sort());
    expect(list.body.next_cursor).toBeNull();
    expect(list.body.data[0]).toMatchObject({ currency: "EUR", api_rate_plans_configured: false });
    const narrowed = await call("GET", "/api/v1/properties", { token: multi.secret, property: a2 });
    expect(narrowed.body.data.map((p: { id: string }) => p.id)).toEqual([a2]);
    const foreign = await call("GET", "/api/v1/properties", { token: multi.secret, property: b1 });
    expect(foreign.status).toBe(404);
  });

  it("covers properties created after an all-properties key was issued", async () => {
    const all = await hotel.key(a.token, { scopes: ["properties:read", "units:read"] });
    const later = await hotel.property(a.token, { name: "A later" });
    expect((await call("GET", "/api/v1/units", { token: all.secret, property: later })).status).toBe(200);
    const list = await call("GET", "/api/v1/properties", { token: all.secret });
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(later);
  });
});

describe("keys and the gateway edge: tenant isolation", () => {
  it("a key of one hotel never reads another hotel's data", async () => {
    const keyB = await hotel.key(b.token, { scopes: ["properties:read", "units:read"] });
    const list = await call("GET", "/api/v1/properties", { token: keyB.secret });
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([b1]);
    for (const property of [a1, a2]) {
      const res = await call("GET", "/api/v1/units", { token: keyB.secret, property });
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe("PROPERTY_NOT_FOUND");
    }
    const keyA = await hotel.key(a.token);
    // Merchant side: another hotel's key and properties do not exist for B.
    for (const path of [`/api/merchant/keys/${keyA.id}`, `/api/merchant/keys/${keyA.id}/requests`]) {
      const res = await call("GET", path, { token: b.token });
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe("KEY_NOT_FOUND");
    }
    for (const verb of ["pause", "resume", "revoke"]) {
      expect((await call("POST", `/api/merchant/keys/${keyA.id}/${verb}`, { token: b.token })).status).toBe(
        404,
      );
    }
    expect(
      (await call("PATCH", `/api/merchant/keys/${keyA.id}`, { token: b.token, body: { name: "x" } })).status,
    ).toBe(404);
    expect((await call("GET", `/api/merchant/properties/${a1}`, { token: b.token })).status).toBe(404);
    const bList = await call("GET", "/api/merchant/keys?limit=100", { token: b.token });
    expect(bList.body.data.map((k: { id: string }) => k.id)).not.toContain(keyA.id);
    // A key cannot be issued for another hotel's property.
    const foreign = await call("POST", "/api/merchant/keys", {
      token: b.token,
      body: { name: "x", environment: "sandbox", scopes: ["units:read"], property_ids: [a1] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.property_ids).toBeDefined();
  });
});

describe("keys and the gateway edge: secrets stay secret", () => {
  it("the key text and merchant token appear nowhere in the database or the logs", async () => {
    const key = await hotel.key(a.token, { property_ids: [a1] });
    await call("GET", "/api/v1/properties", { token: key.secret });
    await call("GET", "/api/v1/properties", { headers: { "x-api-key": key.secret } });
    const tables = await db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_schema IN ('keys', 'inventory', 'booking', 'webhooks') AND table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.length).toBeGreaterThan(0);
    for (const t of tables.rows) {
      const dump = await db.query(`SELECT t::text AS row FROM "${t.schema}"."${t.name}" t`);
      const text = dump.rows.map((r) => r.row).join("\n");
      expect(text, `${t.schema}.${t.name}`).not.toContain(key.secret);
      expect(text, `${t.schema}.${t.name}`).not.toContain(key.secret.slice(11));
      expect(text, `${t.schema}.${t.name}`).not.toContain(a.token);
    }
    const logs = [...serviceLog.lines, ...gatewayLog.lines].join("\n");
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(key.secret.slice(11));
    expect(logs).not.toContain(a.token.slice(3));
  });
});

describe("the anonymous per-IP ceiling", () => {
  let mesh: TestMesh;
  beforeAll(async () => {
    mesh = await startTestMesh({ config: testConfig({ RATE_LIMIT_IP_PER_MINUTE: "5" }) });
  });
  afterAll(async () => mesh?.stop());

  it("turns key guessing into 429 after the ceiling, while valid keys keep their own limit", async () => {
    const call = httpClient(mesh.url);
    const hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    // The operator and merchant calls below are valid credentials: they do not count per IP.
    const t = await hotel.tenant();
    const p = await hotel.property(t.token);
    const key = await hotel.key(t.token, { property_ids: [p] });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await call("GET", "/api/v1/properties", { token: `rk_sandbox_guess${i}` });
      statuses.push(res.status);
      expect(res.headers.get("ratelimit-policy")).toBe('"ip";q=5;w=60');
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await call("GET", "/api/v1/properties")).status).toBe(429);
    const valid = await call("GET", "/api/v1/properties", { token: key.secret });
    expect(valid.status).toBe(200);
    expect(valid.headers.get("ratelimit-policy")).toMatch(/^"key";/);
  });
});
