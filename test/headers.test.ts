import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booker } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { HotelScript } from "./support/hotel.js";
import { type Call, type HttpResult, httpClient } from "./support/http.js";
import { InventoryScript, inDays } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

/** The raw answer to bytes no HTTP parser accepts (answered before fastify's hooks). */
async function rawAnswer(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let text = "";
  socket.on("data", (chunk) => {
    text += chunk.toString("latin1");
  });
  socket.write(request);
  await new Promise((r) => socket.on("close", r));
  return text;
}

let mesh: TestMesh;
let call: Call;
let hotel: HotelScript;

beforeAll(async () => {
  mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
  call = httpClient(mesh.url);
  hotel = new HotelScript(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
});
afterAll(async () => mesh?.stop());

const secretAnswer = (what: string, res: HttpResult, status: number) => {
  expect(res.status, what).toBe(status);
  expect(res.headers.get("cache-control"), what).toBe("no-store");
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  // A JSON answer opened in a browser can load and run nothing.
  expect(res.headers.get("content-security-policy"), what).toBe("default-src 'none';frame-ancestors 'none'");
};

describe("headers on answers that can carry a secret", () => {
  it("answers that can carry a secret or guest data are no-store and nosniff", async () => {
    const tenant = await call("POST", "/api/admin/tenants", {
      token: hotel.adminToken,
      body: { name: "Headers" },
    });
    secretAnswer("tenant with its merchant token", tenant, 201);
    const token: string = tenant.body.data.merchant_token;
    const p = await hotel.property(token, { timezone: "UTC" });
    const inv = new InventoryScript(hotel, token, p);
    const unit = await inv.unit({ name: "Headers" });
    const plan = await inv.ratePlan({ unit_ids: [unit.id] });

    const created = await call("POST", "/api/merchant/keys", {
      token,
      body: {
        name: "headers",
        environment: "sandbox",
        scopes: ["bookings:write", "bookings:read", "bookings:read:all", "webhooks:write"],
        property_ids: [p],
      },
    });
    secretAnswer("key with its text", created, 201);
    const key: string = created.body.secret;

    const webhook = await call("POST", "/api/v1/webhooks", {
      token: key,
      body: { url: "http://127.0.0.1:9/hook", events: ["booking.created"] },
    });
    secretAnswer("webhook with its secret", webhook, 201);
    expect(webhook.body.data.secret).toMatch(/^whsec_/);

    const booking = await booker(
      call,
      key,
    )({ unit_id: unit.id, rate_plan_id: plan, start_date: inDays(5), end_date: inDays(6) });
    secretAnswer("booking", booking, 201);
    secretAnswer(
      "booking read",
      await call("GET", `/api/v1/bookings/${booking.body.data.id}`, { token: key }),
      200,
    );

    secretAnswer("unknown route", await call("GET", "/api/v1/nowhere"), 404);
    secretAnswer(
      "booking read, path percent-encoded",
      await call("GET", `/api/%761/bookings/${booking.body.data.id}`, { token: key }),
      200,
    );
    secretAnswer("no key", await call("GET", "/api/v1/bookings"), 401);
    secretAnswer("merchant 404", await call("GET", "/api/merchant/keys/key_nope", { token }), 404);
  });
});

describe("headers on every other answer", () => {
  it("every other answer is nosniff too, including those written before fastify's hooks", async () => {
    for (const path of ["/health", "/nowhere"]) {
      const res = await call("GET", path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    // Broken percent-encoding: refused while routing (errors.ts frameworkErrors).
    const badUrl = await call("GET", "/api/v1/units/%ZZ");
    expect(badUrl.status).toBe(422);
    expect(badUrl.headers.get("x-content-type-options")).toBe("nosniff");
    expect(badUrl.headers.get("cache-control")).toBe("no-store");
    // Bytes Node's HTTP parser refuses (errors.ts clientErrorHandler).
    const raw = await rawAnswer(mesh.url, "GET /api/v1/properties HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(raw).toMatch(/^HTTP\/1\.1 422 /);
    expect(raw.toLowerCase()).toContain("x-content-type-options: nosniff\r\n");
    expect(raw.toLowerCase()).toContain("cache-control: no-store\r\n");
  });

  it("the docs page has a CSP that lets it load its scripts, styles and the document", async () => {
    for (const page of [`${mesh.url}/api/v1/docs`, `${mesh.url}/api/v1/docs/`]) {
      const res = await fetch(page);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      const html = await res.text();
      // script-src 'self' is enough: every script is a file of this origin, none inline.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1]);
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(scripts).not.toContain(undefined);
      const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      expect(styles.length).toBeGreaterThanOrEqual(1);
      expect(html).not.toMatch(/<style\b|\sstyle="|\son[a-z]+="/);
      for (const asset of [...(scripts as string[]), ...styles]) {
        const url = new URL(asset, page);
        expect(url.origin).toBe(new URL(mesh.url).origin);
        const got = await fetch(url);
        expect(got.status, url.pathname).toBe(200);
        expect(got.headers.get("content-type"), url.pathname).toMatch(
          asset.endsWith(".css") ? /^text\/css/ : /javascript/,
        );
        expect(got.headers.get("x-content-type-options"), url.pathname).toBe("nosniff");
        await got.arrayBuffer();
      }
    }
    // The document the initializer asks for (resolveUrl('./json')).
    const doc = await fetch(`${mesh.url}/api/v1/docs/json`);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
