import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SDK_ROOT } from "../scripts/build-sdk.js";
import { testConfig } from "./support/config.js";
import { HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { BOOKING_SCOPES } from "./support/scopes.js";
import { type InstalledSdk, installedSdk, machineNode20, NODE_24, typeCheck } from "./support/sdk-package.js";

const run = promisify(execFile);
// housekeeping:read for a subscription (to unit.*) that leaves the listing to the key's own bookings.
const SCOPES = [...BOOKING_SCOPES, "housekeeping:read", "webhooks:read", "webhooks:write"];

/** The SDK as a partner installs it: packed, installed with npm outside the workspace, run on Node.js 20 and 24. */
describe("the SDK's package", () => {
  let mesh: TestMesh;
  let sdk: InstalledSdk;
  let hotel: HotelScript;
  let tenant: { id: string; token: string };
  let property: string;
  let inv: InventoryScript;

  beforeAll(async () => {
    // The consumer's receiver listens on loopback over http, which only a sandbox with this setting delivers to.
    // One after the other: building the SDK beside a mesh starting up slows its connections on a busy machine.
    mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
    sdk = await installedSdk();
    hotel = new HotelScript(httpClient(mesh.url), mesh.config.PLATFORM_ADMIN_TOKEN!);
    tenant = await hotel.tenant("Package hotel");
    property = await hotel.property(tenant.token, { timezone: "UTC" });
    inv = new InventoryScript(hotel, tenant.token, property);
    await cp(join(import.meta.dirname, "sdk-consumer"), sdk.dir, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await sdk?.cleanup();
    await mesh?.stop();
  });

  it("ships the built files, the README, the CHANGELOG and the license, with exports for import and require", async () => {
    const { stdout } = await run("tar", ["tzf", sdk.tarball]);
    const files = stdout.split("\n").filter(Boolean).sort();
    for (const file of [
      "README.md",
      "CHANGELOG.md",
      "LICENSE",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/cjs/index.js",
    ])
      expect(files).toContain(`package/${file}`);
    expect(files.filter((f) => f.startsWith("package/src/"))).toEqual([]);
    const manifest = JSON.parse(
      await readFile(join(sdk.dir, "node_modules/@reservations/sdk/package.json"), "utf8"),
    );
    expect(manifest).toMatchObject({
      name: "@reservations/sdk",
      version: expect.stringMatching(/^0\.\d+\.\d+$/),
      license: "MIT",
      engines: { node: ">=20" },
    });
    // No repository field: the package names no location that does not exist.
    expect(manifest.repository).toBeUndefined();
    expect(manifest.private).toBeUndefined();
    expect(manifest.exports["."]).toEqual({
      import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
      require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
    });
    expect(Object.keys(manifest.dependencies)).toEqual(["standardwebhooks"]);
  });

  it.each([
    ["20", 30],
    ["24", 60],
  ])("books, confirms, lists across pages and verifies a webhook on Node.js %s", async (major, startDays) => {
    const node = major === "20" ? await machineNode20() : NODE_24;
    expect(node, "no Node.js 20 on this machine outside the workspace (/usr/bin/node)").toBeDefined();
    const unit = await inv.unit({ name: `Room for Node ${major}` });
    const plan = await inv.ratePlan({ unit_ids: [unit.id] });
    const key = await hotel.key(tenant.token, { property_ids: [property], scopes: SCOPES });
    const { stdout } = await run(node!, ["run.mjs"], {
      cwd: sdk.dir,
      env: {
        PATH: process.env.PATH,
        BASE_URL: mesh.url,
        API_KEY: key.secret,
        UNIT_ID: unit.id,
        RATE_PLAN_ID: plan,
        START_DAYS: String(startDays),
      },
    });
    const out = JSON.parse(stdout);
    expect(out.node).toMatch(new RegExp(`^v${major}\\.`));
    expect(out.userAgent).toMatch(new RegExp(`^reservations-sdk/0\\.\\d+\\.\\d+ node/${major}\\.`));
    expect(out.hold).toMatchObject({ status: "pending", is_hold: true });
    expect(out.confirmed).toEqual({ id: out.hold.id, status: "confirmed" });
    expect(out.made).toHaveLength(5);
    // Newest first, across three pages of two.
    expect(out.listed).toEqual([...out.made].reverse());
    expect(out.webhook).toEqual({ status_code: 204, verified: "webhook.test" });
    expect(out.required).toEqual({ id: out.hold.id, status: "confirmed", notFound: "function" });
  });

  it("packs itself: pnpm pack in packages/sdk, with nothing built, ships the code it builds first", async () => {
    await rm(join(SDK_ROOT, "dist"), { recursive: true, force: true });
    const out = await mkdtemp(join(tmpdir(), "sdk-pack-"));
    try {
      await run("pnpm", ["pack", "--pack-destination", out], { cwd: SDK_ROOT });
      const tarball = join(out, (await readdir(out)).find((f) => f.endsWith(".tgz"))!);
      const files = (await run("tar", ["-tzf", tarball])).stdout.split("\n");
      for (const file of ["dist/index.js", "dist/index.d.ts", "dist/cjs/index.js", "dist/cjs/index.d.ts"])
        expect(files).toContain(`package/${file}`);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it("type-checks a consumer's file under moduleResolution node16 (import and require) and bundler", async () => {
    for (const project of ["tsconfig.node16.json", "tsconfig.bundler.json"]) {
      const { code, output } = await typeCheck(sdk.dir, project);
      expect(output, project).toBe("");
      expect(code, project).toBe(0);
    }
  });
});
