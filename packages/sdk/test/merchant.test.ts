import { describe, expect, it } from "vitest";
import { createMerchantClient, OPERATIONS } from "../src/index.js";
import { json, scripted } from "./scripted.js";

describe("createMerchantClient", () => {
  it("has one method per merchant operation of the document, named after its operationId", () => {
    const client = createMerchantClient({ baseUrl: "http://gw.test", token: "mt" });
    const ids = Object.keys(OPERATIONS).filter((id) => id.startsWith("merchant"));
    expect(ids.length).toBeGreaterThan(40);
    const names = ids.map((id) => id[8]!.toLowerCase() + id.slice(9));
    expect(Object.keys(client).sort()).toEqual(names.sort());
  });

  it("takes path parameters, then the body or query, then options; unwraps data and pages lists", async () => {
    const { fetch, sent } = scripted(
      json(201, { data: { id: "unt_1" } }),
      json(200, { data: [{ id: "r1" }], next_cursor: "c1" }),
      json(200, { data: [{ id: "r2" }], next_cursor: null }),
      json(201, { data: { id: "k1" }, secret: "rk_sandbox_s" }),
      new Response(null, { status: 204 }),
    );
    const client = createMerchantClient({ baseUrl: "http://gw.test", token: "mt", fetch });
    expect(await client.createUnit("prp 1", { name: "Room", kind: "single" } as never)).toEqual({
      id: "unt_1",
    });
    const requests: string[] = [];
    for await (const r of client.listKeyRequests("key_1", { limit: 1 }))
      requests.push((r as { id: string }).id);
    expect(requests).toEqual(["r1", "r2"]);
    expect(await client.createKey({ name: "p", environment: "sandbox", scopes: [] } as never)).toEqual({
      data: { id: "k1" },
      secret: "rk_sandbox_s",
    });
    expect(await client.deleteSaleBlock("prp_1", "blk_1")).toBeUndefined();
    expect(sent.map((s) => `${s.method} ${new URL(s.url).pathname}${new URL(s.url).search}`)).toEqual([
      "POST /api/merchant/properties/prp%201/units",
      "GET /api/merchant/keys/key_1/requests?limit=1",
      "GET /api/merchant/keys/key_1/requests?limit=1&cursor=c1",
      "POST /api/merchant/keys",
      "DELETE /api/merchant/properties/prp_1/sale-blocks/blk_1",
    ]);
    expect(JSON.parse(sent[0]!.body)).toEqual({ name: "Room", kind: "single" });
    expect(sent.every((s) => s.headers.get("authorization") === "Bearer mt")).toBe(true);
  });

  it("sends an Idempotency-Key on the calls that take one, and retries them with it", async () => {
    const { fetch, sent } = scripted(
      json(503, { message: "down", error_code: "SERVICE_UNAVAILABLE" }),
      json(201, { data: { id: "bkg_1" } }),
    );
    const client = createMerchantClient({
      baseUrl: "http://gw.test",
      token: "mt",
      fetch,
      retry: { baseDelayMs: 1 },
    });
    await client.createBooking("prp_1", {} as never);
    const keys = sent.map((s) => s.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe("createMerchantClient: signing in", () => {
  it("signs in with a staff session: the cookie on every call, the CSRF token on writes only", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: [], next_cursor: null }),
      json(200, { data: { id: "k" } }),
    );
    const client = createMerchantClient({
      baseUrl: "http://gw.test",
      auth: { session: { cookie: "rsv_session=s1", csrfToken: "csrf-1" } },
      fetch,
    });
    await client.listProperties();
    await client.pauseKey("key_1");
    expect(sent.map((s) => [s.headers.get("cookie"), s.headers.get("x-csrf-token")])).toEqual([
      ["rsv_session=s1", null],
      ["rsv_session=s1", "csrf-1"],
    ]);
    expect(sent.some((s) => s.headers.has("authorization"))).toBe(false);
  });

  it("signs in from a browser's session: no cookie of its own, the CSRF token asked for at each write", async () => {
    const { fetch, sent } = scripted(
      json(200, { data: { staff: null, csrf_token: null } }),
      json(200, { data: { id: "k" } }),
      json(200, { data: { id: "k" } }),
      new Response(null, { status: 204 }),
      json(200, { data: { id: "k" } }),
    );
    let token: string | null = null;
    const client = createMerchantClient({
      baseUrl: "http://gw.test",
      auth: { session: { csrfToken: () => token } },
      fetch,
    });
    await client.getSession();
    // Not signed in yet: a write goes without the header, and the gateway refuses it.
    await client.pauseKey("key_1");
    token = "csrf-1";
    await client.resumeKey("key_1");
    await client.signOut();
    token = null;
    await client.revokeKey("key_1");
    expect(sent.map((s) => [s.method, s.headers.get("x-csrf-token")])).toEqual([
      ["GET", null],
      ["POST", null],
      ["POST", "csrf-1"],
      ["DELETE", "csrf-1"],
      ["POST", null],
    ]);
    expect(sent.some((s) => s.headers.has("cookie") || s.headers.has("authorization"))).toBe(false);
  });

  it("sends a session's fixed CSRF token without a cookie when none is given", async () => {
    const { fetch, sent } = scripted(json(200, { data: [] }), json(200, { data: { id: "k" } }));
    const client = createMerchantClient({
      baseUrl: "http://gw.test",
      auth: { session: { csrfToken: "csrf-2" } },
      fetch,
    });
    await client.listProperties();
    await client.pauseKey("key_1");
    expect(sent.map((s) => [s.headers.get("cookie"), s.headers.get("x-csrf-token")])).toEqual([
      [null, null],
      [null, "csrf-2"],
    ]);
  });

  it("signs in with headers of the caller's own, asked for each call", async () => {
    const { fetch, sent } = scripted(json(200, { data: [] }), json(200, { data: [] }));
    let n = 0;
    const client = createMerchantClient({
      baseUrl: "http://gw.test",
      auth: { headers: async (method) => ({ authorization: `Bearer t${++n}`, "x-method": method }) },
      fetch,
    });
    await client.listProperties();
    await client.rotateToken();
    expect(sent.map((s) => [s.headers.get("authorization"), s.headers.get("x-method")])).toEqual([
      ["Bearer t1", "GET"],
      ["Bearer t2", "POST"],
    ]);
    expect(() => createMerchantClient({ baseUrl: "http://gw.test" })).toThrow(TypeError);
  });
});
