import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, httpClient } from "../support/http.js";
import type { TestMesh } from "../support/mesh.js";
import { launchChromium } from "./support/chromium.js";
import { acceptInvite, consoleHotel, consoleMesh, OWNER } from "./support/console-hotel.js";
import { type ConsoleTab, openConsole, signIn } from "./support/console-page.js";

// A person of two hotels in the hotel console, in Chromium against the real mesh: with one hotel the
// header has no hotel menu; invited to a second, they accept with their own password, sign in, and
// the header's Hotel menu moves the session there and shows that hotel's properties.

let mesh: TestMesh;
let call: Call;
let browser: Browser;
let tab: ConsoleTab;
let page: Page;
let harbour: { id: string; token: string };

let opened!: Promise<void>;
beforeAll(async () => {
  opened = (async () => {
    mesh = await consoleMesh();
    call = httpClient(mesh.url);
    await consoleHotel(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const made = await call("POST", "/api/admin/tenants", {
      token: mesh.config.PLATFORM_ADMIN_TOKEN!,
      body: { name: "Harbour hotel" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    harbour = { id: made.body.data.id, token: made.body.data.merchant_token };
    const property = await call("POST", "/api/merchant/properties", {
      token: harbour.token,
      body: { name: "Harbour House", currency: "EUR", timezone: "UTC" },
    });
    expect(property.status, JSON.stringify(property.body)).toBe(201);
    browser = await launchChromium("The console hotels test");
    tab = await openConsole(browser, mesh.url);
    page = tab.page;
  })();
  await opened.catch(() => {});
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await mesh?.stop();
});

const hotelMenu = () => page.getByLabel("Hotel", { exact: true });
const propertyMenu = () => page.getByLabel("Property", { exact: true });

describe("console: a person of several hotels", () => {
  it("shows no hotel menu to a person of one hotel", async () => {
    await opened;
    await signIn(page, OWNER);
    await expect.poll(() => propertyMenu().locator("option").allTextContents()).toEqual(["Seaside"]);
    expect(await hotelMenu().count()).toBe(0);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
  });

  it("switches hotels from the header: the session moves and the screens show the other hotel's data", async () => {
    await opened;
    const invited = await call("POST", "/api/merchant/staff", {
      token: harbour.token,
      body: { email: OWNER.email, name: OWNER.name, role: "manager" },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    await acceptInvite(call, invited.body.invite_token, OWNER);

    await signIn(page, OWNER);
    await expect
      .poll(() => hotelMenu().locator("option").allTextContents())
      .toEqual(["Console hotel", "Harbour hotel"]);
    const before = (await tab.context.cookies()).find((c) => c.name.endsWith("rsv_session"))?.value;
    await hotelMenu().selectOption({ label: "Harbour hotel" });
    await expect.poll(() => propertyMenu().locator("option").allTextContents()).toEqual(["Harbour House"]);
    expect(await hotelMenu().inputValue()).toBe(harbour.id);
    await expect.poll(() => page.locator(".who").first().textContent()).toContain("manager");
    const after = (await tab.context.cookies()).find((c) => c.name.endsWith("rsv_session"))?.value;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    // A reload keeps the session in the hotel chosen.
    await page.reload();
    await expect.poll(() => propertyMenu().locator("option").allTextContents()).toEqual(["Harbour House"]);
    expect(await hotelMenu().inputValue()).toBe(harbour.id);
    expect(tab.problems).toEqual([]);
  });
});
