import { randomBytes } from "node:crypto";
import { keysOps } from "@reservations/contracts";
import {
  connectNats,
  decodeJson,
  type NatsConnection,
  namespaced,
  sha256Hex,
} from "@reservations/service-kit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { type Call, type HttpResult, httpClient } from "./support/http.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

/** Counts the lookups keys is asked for one hash, on a plain subscription (no queue group: it sees each). */
async function countLookups(
  nc: NatsConnection,
  namespace: string,
  op: typeof keysOps.authenticateKey | typeof keysOps.authenticateMerchant,
  hash: string,
) {
  let count = 0;
  const sub = nc.subscribe(namespaced(namespace, op.subject), {
    callback: (_err, msg) => {
      const { input } = decodeJson(msg.data) as { input: { key_hash?: string; token_hash?: string } };
      if ((input.key_hash ?? input.token_hash) === hash) count++;
    },
  });
  await nc.flush();
  return {
    async stop() {
      await nc.flush();
      sub.unsubscribe();
      return count;
    },
  };
}

/** `total` calls, `concurrency` at a time, as a flood from one client would come. */
async function flood(total: number, concurrency: number, send: () => Promise<HttpResult>) {
  const results: HttpResult[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started++;
        results.push(await send());
      }
    }),
  );
  return results;
}

describe("credential caches", () => {
  let mesh: TestMesh;
  let call: Call;
  let hotel: HotelScript;
  let nc: NatsConnection;
  let db: pg.Pool;
  let t: { id: string; token: string };
  let p: string;

  beforeAll(async () => {
    // A long negative TTL: an unknown entry that the watch failed to evict would show for the whole test.
    mesh = await startTestMesh({ config: testConfig({ KEY_NEGATIVE_CACHE_TTL_MS: "60000" }) });
    call = httpClient(mesh.url);
    hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    nc = await connectNats(mesh.config.NATS_URL, "test-lookups");
    db = new pg.Pool({ connectionString: mesh.config.DATABASE_URL, max: 1 });
    t = await hotel.tenant();
    p = await hotel.property(t.token);
  });
  afterAll(async () => {
    await mesh?.stop();
    await nc?.drain();
    await db?.end();
  });

  it("1,000 calls with one unknown key cost keys a handful of lookups, all 401 APIKEY_INVALID", async () => {
    const text = `rk_sandbox_${randomBytes(24).toString("hex")}`;
    const lookups = await countLookups(
      nc,
      mesh.config.NATS_NAMESPACE,
      keysOps.authenticateKey,
      sha256Hex(text),
    );
    const results = await flood(1000, 25, () => call("GET", "/api/v1/properties", { token: text }));
    const count = await lookups.stop();
    expect(results).toHaveLength(1000);
    for (const r of results) {
      expect(r.status).toBe(401);
      expect(r.body.error_code).toBe("APIKEY_INVALID");
    }
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    console.log(`1,000 calls with one unknown key: ${count} lookup(s) in keys`);
  });

  it("1,000 calls with one unknown merchant token cost keys a handful of lookups, all 401", async () => {
    const token = `mt_${randomBytes(24).toString("hex")}`;
    const lookups = await countLookups(
      nc,
      mesh.config.NATS_NAMESPACE,
      keysOps.authenticateMerchant,
      sha256Hex(token),
    );
    const results = await flood(1000, 25, () => call("GET", "/api/merchant/keys", { token }));
    const count = await lookups.stop();
    expect(results).toHaveLength(1000);
    for (const r of results) {
      expect(r.status).toBe(401);
      expect(r.body.error_code).toBe("MERCHANT_TOKEN_INVALID");
    }
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
  });

  it("an unknown key that comes into being works within 1 s: the watch evicts its unknown entry", async () => {
    const text = `rk_sandbox_${randomBytes(24).toString("hex")}`;
    for (let i = 0; i < 3; i++) {
      expect((await call("GET", "/api/v1/properties", { token: text })).status).toBe(401);
    }
    // The text becomes a key's, and a change of the key writes its state with that hash, as the
    // creation of a key does (a key's text is chosen by keys, so the test cannot create one with it).
    const key = await hotel.key(t.token, { property_ids: [p] });
    await db.query("UPDATE keys.api_keys SET key_hash = $2 WHERE id = $1", [key.id, sha256Hex(text)]);
    const changed = await call("PATCH", `/api/merchant/keys/${key.id}`, {
      token: t.token,
      body: { scopes: ["properties:read", "units:read"] },
    });
    expect(changed.status).toBe(200);
    await eventually(
      "the new key accepted",
      async () => {
        const r = await call("GET", "/api/v1/properties", { token: text });
        return r.status === 200 ? r : undefined;
      },
      1000,
    );
  });
});
