import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createClient } from "@reservations/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SDK_ROOT } from "../scripts/build-sdk.js";
import { ROOT } from "../scripts/mesh.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { freePort } from "./support/net.js";
import { BOOKING_SCOPES } from "./support/scopes.js";
import { runScript, type ScriptPlace, startScript } from "./support/script.js";
import { type InstalledSdk, installedSdk, typeCheck } from "./support/sdk-package.js";

const SCOPES = [...BOOKING_SCOPES, "bookings:read:all", "webhooks:read", "webhooks:write"];

/** The code blocks of the README's "Quick start" section, in order, with their language. */
async function quickStart(): Promise<{ lang: string; code: string }[]> {
  const readme = await readFile(join(SDK_ROOT, "README.md"), "utf8");
  const section = /^## Quick start\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? "";
  return [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}

/** The SDK README's quick start, each of its programs run as written against the packed SDK and a mesh. */
describe("the SDK README's quick start", () => {
  let mesh: TestMesh;
  let sdk: InstalledSdk;
  let apiKey: string;
  let env: Record<string, string>;
  const place: ScriptPlace = { nodeArgs: [] };
  const programs: string[] = [];

  beforeAll(async () => {
    // The webhook snippet listens on loopback over http, which only a sandbox with this setting delivers to.
    // One after the other: building the SDK beside a mesh starting up slows its connections on a busy machine.
    mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
    sdk = await installedSdk();
    place.cwd = sdk.dir;
    const hotel = new HotelScript(httpClient(mesh.url), mesh.config.PLATFORM_ADMIN_TOKEN!);
    const tenant = await hotel.tenant("Quick start hotel");
    const property = await hotel.property(tenant.token, { timezone: "UTC" });
    const inv = new InventoryScript(hotel, tenant.token, property);
    const unit = await inv.unit({ name: "Double" });
    await inv.ratePlan({ unit_ids: [unit.id] });
    apiKey = (await hotel.key(tenant.token, { property_ids: [property], scopes: SCOPES })).secret;
    env = { RESERVATIONS_URL: mesh.url, RESERVATIONS_API_KEY: apiKey };
    const blocks = await quickStart();
    // Installing is what installedSdk did, with the packed tarball in the registry's place.
    expect(blocks.filter((b) => b.lang !== "ts")).toEqual([
      { lang: "sh", code: "npm install @reservations/sdk\n" },
    ]);
    for (const [i, block] of blocks.filter((b) => b.lang === "ts").entries()) {
      programs.push(`quick-start-${i + 1}.ts`);
      await writeFile(join(sdk.dir, programs[i]!), block.code);
    }
    expect(programs).toHaveLength(3);
  }, 120_000);
  afterAll(async () => {
    await sdk?.cleanup();
    await mesh?.stop();
  });

  it("type-checks as written, strict, with Node.js's typings", async () => {
    const compilerOptions = {
      module: "nodenext",
      target: "es2022",
      strict: true,
      noEmit: true,
      types: ["node"],
      typeRoots: [join(ROOT, "node_modules/@types")],
    };
    await writeFile(
      join(sdk.dir, "tsconfig.readme.json"),
      JSON.stringify({ compilerOptions, files: programs }),
    );
    expect(await typeCheck(sdk.dir, "tsconfig.readme.json")).toEqual({ code: 0, output: "" });
  });

  it("books a stay with a hold, confirms it, adds a night, then lists its versions and the key's bookings", async () => {
    const run = await runScript(programs[0]!, env, [], place);
    expect(run.code, run.output).toBe(0);
    const lines = run.output.split("\n");
    const id = /^Held (bkg_\w+) until \S+$/.exec(lines[0]!)?.[1];
    expect(id, run.output).toBeDefined();
    const until = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
    expect(lines.slice(1)).toEqual([
      `Booked ${id}: confirmed, 200.00 EUR`,
      `Changed ${id}: until ${until}, 300.00 EUR`,
      "version 1: create",
      "version 2: confirm",
      "version 3: change",
      `${id} confirmed`,
    ]);
  });

  it("verifies a webhook the platform sends, and refuses one it did not sign", async () => {
    const port = await freePort();
    const client = createClient({ baseUrl: mesh.url, apiKey });
    const subscription = await client.webhooks.create({
      url: `http://127.0.0.1:${port}/webhooks`,
      events: ["booking.*"],
    });
    const receiver = startScript(
      programs[1]!,
      { WEBHOOK_SECRET: subscription.secret, PORT: String(port) },
      [],
      place,
    );
    try {
      const tested = await eventually("the receiver to answer", async () => {
        const answer = await client.webhooks.test(subscription.id);
        return answer.delivered ? answer : undefined;
      });
      expect(tested.status_code).toBe(204);
      await receiver.line(new RegExp(`^Verified ${tested.event_id}: webhook\\.test$`));
      const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, { method: "POST", body: "{}" });
      expect(forged.status).toBe(401);
      await receiver.line(/^Refused: /);
    } finally {
      receiver.child.kill("SIGTERM");
      await receiver.exited;
    }
  });

  it("reads the feed to the present, then from its cursor only what came after", async () => {
    const first = await runScript(programs[2]!, env, [], place);
    expect(first.code, first.output).toBe(0);
    const lines = first.output.split("\n");
    expect(lines.filter((l) => / booking\.created /.test(l)).length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((l) => / booking\.confirmed /.test(l)).length).toBeGreaterThanOrEqual(1);
    const cursor = /^Next time, start from (\S+)$/.exec(lines.at(-1)!)?.[1];
    expect(cursor, first.output).toBeDefined();
    const again = await runScript(programs[2]!, { ...env, FEED_CURSOR: cursor! }, [], place);
    expect(again.output).toBe(`Next time, start from ${cursor}`);
  });
});
