import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import type { TestMesh } from "../support/mesh.js";
import { launchChromium } from "./support/chromium.js";
import {
  acceptInvite,
  type ConsoleHotel,
  consoleHotel,
  consoleMesh,
  OWNER,
  VIEWER,
} from "./support/console-hotel.js";
import { type ConsoleTab, csrfOf, fetchInPage, go, openConsole, signIn } from "./support/console-page.js";

// People, roles and the audit trail in the hotel console, in Chromium against the real mesh: the
// owner invites a viewer on the Staff screen; the viewer signs in, finds nothing to change, and the
// API refuses their write; a write without the CSRF header is refused; the owner renames the viewer,
// changes their role (their session ends) and deactivates them; the audit trail shows who did what.

let mesh: TestMesh;
let call: Call;
let hotel: ConsoleHotel;
let browser: Browser;
let tab: ConsoleTab;
let page: Page;
let viewer: ConsoleTab;
const state: { keyId?: string; bookingId?: string } = {};

let opened!: Promise<void>;
beforeAll(async () => {
  opened = (async () => {
    mesh = await consoleMesh();
    call = httpClient(mesh.url);
    hotel = await consoleHotel(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    // A key and a booking the hotel's scripts made, for the viewer to look at.
    const key = await call("POST", "/api/merchant/keys", {
      token: hotel.token,
      body: { name: "Channel manager", environment: "sandbox", scopes: ["bookings:read"] },
    });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    state.keyId = key.body.data.id;
    state.bookingId = await bookedStay();
    browser = await launchChromium("The console staff test");
    tab = await openConsole(browser, mesh.url);
    page = tab.page;
    await signIn(page, OWNER);
  })();
  await opened.catch(() => {});
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await mesh?.stop();
});

async function bookedStay(): Promise<string> {
  const booked = await call("POST", `/api/merchant/properties/${hotel.property}/bookings`, {
    token: hotel.token,
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
  return booked.body.data.id;
}

describe("the hotel console: people and roles", () => {
  it("the owner invites a viewer on the Staff screen and reads the invitation once", async () => {
    await opened;
    await page.getByRole("navigation").getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { name: "Invite someone" }).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(VIEWER.email);
    await page.getByLabel("Name", { exact: true }).fill(VIEWER.name);
    await page.getByLabel("Role", { exact: true }).selectOption("viewer");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    const text = page.getByLabel("Invitation token");
    await text.waitFor();
    const invitation = await text.inputValue();
    expect(invitation).toMatch(/^inv_/);
    expect(await page.getByText("it is shown only now").count()).toBe(1);
    await page.getByRole("button", { name: "Done" }).click();
    expect(await page.content()).not.toContain(invitation);
    const row = page.getByRole("row", { name: new RegExp(VIEWER.email) });
    await expect.poll(() => row.textContent()).toContain("invited");
    await acceptInvite(call, invitation, VIEWER);
  });

  it("signs the viewer in; they find no button that changes anything, and see their role", async () => {
    viewer = await openConsole(browser, mesh.url);
    await signIn(viewer.page, VIEWER);
    expect(await viewer.page.locator("header").textContent()).toContain(`${VIEWER.name} · viewer`);
    for (const path of [
      "/keys",
      `/keys/${state.keyId}`,
      "/staff",
      "/inventory",
      `/bookings/${state.bookingId}`,
    ]) {
      await go(viewer.page, path);
      const buttons = (await viewer.page.getByRole("button").allTextContents()).map((t) => t.trim());
      expect(
        buttons.filter((b) => !["Sign out", "Refresh", "Load more"].includes(b)),
        path,
      ).toEqual([]);
    }
    expect(await viewer.page.getByRole("heading", { name: "Invite someone" }).count()).toBe(0);
  });

  it("answers a viewer's write made with their cookie and CSRF token 403 STAFF_ROLE_INSUFFICIENT", async () => {
    const body = { name: "Sneaky", environment: "sandbox", scopes: ["properties:read"] };
    const refused = await fetchInPage(viewer.page, "POST", "/api/merchant/keys", {
      body,
      headers: { "x-csrf-token": await csrfOf(viewer.page) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: "STAFF_ROLE_INSUFFICIENT", required_role: "manager" });
  });

  it("refuses a console write that lacks the X-CSRF-Token header with 403 CSRF_TOKEN_INVALID", async () => {
    const body = { name: "Forged", environment: "sandbox", scopes: ["properties:read"] };
    const forged = await fetchInPage(page, "POST", "/api/merchant/keys", { body });
    expect(forged.status).toBe(403);
    expect(forged.body.error_code).toBe("CSRF_TOKEN_INVALID");
    const wrong = await fetchInPage(page, "POST", "/api/merchant/keys", {
      body,
      headers: { "x-csrf-token": await csrfOf(viewer.page) },
    });
    expect(wrong.body.error_code).toBe("CSRF_TOKEN_INVALID");
    const keys = await fetchInPage(page, "GET", "/api/merchant/keys");
    expect((keys.body.data as { name: string }[]).map((k) => k.name)).not.toContain("Forged");
  });

  it("renames the viewer and makes them a manager, which ends their session; then deactivates them", async () => {
    await go(page, "/staff");
    const row = page.getByRole("row", { name: new RegExp(VIEWER.email) });
    await row.getByLabel(`Name of ${VIEWER.email}`).fill("Victor Front Desk");
    await row.getByRole("button", { name: /^Rename/ }).click();
    const named = async () => {
      const people = (await fetchInPage(page, "GET", "/api/merchant/staff")).body.data as {
        email: string;
        name: string;
      }[];
      return people.find((p) => p.email === VIEWER.email)?.name;
    };
    await expect.poll(named).toBe("Victor Front Desk");
    await row.getByLabel(`Role of ${VIEWER.email}`).selectOption("manager");
    await expect.poll(() => row.getByLabel(`Role of ${VIEWER.email}`).inputValue()).toBe("manager");
    // The viewer's next call finds their session ended, and their console asks for the sign-in again.
    await go(viewer.page, "/keys");
    await viewer.page.getByRole("button", { name: "Sign in" }).waitFor();
    await row.getByRole("button", { name: /^Deactivate/ }).click();
    await expect.poll(() => row.textContent()).toContain("deactivated");
    expect(await row.getByRole("button").count()).toBe(0);
    await viewer.page.getByLabel("Email").fill(VIEWER.email);
    await viewer.page.getByLabel("Password").fill(VIEWER.password);
    await viewer.page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => viewer.page.getByRole("alert").textContent())
      .toContain("STAFF_CREDENTIALS_INVALID");
    await viewer.context.close();
  });
});

describe("the hotel console: the audit trail and signing out", () => {
  it("shows who did what in the audit trail, newest first, by person and by action", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Audit" }).click();
    const trail = page.getByRole("region", { name: "Audit trail" });
    const rows = trail.locator("tbody tr");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(10);
    const actions = await trail.locator("tbody tr td:nth-child(3)").allTextContents();
    for (const a of ["property.create", "key.create", "staff.invite", "staff.update", "staff.deactivate"])
      expect(actions).toContain(a);
    expect(actions.indexOf("staff.deactivate")).toBeLessThan(actions.indexOf("staff.invite"));
    expect(actions.indexOf("staff.invite")).toBeLessThan(actions.indexOf("key.create"));

    await page.getByLabel("Person").selectOption({ label: OWNER.email });
    await page.getByLabel("Action").fill("staff.update");
    await page.getByRole("button", { name: "Filter" }).click();
    // The rename and the change of role, on the person named as they are now (their id in the tooltip).
    const update = expect.stringContaining(`${OWNER.email}staff.updatestaff Victor Front Desk`);
    await expect.poll(() => rows.allTextContents()).toEqual([update, update]);
    expect(await rows.first().locator("td").nth(3).getAttribute("title")).toMatch(/^stf_/);

    await page.getByLabel("Person").selectOption({ label: "The merchant token" });
    await page.getByLabel("Action").fill("key.create");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => rows.textContent()).toContain(`merchant tokenkey.createkey ${state.keyId}`);
    expect(await rows.count()).toBe(1);
    await page.getByLabel("Action").fill("staff.invite");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => page.getByText("Nothing in the audit trail for this filter.").count()).toBe(1);
  });

  it("signs out with the session ended at once: a reload asks for the sign-in", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect((await fetchInPage(page, "GET", "/api/merchant/session")).status).toBe(401);
    await page.reload();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(tab.problems).toEqual([]);
  });
});
