import { SCOPES } from "@reservations/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogger, testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, httpClient } from "./support/http.js";
import { startGateway, startTestMesh, type TestMesh } from "./support/mesh.js";

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

describe("keys and the gateway edge", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  const serviceLog = captureLogger("services");
  const gatewayLog = captureLogger("gateway");
  let db: pg.Pool;
  let a: { id: string; token: string };
  let b: { id: string; token: string };
  let a1: string;
  let a2: string;
  let b1: string;

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

  describe("operator API", () => {
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

  describe("authentication", () => {
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

  describe("X-Property", () => {
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

  describe("tenant isolation", () => {
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
        (await call("PATCH", `/api/merchant/keys/${keyA.id}`, { token: b.token, body: { name: "x" } }))
          .status,
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

  describe("merchant key API", () => {
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

  describe("request log", () => {
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

  describe("request limits", () => {
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
      expect(res.headers.get("ratelimit-policy")).toBe(
        `"key";q=${mesh.config.RATE_LIMIT_MAX_PER_MINUTE};w=60`,
      );
    });
  });

  describe("key changes reach every gateway", () => {
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

  describe("secrets stay secret", () => {
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
