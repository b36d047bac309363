import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/mesh.js";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import type { TestMesh } from "../support/mesh.js";
import { launchChromium } from "./support/chromium.js";
import {
  type ConsoleHotel,
  consoleHotel,
  consoleMesh,
  invited,
  OWNER,
  type Person,
  VIEWER,
} from "./support/console-hotel.js";
import { type ConsoleTab, go, openConsole, seriousViolations, signIn } from "./support/console-page.js";

// Every screen of the hotel console in Chromium: axe-core finds no serious or critical violation,
// a viewer finds no button that changes anything, a 375 px phone needs no sideways scrolling, and the
// keyboard reaches the navigation with a visible focus. Each main screen's screenshot shows its
// heading; the shots are thrown away, or kept in docs/console/ with UPDATE_SCREENSHOTS=1 (the README
// shows them).

let mesh: TestMesh;
let call: Call;
let hotel: ConsoleHotel;
let browser: Browser;
const paths: string[] = [];

/** Buttons a viewer may see: moving around, reading more, signing out. */
const READ_ONLY = new Set([
  "Sign out",
  "Load more",
  "Refresh",
  "Search",
  "Filter",
  "Previous 30 nights",
  "Next 30 nights",
]);

let opened!: Promise<void>;
beforeAll(async () => {
  opened = (async () => {
    mesh = await consoleMesh();
    call = httpClient(mesh.url);
    hotel = await consoleHotel(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    await invited(mesh.url, call, VIEWER, "viewer");
    paths.push(...(await screensData()));
    browser = await launchChromium("The console screens test");
  })();
  await opened.catch(() => {});
}, 90_000);

/** A booking, a key with a few calls in its log, the rate plan's terms; the paths of every screen. */
async function screensData(): Promise<string[]> {
  const as = { token: hotel.token };
  const p = `/api/merchant/properties/${hotel.property}`;
  const booked = await call("POST", `${p}/bookings`, {
    ...as,
    body: {
      unit_id: hotel.single,
      rate_plan_id: hotel.plan,
      start_date: inDays(2),
      end_date: inDays(4),
      adults: 2,
      guest: { first_name: "Nora", last_name: "Front", email: "nora@example.com" },
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const key = await call("POST", "/api/merchant/keys", {
    ...as,
    body: { name: "Channel manager", environment: "sandbox", scopes: ["availability:read", "bookings:read"] },
  });
  await otherKeys(as);
  // A few calls with the key, for its request log.
  for (const path of ["/api/v1/bookings", "/api/v1/bookings?limit=5", "/api/v1/bookings/bkg_unknown"])
    await call("GET", path, { token: key.body.secret, property: hotel.property });
  const plan = `${p}/rate-plans/${hotel.plan}`;
  const terms = [
    call("PUT", `${plan}/restrictions`, { ...as, body: { from: inDays(5), to: inDays(6), stop_sell: true } }),
    call("PUT", `${plan}/restrictions`, {
      ...as,
      body: { from: inDays(12), to: inDays(14), min_stay_arrival: 2, closed_to_departure: true },
    }),
    call("PATCH", p, {
      ...as,
      body: { taxes: [{ name: "City tax", kind: "per_person_night", amount: 2.5, included: false }] },
    }),
    call("PATCH", plan, {
      ...as,
      body: {
        cancellation_policy: { free_until_hours: 48, penalty: "first_night" },
        child_prices: [{ max_age: 12, nightly_price: 25 }],
      },
    }),
  ];
  for (const answer of await Promise.all(terms)) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const subs = await call("GET", "/api/merchant/webhooks", as);
  return [
    "/keys",
    `/keys/${key.body.data.id}`,
    "/webhooks",
    `/webhooks/${subs.body.data[0].id}`,
    "/inventory",
    `/inventory/rate-plans/${hotel.plan}`,
    "/availability",
    "/bookings",
    `/bookings/${booked.body.data.id}`,
    "/groups",
    `/groups/${hotel.group}`,
    "/staff",
    "/audit",
  ];
}

/** Keys in the other states, for the keys screen the README shows. */
async function otherKeys(as: { token: string }): Promise<void> {
  const made = async (body: Record<string, unknown>) => {
    const key = await call("POST", "/api/merchant/keys", {
      ...as,
      body: { environment: "sandbox", ...body },
    });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    return key.body.data.id as string;
  };
  const paused = await made({
    name: "Partner site",
    scopes: ["properties:read", "rates:read", "bookings:write"],
    property_ids: [hotel.property],
    requests_per_minute: 120,
    max_live_holds: 5,
    expires_on: inDays(90),
  });
  expect((await call("POST", `/api/merchant/keys/${paused}/pause`, as)).status).toBe(200);
  const old = await made({ name: "Old booking widget", scopes: ["availability:read"] });
  expect((await call("POST", `/api/merchant/keys/${old}/revoke`, as)).status).toBe(200);
}

afterAll(async () => {
  await browser?.close();
  await mesh?.stop();
});

async function signedIn(
  person: Person = OWNER,
  viewport?: { width: number; height: number },
): Promise<ConsoleTab> {
  const tab = await openConsole(browser, mesh.url, viewport);
  await signIn(tab.page, person);
  return tab;
}

describe("the console's screens", () => {
  it("shows every screen to axe-core without a serious or critical violation", async () => {
    await opened;
    const { page, context, problems } = await signedIn();
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await go(page, path);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    const signInPage = await seriousViolations(page);
    if (signInPage.length > 0) found["/ (sign-in)"] = signInPage;
    expect(found).toEqual({});
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it("shows a viewer no button that changes anything, on any screen", async () => {
    await opened;
    const { page, context } = await signedIn(VIEWER);
    const writes: Record<string, string[]> = {};
    for (const path of paths) {
      await go(page, path);
      const names = (await page.getByRole("button").allTextContents()).map((t) => t.trim());
      const extra = names.filter((n) => !READ_ONLY.has(n));
      if (extra.length > 0) writes[path] = extra;
    }
    expect(writes).toEqual({});
    await context.close();
  }, 90_000);

  it("fits a 375 px phone without sideways scrolling, and takes the keyboard with a visible focus", async () => {
    await opened;
    const { page, context } = await signedIn(OWNER, { width: 375, height: 740 });
    const wide: Record<string, number> = {};
    for (const path of paths) {
      await go(page, path);
      const width = (await page.evaluate("document.documentElement.scrollWidth")) as number;
      if (width > 375) wide[path] = width;
    }
    expect(wide).toEqual({});
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const focused = (await page.evaluate(
      "(() => { const e = document.activeElement; const s = getComputedStyle(e); return { text: e.textContent, outline: s.outlineStyle, width: parseFloat(s.outlineWidth) }; })()",
    )) as { text: string; outline: string; width: number };
    expect(focused.outline).not.toBe("none");
    expect(focused.width).toBeGreaterThanOrEqual(2);
    await context.close();
  }, 90_000);

  it("shows each main screen's heading in its screenshot: a PNG of the window's width, of more than one colour", async () => {
    await opened;
    const keep = Boolean(process.env.UPDATE_SCREENSHOTS);
    const out = keep ? join(ROOT, "docs/console") : mkdtempSync(join(tmpdir(), "console-shots-"));
    mkdirSync(out, { recursive: true });
    const shots: [string, string, RegExp][] = [
      ["keys", paths[0]!, /^Keys$/],
      ["key", paths[1]!, /Channel manager/],
      ["webhook", paths[3]!, /^https?:\/\//],
      ["inventory", paths[4]!, /^Inventory$/],
      ["rate-plan", paths[5]!, /^Rate plan \S/],
      ["availability", paths[6]!, /^Availability$/],
      ["bookings", paths[7]!, /^Bookings$/],
      ["group", paths[10]!, /\S/],
      ["staff", paths[11]!, /^Staff$/],
      ["audit", paths[12]!, /^Audit$/],
    ];
    try {
      const { page, context } = await signedIn();
      for (const [name, path, heading] of shots) {
        await go(page, path);
        expect((await page.locator("main h1").first().textContent())?.trim(), name).toMatch(heading);
        // The long screens show their top; a short one ends below its content, not at the window's foot.
        const long = ["inventory", "rate-plan"].includes(name);
        const bottom = (await page.evaluate(
          "document.querySelector('main').getBoundingClientRect().bottom",
        )) as number;
        const clip = { x: 0, y: 0, width: 1280, height: Math.ceil(Math.max(bottom, 400)) };
        const png = await page.screenshot({
          path: join(out, `${name}.png`),
          ...(long ? {} : bottom < 860 ? { clip } : { fullPage: true }),
        });
        expectScreenshot(png, 1280, name);
      }
      await context.close();
      const phone = await signedIn(OWNER, { width: 375, height: 740 });
      await go(phone.page, "/keys");
      expectScreenshot(await phone.page.screenshot({ path: join(out, "keys-phone.png") }), 375, "keys-phone");
      await phone.context.close();
      const first = await openConsole(browser, mesh.url);
      // The form renders once the console's script has run, which a loaded machine makes later.
      await first.page.getByRole("button", { name: "Sign in" }).waitFor();
      await expect(first.page.getByRole("button", { name: "Sign in" }).count()).resolves.toBe(1);
      expectScreenshot(await first.page.screenshot({ path: join(out, "sign-in.png") }), 1280, "sign-in");
      await first.context.close();
    } finally {
      if (!keep) rmSync(out, { recursive: true, force: true });
    }
  }, 90_000);
});

/** A PNG `width` pixels wide whose pixels are not all one colour (a screen drawn, not a blank page). */
function expectScreenshot(png: Buffer, width: number, name: string): void {
  expect(png.subarray(1, 4).toString("latin1"), name).toBe("PNG");
  expect(png.readUInt32BE(16), name).toBe(width);
  // A blank page compresses to a few hundred bytes; a screen with text and lines takes thousands.
  expect(png.length, name).toBeGreaterThan(5000);
}
