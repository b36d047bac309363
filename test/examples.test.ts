import { cp } from "node:fs/promises";
import { join } from "node:path";
import { createClient } from "@reservations/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../scripts/mesh.js";
import { guest } from "./support/booking.js";
import { testConfig } from "./support/config.js";
import { eventually, HotelScript } from "./support/hotel.js";
import { httpClient } from "./support/http.js";
import { InventoryScript, stayFor } from "./support/inventory.js";
import { startTestMesh, type TestMesh } from "./support/mesh.js";
import { freePort } from "./support/net.js";
import { BOOKING_SCOPES } from "./support/scopes.js";
import { type RunningScript, runScript, type ScriptPlace, startScript } from "./support/script.js";
import { type InstalledSdk, installedSdk } from "./support/sdk-package.js";

const SCOPES = [...BOOKING_SCOPES, "bookings:read:all", "webhooks:read", "webhooks:write"];

const EXAMPLES = ["book-a-stay.ts", "webhook-receiver.ts", "follow-events.ts"];

/*
 * examples/, run as a partner would run them: copied into a folder where the packed SDK is installed
 * with npm (never the workspace's source), and run there by Node.js as TypeScript.
 */
let mesh: TestMesh;
let sdk: InstalledSdk;
let apiKey: string;
let receiver: RunningScript | undefined;
let place: ScriptPlace;
let stay: ReturnType<typeof stayFor>;

beforeAll(async () => {
  // The receiver listens on loopback over http, which only a sandbox with this setting delivers to.
  // One after the other: building the SDK beside a mesh starting up slows its connections on a busy machine.
  mesh = await startTestMesh({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }) });
  sdk = await installedSdk();
  for (const file of EXAMPLES) await cp(join(ROOT, "examples", file), join(sdk.dir, file));
  place = { cwd: sdk.dir, nodeArgs: [] };
  const hotel = new HotelScript(httpClient(mesh.url), mesh.config.PLATFORM_ADMIN_TOKEN!);
  const tenant = await hotel.tenant("Examples hotel");
  const property = await hotel.property(tenant.token, { timezone: "UTC" });
  const inv = new InventoryScript(hotel, tenant.token, property);
  const unit = await inv.unit({
    name: "Doubles",
    kind: "room_type",
    rooms: [{ name: "1" }, { name: "2" }],
  });
  stay = stayFor(await inv.ratePlan({ unit_ids: [unit.id] }), unit.id, 60);
  apiKey = (await hotel.key(tenant.token, { property_ids: [property], scopes: SCOPES })).secret;
}, 120_000);
afterAll(async () => {
  if (receiver?.child.exitCode === null) receiver.child.kill("SIGKILL");
  await sdk?.cleanup();
  await mesh?.stop();
});

describe("examples: book-a-stay and the webhook receiver", () => {
  it("book-a-stay books and confirms a stay; the webhook receiver verifies and prints its events", async () => {
    const client = createClient({ baseUrl: mesh.url, apiKey });
    const port = await freePort();
    const subscription = await client.webhooks.create({
      url: `http://127.0.0.1:${port}/webhooks`,
      events: ["booking.*"],
    });
    receiver = startScript(
      "webhook-receiver.ts",
      { WEBHOOK_SECRET: subscription.secret, PORT: String(port) },
      [],
      place,
    );
    await receiver.line(/^listening on http:\/\/127\.0\.0\.1:\d+$/);

    const run = await runScript("book-a-stay.ts", { BASE_URL: mesh.url, API_KEY: apiKey }, [], place);
    expect(run.code, run.output).toBe(0);
    const id = /^Booked (bkg_\w+): confirmed, 200\.00 EUR$/m.exec(run.output)?.[1];
    expect(id, run.output).toBeDefined();
    expect(run.output).toMatch(/^Quote: unit \S+, plan \S+, 200\.00 EUR$/m);
    expect(run.output).toMatch(new RegExp(`^Held ${id} until \\S+$`, "m"));
    expect(run.output).not.toContain(apiKey);
    expect(await client.bookings.get(id!)).toMatchObject({ status: "confirmed", total_price: "200.00" });

    for (const type of ["booking.created", "booking.confirmed"]) {
      await receiver.line(new RegExp(`^event \\S+ ${type.replace(".", "\\.")} .*"${id}"`));
    }
    // What the receiver answered, as the platform recorded it.
    const deliveries = await eventually("both deliveries to succeed", async () => {
      const page = await client.webhooks.deliveries(subscription.id);
      const done = page.data.filter((d) => d.status === "succeeded");
      return done.length >= 2 ? done : undefined;
    });
    expect(deliveries.map((d) => d.attempts.map((a) => a.status_code))).toEqual([[204], [204]]);

    // A delivery signed with another secret, or not at all, is refused with 401.
    const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": "evt_forged",
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": "v1,c2lnbmVkIHdpdGggYW5vdGhlciBzZWNyZXQ=",
      },
      body: JSON.stringify({ type: "booking.cancelled", timestamp: new Date().toISOString(), data: {} }),
    });
    expect(forged.status).toBe(401);
    await receiver.line(/^rejected evt_forged: /);
    const unsigned = await fetch(`http://127.0.0.1:${port}/webhooks`, { method: "POST", body: "{}" });
    expect(unsigned.status).toBe(401);
    expect(receiver.lines.join("\n")).not.toContain(subscription.secret);

    receiver.child.kill("SIGTERM");
    expect(await receiver.exited).toBe(0);
  });

  it("book-a-stay exits 2 without a key and 1 with the API's refusal of a wrong one", async () => {
    const none = await runScript("book-a-stay.ts", { BASE_URL: mesh.url, API_KEY: "" }, [], place);
    expect(none.code).toBe(2);
    expect(none.output).toContain("Set API_KEY");
    const wrong = await runScript(
      "book-a-stay.ts",
      { BASE_URL: mesh.url, API_KEY: "rk_sandbox_nope" },
      [],
      place,
    );
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("The API answered 401 APIKEY_INVALID");
  });
});

describe("examples: follow-events", () => {
  it("follow-events prints each event as it happens, and on SIGTERM the cursor a later run goes on from", async () => {
    const env = { BASE_URL: mesh.url, API_KEY: apiKey, INTERVAL_MS: "100" };
    const follower = startScript("follow-events.ts", env, [], place);
    await follower.line(/^following the feed from the oldest event kept$/);
    const client = createClient({ baseUrl: mesh.url, apiKey });
    const hold = await client.bookings.create({ ...stay, guest, hold_minutes: 10 });
    await follower.line(new RegExp(`^event evt_\\S+ booking\\.created .*"${hold.id}"`));
    await client.bookings.confirm(hold.id);
    await follower.line(new RegExp(`^event evt_\\S+ booking\\.confirmed .*"${hold.id}"`));
    follower.child.kill("SIGTERM");
    expect(await follower.exited).toBe(0);
    const cursor = (await follower.line(/^stopped; resume with CURSOR=(\S+)$/))[1]!;
    expect(follower.lines.join("\n")).not.toContain(apiKey);

    await client.bookings.cancel(hold.id);
    const later = startScript("follow-events.ts", { ...env, CURSOR: cursor }, [], place);
    await later.line(new RegExp(`^event evt_\\S+ booking\\.cancelled .*"${hold.id}"`));
    later.child.kill("SIGTERM");
    expect(await later.exited).toBe(0);
    const seen = later.lines.filter((l) => l.startsWith("event "));
    expect(seen.map((l) => l.split(" ")[2])).toEqual(["booking.cancelled"]);
  });
});
