import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/support/config.js";
import { eventually, HotelScript } from "../../../test/support/hotel.js";
import { type Call, httpClient } from "../../../test/support/http.js";
import { startTestMesh, type TestMesh } from "../../../test/support/mesh.js";

// The API version a key and a webhook subscription are pinned to, through the gateway: set on
// create and edit, and the key's known to the gateway at every call (request.apiKeyVersion).

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;
let tenant: { id: string; token: string };
let property: string;

beforeAll(async () => {
  mesh = await startTestMesh({
    config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }),
    // What the authentication plugin left on the request, told in a header of every answer.
    beforeListen: (app) =>
      app.addHook("onSend", async (req, reply) => {
        reply.header("x-test-key-version", req.apiKeyVersion ?? "none");
      }),
  });
  call = httpClient(mesh.url);
  hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
  tenant = await hotel.tenant("Versions hotel");
  property = await hotel.property(tenant.token, { name: "Versions" });
});
afterAll(() => mesh?.stop());

/** The key's version as the gateway saw it on a partner call made with it. */
const keyVersionSeen = async (secret: string) => {
  const res = await call("GET", "/api/v1/properties", { token: secret });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.headers.get("x-test-key-version");
};
const issue = (body: Record<string, unknown>) =>
  call("POST", "/api/merchant/keys", {
    token: tenant.token,
    body: { name: "partner", environment: "sandbox", scopes: ["properties:read"], ...body },
  });
const edit = (keyId: string, body: Record<string, unknown>) =>
  call("PATCH", `/api/merchant/keys/${keyId}`, { token: tenant.token, body });

describe("API keys: api_version through the gateway", () => {
  it("issues keys in 2026-11-21 unless they name another; the gateway knows each key's on its calls", async () => {
    const plain = await issue({});
    expect(plain.status).toBe(201);
    expect(plain.body.data.api_version).toBe("2026-11-21");
    const pinned = await issue({ api_version: "2026-12-15" });
    expect(pinned.body.data.api_version).toBe("2026-12-15");
    expect(await keyVersionSeen(plain.body.secret)).toBe("2026-11-21");
    expect(await keyVersionSeen(pinned.body.secret)).toBe("2026-12-15");
    // The hotel's own calls, and calls with no credential, carry no key's version.
    const own = await call("GET", "/api/merchant/keys", { token: tenant.token });
    expect(own.headers.get("x-test-key-version")).toBe("none");
    expect((await call("GET", "/api/v1/health")).headers.get("x-test-key-version")).toBe("none");
  });

  it("an edit changes the version, the gateway follows it, and an edit without it leaves it", async () => {
    const created = await issue({});
    const { id } = created.body.data;
    const secret: string = created.body.secret;
    // Cached by the gateway from here on.
    expect(await keyVersionSeen(secret)).toBe("2026-11-21");

    const changed = await edit(id, { api_version: "2026-12-15" });
    expect(changed.status).toBe(200);
    expect(changed.body.data.api_version).toBe("2026-12-15");
    await eventually("the gateway to see the new version", async () =>
      (await keyVersionSeen(secret)) === "2026-12-15" ? true : undefined,
    );

    const renamed = await edit(id, { name: "Renamed", requests_per_minute: 100 });
    expect(renamed.body.data).toMatchObject({ name: "Renamed", api_version: "2026-12-15" });
    expect(await keyVersionSeen(secret)).toBe("2026-12-15");
    const got = await call("GET", `/api/merchant/keys/${id}`, { token: tenant.token });
    expect(got.body.data.api_version).toBe("2026-12-15");
  });

  it("refuses a version that does not exist as a field error, on issue and on edit", async () => {
    const issued = await issue({ api_version: "2026-13-01" });
    expect(issued.status).toBe(422);
    expect(issued.body.error_code).toBeUndefined();
    expect(Object.keys(issued.body.errors)).toEqual(["api_version"]);

    const { id } = (await issue({ api_version: "2026-12-15" })).body.data;
    const edited = await edit(id, { api_version: "latest" });
    expect(edited.status).toBe(422);
    expect(Object.keys(edited.body.errors)).toEqual(["api_version"]);
    const unchanged = await call("GET", `/api/merchant/keys/${id}`, { token: tenant.token });
    expect(unchanged.body.data.api_version).toBe("2026-12-15");
  });
});

describe("webhook subscriptions: api_version through the gateway", () => {
  const hook = { url: "http://127.0.0.1:9/hook", events: ["unit.*"] };
  const scopes = ["webhooks:read", "webhooks:write", "housekeeping:read"];

  it("a key's subscription takes the key's version unless it names one; the hotel's takes 2026-11-21", async () => {
    const pinned = await hotel.key(tenant.token, { scopes, api_version: "2026-12-15" });
    const subscribe = (body: object) =>
      call("POST", "/api/v1/webhooks", { token: pinned.secret, property, body: { ...hook, ...body } });
    const inherited = await subscribe({});
    expect(inherited.status, JSON.stringify(inherited.body)).toBe(201);
    expect(inherited.body.data.api_version).toBe("2026-12-15");
    expect((await subscribe({ api_version: "2026-11-21" })).body.data.api_version).toBe("2026-11-21");

    const plain = await hotel.key(tenant.token, { scopes });
    const fromPlain = await call("POST", "/api/v1/webhooks", { token: plain.secret, property, body: hook });
    expect(fromPlain.body.data.api_version).toBe("2026-11-21");

    const own = await call("POST", "/api/merchant/webhooks", { token: tenant.token, body: hook });
    expect(own.status).toBe(201);
    expect(own.body.data.api_version).toBe("2026-11-21");
    const ownPinned = await call("POST", "/api/merchant/webhooks", {
      token: tenant.token,
      body: { ...hook, api_version: "2026-12-15" },
    });
    expect(ownPinned.body.data.api_version).toBe("2026-12-15");
  });

  it("an edit changes a subscription's version, on both surfaces; an unknown one is a field error", async () => {
    const key = await hotel.key(tenant.token, { scopes });
    const path = `/api/v1/webhooks/${(await call("POST", "/api/v1/webhooks", { token: key.secret, property, body: hook })).body.data.id}`;
    const patched = await call("PATCH", path, {
      token: key.secret,
      property,
      body: { api_version: "2026-12-15" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.api_version).toBe("2026-12-15");
    const read = await call("GET", path, { token: key.secret, property });
    expect(read.body.data.api_version).toBe("2026-12-15");

    const own = (await call("POST", "/api/merchant/webhooks", { token: tenant.token, body: hook })).body.data;
    const ownPath = `/api/merchant/webhooks/${own.id}`;
    const ownPatched = await call("PATCH", ownPath, {
      token: tenant.token,
      body: { api_version: "2026-12-15" },
    });
    expect(ownPatched.body.data.api_version).toBe("2026-12-15");
    const renamed = await call("PATCH", ownPath, { token: tenant.token, body: { events: ["*"] } });
    expect(renamed.body.data).toMatchObject({ events: ["*"], api_version: "2026-12-15" });

    for (const [method, where, token] of [
      ["PATCH", ownPath, tenant.token],
      ["POST", "/api/merchant/webhooks", tenant.token],
    ] as const) {
      const res = await call(method, where, { token, body: { ...hook, api_version: "v2" } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["api_version"]);
    }
  });
});
