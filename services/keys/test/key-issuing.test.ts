import { type ApiKey, CreatedKey, keysOps } from "@reservations/contracts";
import { sha256Hex } from "@reservations/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogger } from "../../../test/support/config.js";
import { fieldErrorsOf, type KeysHarness, merchant, startKeys, uniq, utcDay } from "./harness.js";

let h: KeysHarness;
const logged = captureLogger("keys", "trace");
beforeAll(async () => {
  h = await startKeys({ log: logged.log });
});
afterAll(() => h?.stop());

describe("API keys: issuing", () => {
  it("issues a key whose text is answered once and normalises its fields", async () => {
    const p1 = `prop_${uniq()}`;
    const p2 = `prop_${uniq()}`;
    const t = await h.tenantWith(p1, p2);
    const res = await h.call(
      keysOps.createKey,
      {
        name: "Booking engine",
        environment: "sandbox",
        scopes: ["bookings:write", "properties:read", "bookings:write"],
        property_ids: [p2, p1, p2],
        max_live_holds: 5,
        expires_on: utcDay(1),
      },
      merchant(t.id),
    );
    expect(res.status).toBe(201);
    const { data, secret } = CreatedKey.parse(res.body);
    expect(secret).toMatch(/^rk_sandbox_[0-9A-Za-z]{43}$/);
    expect(data).toMatchObject({
      name: "Booking engine",
      environment: "sandbox",
      prefix: secret.slice(0, "rk_sandbox_".length + 4),
      scopes: ["properties:read", "bookings:write"],
      property_ids: [p2, p1],
      requests_per_minute: null,
      max_live_holds: 5,
      max_bookings_per_24h: null,
      expires_on: utcDay(1),
      status: "active",
      api_version: "2026-11-21",
      last_used_at: null,
      revoked_at: null,
    });
    expect(data.id).toMatch(/^key_/);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
  });

  it("issues production keys as rk_live_ and keys covering every property as property_ids null", async () => {
    const t = await h.tenantWith();
    const { data, secret } = await h.key(t.id, { environment: "production" });
    expect(secret).toMatch(/^rk_live_[0-9A-Za-z]{43}$/);
    expect(data.prefix).toBe(secret.slice(0, "rk_live_".length + 4));
    expect(data.property_ids).toBeNull();
  });

  it("stores only the hash: the key text appears in no column and in no log line", async () => {
    const t = await h.tenantWith();
    const { id, secret } = await h.key(t.id);
    const { rows } = await h.service.kit.pool.query(
      "SELECT row_to_json(k)::text AS row, key_hash FROM keys.api_keys k WHERE id = $1",
      [id],
    );
    expect(rows).toHaveLength(1);
    const random = secret.slice("rk_sandbox_".length);
    expect(rows[0].row).not.toContain(secret);
    expect(rows[0].row).not.toContain(random);
    expect(rows[0].key_hash).toBe(sha256Hex(secret));
    expect(logged.lines.length).toBeGreaterThan(0);
    expect(logged.lines.filter((l) => l.includes(random))).toEqual([]);
  });
});

describe("API keys: issuing refused", () => {
  it("refuses expires_on today or earlier (UTC) on the field, accepts tomorrow", async () => {
    const t = await h.tenantWith();
    for (const day of [utcDay(0), utcDay(-1)]) {
      const res = await h.call(
        keysOps.createKey,
        { name: "k", environment: "sandbox", scopes: ["units:read"], expires_on: day },
        merchant(t.id),
      );
      expect(fieldErrorsOf(res)).toEqual({ expires_on: ["must be empty or tomorrow or later"] });
    }
    const ok = await h.key(t.id, { expires_on: utcDay(1) });
    expect(ok.data.expires_on).toBe(utcDay(1));
  });

  it("refuses an unknown scope and a malformed date through the input schema", async () => {
    const t = await h.tenantWith();
    const scope = await h.call(
      keysOps.createKey,
      { name: "k", environment: "sandbox", scopes: ["bookings:everything" as never] },
      merchant(t.id),
    );
    expect(Object.keys(fieldErrorsOf(scope))).toEqual(["scopes.0"]);
    const date = await h.call(
      keysOps.createKey,
      { name: "k", environment: "sandbox", scopes: ["units:read"], expires_on: "2030-02-30" },
      merchant(t.id),
    );
    expect(Object.keys(fieldErrorsOf(date))).toEqual(["expires_on"]);
  });

  it("refuses properties the tenant does not own, naming them", async () => {
    const own = `prop_${uniq()}`;
    const foreign = `prop_${uniq()}`;
    const t = await h.tenantWith(own);
    await h.tenantWith(foreign);
    const res = await h.call(
      keysOps.createKey,
      {
        name: "k",
        environment: "sandbox",
        scopes: ["units:read"],
        property_ids: [own, foreign, "prop_nowhere"],
      },
      merchant(t.id),
    );
    const errors = fieldErrorsOf(res);
    expect(Object.keys(errors)).toEqual(["property_ids"]);
    expect(errors.property_ids![0]).toContain(foreign);
    expect(errors.property_ids![0]).toContain("prop_nowhere");
    expect(errors.property_ids![0]).not.toContain(own);
    const list = await h.call(keysOps.listKeys, {}, merchant(t.id));
    expect(list.body.data).toEqual([]);
  });

  it("answers TENANT_NOT_FOUND for a tenant that does not exist", async () => {
    const res = await h.call(
      keysOps.createKey,
      { name: "k", environment: "sandbox", scopes: ["units:read"] },
      merchant("ten_missing"),
    );
    expect(res).toMatchObject({ status: 404, body: { error_code: "TENANT_NOT_FOUND" } });
  });
});

describe("API keys: issuing and reading: authenticate", () => {
  it("answers the key's principal by hash, with the tenant's active flag, and null for unknown", async () => {
    const p = `prop_${uniq()}`;
    const t = await h.tenantWith(p);
    const { id, secret } = await h.key(t.id, {
      scopes: ["units:read", "rates:read"],
      property_ids: [p],
      requests_per_minute: 60,
      expires_on: utcDay(30),
    });
    const res = await h.call(keysOps.authenticateKey, { key_hash: sha256Hex(secret) });
    expect(res.status).toBe(200);
    expect(keysOps.authenticateKey.output.parse(res.body)).toEqual({
      key_id: id,
      tenant_id: t.id,
      tenant_active: true,
      environment: "sandbox",
      status: "active",
      expires_on: utcDay(30),
      scopes: ["units:read", "rates:read"],
      property_ids: [p],
      requests_per_minute: 60,
      max_live_holds: null,
      max_bookings_per_24h: null,
      api_version: "2026-11-21",
    });

    await h.call(keysOps.deactivateTenant, { tenant_id: t.id }, { actor: "admin" });
    const inactive = await h.call(keysOps.authenticateKey, { key_hash: sha256Hex(secret) });
    expect(inactive.body).toMatchObject({ key_id: id, tenant_active: false });

    const unknown = await h.call(keysOps.authenticateKey, { key_hash: sha256Hex(`${secret}x`) });
    expect(unknown).toMatchObject({ status: 200, body: null });
  });
});

describe("API keys: issuing and reading: list", () => {
  it("walks every key newest first, revoked ones included, without duplicates", async () => {
    const t = await h.tenantWith();
    const created: string[] = [];
    for (let i = 0; i < 7; i++) created.push((await h.key(t.id, { name: `key ${i}` })).id);
    await h.call(keysOps.revokeKey, { key_id: created[2]! }, merchant(t.id));

    const seen: ApiKey[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await h.call(keysOps.listKeys, { limit: 3, cursor }, merchant(t.id));
      expect(res.status).toBe(200);
      const body = keysOps.listKeys.output.parse(res.body);
      seen.push(...body.data);
      sizes.push(body.data.length);
      if (body.next_cursor === null) break;
      cursor = body.next_cursor;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen.map((k) => k.id)).toEqual([...created].reverse());
    expect(seen.find((k) => k.id === created[2])).toMatchObject({ status: "revoked" });
  });

  it("ends with next_cursor null when the page is exactly full", async () => {
    const t = await h.tenantWith();
    await h.key(t.id);
    await h.key(t.id);
    const first = await h.call(keysOps.listKeys, { limit: 2 }, merchant(t.id));
    expect(first.body.data).toHaveLength(2);
    expect(first.body.next_cursor).toBeNull();
  });

  it("refuses a garbled cursor and one taken from another tenant's list with INVALID_CURSOR", async () => {
    const a = await h.tenantWith();
    const b = await h.tenantWith();
    await h.key(a.id);
    await h.key(a.id);
    const page = await h.call(keysOps.listKeys, { limit: 1 }, merchant(a.id));
    const cursor: string = page.body.next_cursor;
    expect(cursor).toEqual(expect.any(String));

    for (const [tenant, bad] of [
      [a.id, "not-a-cursor"],
      [a.id, `${cursor}x`],
      [b.id, cursor],
    ] as const) {
      const res = await h.call(keysOps.listKeys, { cursor: bad }, merchant(tenant));
      expect(res).toMatchObject({ status: 422, body: { error_code: "INVALID_CURSOR" } });
    }
  });
});
