import { randomBytes } from "node:crypto";
import { connect, createServer, type Socket } from "node:net";
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
import { startGateway, startTestMesh, type TestMesh } from "./support/mesh.js";

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

/** A TCP proxy in front of NATS that the test can cut (connections dropped, new ones refused) and restore. */
async function natsProxy(natsUrl: string) {
  const target = new URL(natsUrl);
  const sockets = new Set<Socket>();
  let refusing = false;
  /** When the last connection through the proxy reached NATS. */
  let connectedAt = 0;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname, () => {
      connectedAt = Date.now();
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    url: `nats://127.0.0.1:${port}`,
    connectedAt: () => connectedAt,
    cut() {
      refusing = true;
      connectedAt = 0;
      for (const s of sockets) s.destroy();
    },
    restore() {
      refusing = false;
    },
    async close() {
      this.cut();
      await new Promise((r) => server.close(r));
    },
  };
}

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

describe("credential caches: unknown credentials", () => {
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

describe("credential caches: a revoke reaches a gateway behind a NATS connection the test can cut", () => {
  let proxy: Awaited<ReturnType<typeof natsProxy>>;
  let second: Awaited<ReturnType<typeof startGateway>>;
  let viaProxy: Call;

  beforeAll(async () => {
    proxy = await natsProxy(mesh.config.NATS_URL);
    // A short NATS timeout: while cut off, the second gateway answers 503 in a second, not five.
    second = await startGateway({ ...mesh.config, NATS_URL: proxy.url, NATS_REQUEST_TIMEOUT_MS: 1000 });
    viaProxy = httpClient(second.url);
  });
  afterAll(async () => {
    await second?.stop();
    await proxy?.close();
  });

  const revoke = async (keyId: string) => {
    const res = await call("POST", `/api/merchant/keys/${keyId}/revoke`, { token: t.token });
    expect(res.status).toBe(200);
  };
  const refused = (gateway: Call, secret: string, seen: number[]) =>
    eventually(
      "401 APIKEY_INVALID",
      async () => {
        const r = await gateway("GET", "/api/v1/properties", { token: secret });
        seen.push(r.status);
        return r.status === 401 ? r : undefined;
      },
      1000,
    );

  it("both gateways connected: both refuse the revoked key within 1 s", async () => {
    const key = await hotel.key(t.token, { property_ids: [p] });
    for (const g of [call, viaProxy]) {
      expect((await g("GET", "/api/v1/properties", { token: key.secret })).status).toBe(200);
    }
    await revoke(key.id);
    // Within 1 s (the watch takes a few ms, so a call right after the revoke may still pass).
    await Promise.all(
      [call, viaProxy].map(async (g) =>
        expect((await refused(g, key.secret, [])).body.error_code).toBe("APIKEY_INVALID"),
      ),
    );
  });

  it("a gateway cut off from NATS during the revoke refuses the key within 1 s of being back, never 200", async () => {
    const key = await hotel.key(t.token, { property_ids: [p] });
    // The second gateway has the key cached now.
    expect((await viaProxy("GET", "/api/v1/properties", { token: key.secret })).status).toBe(200);
    proxy.cut();
    await revoke(key.id);
    const seen: number[] = [];
    for (let i = 0; i < 2; i++) {
      seen.push((await viaProxy("GET", "/api/v1/properties", { token: key.secret })).status);
    }
    expect(seen).toEqual([503, 503]);
    proxy.restore();
    const backAt = await eventually("the second gateway's NATS connection back", async () =>
      proxy.connectedAt() > 0 ? proxy.connectedAt() : undefined,
    );
    const answer = await refused(viaProxy, key.secret, seen);
    const refusedAfter = Date.now() - backAt;
    expect(answer.body.error_code).toBe("APIKEY_INVALID");
    expect(refusedAfter).toBeLessThanOrEqual(1000);
    expect(seen).not.toContain(200);
    console.log(
      `cut-off gateway refused the revoked key ${refusedAfter} ms after its NATS connection was back`,
    );
  });
});
