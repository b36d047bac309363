import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import type { TestMesh } from "../support/mesh.js";
import { launchChromium } from "./support/chromium.js";
import { type ConsoleHotel, consoleHotel, consoleMesh, OWNER } from "./support/console-hotel.js";
import { type ConsoleTab, go, openConsole } from "./support/console-page.js";

// The hotel console in Chromium against the real mesh, as a hotel's owner uses it: sign in with the
// password chosen on accepting the operator's invitation, issue a key with two scopes and read its
// text once, book with that key from outside, find the call in the key's log and the booking in the
// calendar and the bookings list, revoke and void the key after reading the preview, which cancels
// the booking. People, roles and the audit trail are in console-staff.test.ts.

const SCRIPT_BUDGET = 250 * 1024;
const GUEST = { first_name: "Ines", last_name: "Calendar", email: "ines@example.com" };

let mesh: TestMesh;
let call: Call;
let hotel: ConsoleHotel;
let browser: Browser;
let tab: ConsoleTab;
let page: Page;
const state: { keyId?: string; secret?: string; bookingId?: string } = {};

let opened!: Promise<void>;
beforeAll(async () => {
  opened = (async () => {
    mesh = await consoleMesh();
    call = httpClient(mesh.url);
    hotel = await consoleHotel(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    browser = await launchChromium("The console test");
  })();
  await opened.catch(() => {});
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await mesh?.stop();
});

describe("the hotel console: signing in", () => {
  it("opens the sign-in page with at most 250 KB of compressed script, nothing refused by its CSP", async () => {
    await opened;
    let scriptBytes = 0;
    const counted: Promise<void>[] = [];
    const context = await browser.newContext();
    const first = await context.newPage();
    first.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      counted.push(
        request.sizes().then((s) => {
          scriptBytes += s.responseBodySize + s.responseHeadersSize;
        }),
      );
    });
    const errors: string[] = [];
    const asked: number[] = [];
    // Nobody is signed in yet: the console's question who is answers 401, which Chromium reports.
    first.on("response", (r) => r.url().endsWith("/api/merchant/session") && asked.push(r.status()));
    first.on("console", (m) => {
      const probe = m.location().url.endsWith("/api/merchant/session") && m.text().includes("401");
      if (m.type() === "error" && !probe) errors.push(m.text());
    });
    await first.goto(`${mesh.url}/console/`);
    await first.getByRole("button", { name: "Sign in" }).waitFor();
    await Promise.all(counted);
    expect(scriptBytes).toBeGreaterThan(1000);
    expect(scriptBytes).toBeLessThanOrEqual(SCRIPT_BUDGET);
    expect(await first.getByLabel("Email").count()).toBe(1);
    expect(await first.getByLabel("Password").count()).toBe(1);
    expect(errors).toEqual([]);
    expect(asked).toEqual([401]);
    await context.close();
  });

  it("refuses a wrong password with the API's message, then signs in and shows the eight sections", async () => {
    await opened;
    tab = await openConsole(browser, mesh.url);
    page = tab.page;
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("The email or the password is wrong. (STAFF_CREDENTIALS_INVALID)");
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const nav = page.getByRole("navigation");
    await nav.waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Keys",
      "Webhooks",
      "Inventory",
      "Availability",
      "Bookings",
      "Groups",
      "Staff",
      "Audit",
    ]);
    expect(await page.locator("header").textContent()).toContain(`${OWNER.name} · owner`);
    const cookies = await tab.context.cookies();
    expect(cookies.find((c) => c.name === "rsv_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
    });
  });

  it("keeps the session over a reload: the console asks the API who is signed in", async () => {
    await page.reload();
    await page.getByRole("navigation").waitFor();
    expect(await page.locator("header").textContent()).toContain(`${OWNER.name} · owner`);
    expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0);
  });
});

describe("the hotel console: issuing a key and reading its log", () => {
  it("offers exactly the eight partner scopes, shows a 422 next to its field, and shows the issued key's text once", async () => {
    await page.getByRole("button", { name: "Issue key" }).click();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Issue" }) });
    const scopes = await form
      .getByRole("checkbox")
      .evaluateAll((boxes) =>
        boxes
          .filter((b) => b.getAttribute("name") === "scope")
          .map((b) => b.parentElement?.textContent?.trim()),
      );
    expect(scopes).toEqual([
      "properties:read",
      "units:read",
      "availability:read",
      "rates:read",
      "bookings:read",
      "bookings:read:all",
      "bookings:write",
      "bookings:cancel",
    ]);
    expect(await form.textContent()).not.toMatch(/webhooks:|housekeeping:/);
    // The console issues keys in the newest API version unless another is chosen.
    expect(await form.getByLabel("API version").inputValue()).toBe("2026-12-15");
    await form.getByLabel("Name", { exact: true }).fill("Booking engine");
    await form.getByRole("button", { name: "Issue", exact: true }).click();
    // No scope chosen: the API's field error shows beside the scopes.
    await expect.poll(() => form.locator("#scope-errors").textContent()).toBeTruthy();
    await form.getByRole("checkbox", { name: "bookings:read", exact: true }).check();
    await form.getByRole("checkbox", { name: "bookings:write", exact: true }).check();
    await form.getByRole("button", { name: "Issue", exact: true }).click();
    const text = page.getByLabel("Key", { exact: true });
    await text.waitFor();
    state.secret = await text.inputValue();
    expect(state.secret).toMatch(/^rk_sandbox_[A-Za-z0-9]{20,}$/);
    expect(await page.getByText("only time the key is shown").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Copy" }).count()).toBe(1);
    await page.getByRole("button", { name: "Done" }).click();
    expect(await page.content()).not.toContain(state.secret);
    const link = page.getByRole("link", { name: "Booking engine" });
    state.keyId = (await link.getAttribute("href"))!.split("/").pop();
    const row = await page.getByRole("row", { name: /Booking engine/ }).textContent();
    expect(row).toContain("active");
    expect(row).toContain("2026-12-15");
  });

  it("sees the booking made with that key in the key's log, with its UTC time, status, path and duration", async () => {
    const made = await call("POST", "/api/v1/bookings", {
      token: state.secret!,
      property: hotel.property,
      headers: { "idempotency-key": randomUUID() },
      body: {
        unit_id: hotel.single,
        rate_plan_id: hotel.plan,
        start_date: inDays(3),
        end_date: inDays(5),
        adults: 2,
        guest: GUEST,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    state.bookingId = made.body.data.id;
    expect(
      (await call("GET", "/api/v1/bookings/bkg_missing", { token: state.secret!, property: hotel.property }))
        .status,
    ).toBe(404);
    await page.getByRole("link", { name: "Booking engine" }).click();
    await page.getByRole("heading", { name: /Booking engine/ }).waitFor();
    const log = page.getByRole("region", { name: "Request log" });
    const created = log.getByRole("row", { name: /POST.*\/api\/v1\/bookings/ });
    const refreshed = async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      await page.locator("[role=status].loading").waitFor({ state: "detached" });
      return created.count();
    };
    await expect.poll(refreshed, { timeout: 10_000 }).toBe(1);
    expect(await created.textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC201POST\/api\/v1\/bookings[\d.]+ ms/,
    );
    await page.getByLabel("Status", { exact: true }).selectOption("4xx");
    await expect.poll(() => created.count()).toBe(0);
    // The log is written in batches: the 404's entry may come a moment after the 201's.
    const missing = log.getByRole("row", { name: /GET.*\/api\/v1\/bookings\/bkg_missing/ });
    await expect
      .poll(
        async () => {
          await page.getByRole("button", { name: "Refresh" }).click();
          await page.locator("[role=status].loading").waitFor({ state: "detached" });
          return missing.count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await missing.textContent()).toContain("404");
  }, 60_000);
});

describe("the hotel console: the booking in the calendar and the list, then the key voided", () => {
  it("shows the booking in the calendar, held or booked, and a click there opens it", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Availability" }).click();
    const cell = page.getByRole("link", {
      name: new RegExp(`Garden Studio, ${inDays(3)}: (booked|held), Ines Calendar`),
    });
    await cell.waitFor();
    expect(await page.getByRole("link", { name: new RegExp(`Garden Studio, ${inDays(4)}: `) }).count()).toBe(
      1,
    );
    expect(
      await page.getByRole("cell", { name: new RegExp(`Garden Studio, ${inDays(5)}: free`) }).count(),
    ).toBe(1);
    expect(
      await page.getByRole("cell", { name: new RegExp(`Doubles · 104, ${inDays(6)}: blocked`) }).count(),
    ).toBe(1);
    await cell.click();
    await page.getByRole("heading", { name: /Ines Calendar/ }).waitFor();
    expect(await page.getByText(state.bookingId!).count()).toBeGreaterThan(0);
  });

  it("finds the booking in the bookings list by the guest's name", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Bookings" }).click();
    await page.getByLabel("Guest name").fill("calendar");
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.getByRole("region", { name: "Bookings" }).getByRole("row", { name: /Ines Calendar/ });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.textContent()).toContain(`${inDays(3)} → ${inDays(5)}`);
  });

  it("names the booking's unit in its row of the bookings list, its id only in the tooltip", async () => {
    await go(page, "/bookings");
    await page.getByLabel("Guest name").fill("calendar");
    await page.getByRole("button", { name: "Search" }).click();
    const table = page.getByRole("region", { name: "Bookings" });
    const row = table.getByRole("row", { name: /Ines Calendar/ });
    await expect.poll(() => row.count()).toBe(1);
    const unit = row.getByRole("cell").nth(3);
    expect(await table.getByRole("columnheader").nth(3).textContent()).toBe("Unit");
    await expect.poll(() => unit.textContent()).toBe("Garden Studio");
    expect(await unit.getAttribute("title")).toBe(hotel.single);
    expect(await row.textContent()).not.toContain(hotel.single);
  });

  it("moves the key to another API version from its settings", async () => {
    await go(page, `/keys/${state.keyId}`);
    await page.getByRole("button", { name: "Edit settings" }).click();
    const form = page.getByRole("form", { name: "Edit settings" });
    expect(await form.getByLabel("API version").inputValue()).toBe("2026-12-15");
    await form.getByLabel("API version").selectOption("2026-11-21");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.locator("dl.facts").textContent()).toContain("API version2026-11-21");
    const key = await call("GET", `/api/merchant/keys/${state.keyId}`, { token: hotel.token });
    expect(key.body.data.api_version).toBe("2026-11-21");
  });

  it("revokes and voids the key after showing what it voids; the booking is then cancelled", async () => {
    await go(page, `/keys/${state.keyId}`);
    await page.getByRole("button", { name: "Revoke and void", exact: true }).click();
    const confirm = page.getByRole("button", { name: "Confirm revoke and void" });
    await page.getByLabel("Bookings made since").fill(inDays(1));
    await expect.poll(() => page.locator(".preview").textContent()).toContain("0 bookings");
    await page.getByLabel("Bookings made since").fill(inDays(-1));
    await expect
      .poll(() => page.locator(".preview").textContent())
      .toMatch(/void 1 bookings, 2 nights, in 1 properties/);
    expect(await confirm.count()).toBe(1);
    await confirm.click();
    await expect
      .poll(() => page.getByRole("heading", { name: /Booking engine/ }).textContent())
      .toContain("revoked");
    const booking = await call(
      "GET",
      `/api/merchant/properties/${hotel.property}/bookings/${state.bookingId}`,
      { token: hotel.token },
    );
    expect(booking.body.data).toMatchObject({ status: "cancelled", cancellation_reason: "voided" });
    expect(await page.getByRole("button", { name: /^(Pause|Resume|Revoke|Revoke and void)$/ }).count()).toBe(
      0,
    );
    expect(tab.problems).toEqual([]);
  });
});
