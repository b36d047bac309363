import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_CSP } from "../services/gateway/src/plugins/console.js";
import { testConfig } from "./support/config.js";
import { builtConsole } from "./support/console.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";

/** The gateway serves the hotel console at /console: built, hashed files under a strict CSP, the app's page for every path below it. */
let mesh: TestMesh;
let unbuilt: TestMesh;
beforeAll(async () => {
  const { dir } = await builtConsole();
  mesh = await startTestMesh({ config: testConfig({ CONSOLE_DIR: dir }) });
  unbuilt = await startTestMesh({ config: testConfig({ CONSOLE_DIR: `${dir}-missing` }) });
}, 60_000);
afterAll(async () => {
  await mesh?.stop();
  await unbuilt?.stop();
});

const get = (path: string, headers: Record<string, string> = {}, base = mesh.url) =>
  fetch(`${base}${path}`, { headers });

describe("the console's files", () => {
  it("answers its page at /console and at any path below it, with no inline script and the console's CSP", async () => {
    for (const path of ["/console", "/console/", "/console/keys", "/console/bookings/bkg_1?x=1"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toBe(CONSOLE_CSP);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      expect(scripts[0]![0]).toMatch(/src="\/console\/console-[A-Z0-9]{8}\.js"/);
      expect(scripts[0]![1]).toBe("");
      expect(html).not.toMatch(/<style|style=/);
    }
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain("unsafe");
  });

  it("sends the hashed script compressed when the browser takes it, to be kept for good", async () => {
    const { build } = await builtConsole();
    const script = build.files.find((f) => f.name.endsWith(".js"))!;
    const br = await get(`/console/${script.name}`, { "accept-encoding": "br, gzip" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers.get("content-length"))).toBe(script.brotli);
    const plain = await get(`/console/${script.name}`, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.arrayBuffer()).byteLength).toBe(script.bytes);
  });

  it("leaves the API's answers as they are", async () => {
    const res = await get("/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_code: string }).error_code).toBe("ROUTE_NOT_FOUND");
    expect(res.headers.get("content-security-policy")).not.toBe(CONSOLE_CSP);
  });

  it("is not served when it was not built: /console is an unknown path", async () => {
    const res = await get("/console", {}, unbuilt.url);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_code: string }).error_code).toBe("ROUTE_NOT_FOUND");
  });
});
