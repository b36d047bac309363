import { API_VERSION } from "@reservations/sdk";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import type { TestMesh } from "../support/mesh.js";
import { launchChromium } from "./support/chromium.js";
import { type ConsoleHotel, consoleHotel, consoleMesh, OWNER } from "./support/console-hotel.js";
import { type ConsoleTab, go, openConsole, signIn } from "./support/console-page.js";

// The console's pricing in Chromium against the real mesh: the owner makes a private plan derived
// from Flexible with discounts for longer stays, then changes it on its own screen; partners see it
// only with its code. The availability calendar shows each date's lowest price (and shows without
// it when that read fails), and a booking made with the code shows it, and is marked a no-show on its
// arrival day, which frees its nights.

let mesh: TestMesh;
let call: Call;
let hotel: ConsoleHotel;
let browser: Browser;
let tab: ConsoleTab;
let page: Page;
let key: string;
let members: string;

let opened!: Promise<void>;
beforeAll(async () => {
  opened = (async () => {
    mesh = await consoleMesh();
    call = httpClient(mesh.url);
    hotel = await consoleHotel(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const issued = await call("POST", "/api/merchant/keys", {
      token: hotel.token,
      body: { name: "Booking engine", environment: "sandbox", scopes: ["rates:read", "bookings:write"] },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    key = issued.body.secret;
    browser = await launchChromium("The console pricing test");
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

/** Money as strings, as the console reads it. */
const NEWEST = { "api-version": API_VERSION };

/** The partner's /rates for two nights 20 days ahead, with `promoCode` when given. */
function partnerRates(promoCode?: string) {
  const code = promoCode === undefined ? "" : `&promo_code=${encodeURIComponent(promoCode)}`;
  return call("GET", `/api/v1/rates?from=${inDays(20)}&to=${inDays(22)}${code}`, {
    token: key,
    property: hotel.property,
    headers: NEWEST,
  });
}

/** The body a call the console makes sends, caught as the click that makes it. */
async function sent(match: (r: Request) => boolean, click: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest(match), click()]);
  const response = await request.response();
  return { body: request.postDataJSON(), status: response?.status() };
}

const ratePlansPath = () => `/api/merchant/properties/${hotel.property}/rate-plans`;

describe("the console's rate plan form: parent, discounts for longer stays, promo codes", () => {
  it("makes a private plan 10 % below Flexible, its restrictions too, with two discounts; no prices are asked", async () => {
    await opened;
    await page.getByRole("navigation").getByRole("link", { name: "Inventory" }).click();
    await page.getByText("New rate plan", { exact: true }).click();
    const form = page.getByRole("form", { name: "New rate plan" });
    await form.getByLabel("Plan name").fill("Members");
    await form.getByLabel("Garden Studio", { exact: true }).check();
    expect(await form.getByLabel("Its prices").count()).toBe(0);
    await form.getByLabel("Parent rate plan").selectOption({ label: "Flexible" });
    await form.getByLabel("Its prices").selectOption("percent");
    // The form drops its price fields on the next render, not within selectOption.
    await expect.poll(() => form.getByLabel("Nightly prices", { exact: true }).count()).toBe(0);
    await form.getByLabel("Percent on the parent's prices").fill("-10");
    await form.getByLabel("The parent's restrictions apply too").check();
    await form.getByRole("button", { name: "Add a discount" }).click();
    await form.getByRole("button", { name: "Add a discount" }).click();
    await form.getByLabel("Discount 1: nights at least").fill("3");
    await form.getByLabel("Discount 1: percent off").fill("10");
    await form.getByLabel("Discount 2: nights at least").fill("7");
    await form.getByLabel("Discount 2: percent off").fill("15");
    await form.getByLabel("Promo codes").fill("SUMMER, Vip ");
    const create = await sent(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === ratePlansPath(),
      () => form.getByRole("button", { name: "Create rate plan" }).click(),
    );
    expect(create.body).toMatchObject({
      name: "Members",
      unit_ids: [hotel.single],
      parent_rate_plan_id: hotel.plan,
      prices: [],
      derived: { adjustment: "percent", value: -10, inherit_restrictions: true },
      length_of_stay_discounts: [
        { min_nights: 3, percent: 10 },
        { min_nights: 7, percent: 15 },
      ],
      promo_codes: ["SUMMER", "Vip"],
    });
    expect(create.status).toBe(201);
    const row = page.getByRole("region", { name: "Rate plans" }).getByRole("row", { name: /Members/ });
    await expect
      .poll(() => row.textContent())
      .toContain("10 % below Flexible's prices, with its restrictions");
    expect(await row.textContent()).toContain("(private)");
    const plans = await call("GET", ratePlansPath(), { token: hotel.token, headers: NEWEST });
    const plan = plans.body.data.find((p: { name: string }) => p.name === "Members");
    members = plan.id;
    expect(plan).toMatchObject({
      derived: { adjustment: "percent", value: -10, inherit_restrictions: true },
      promo_codes: ["SUMMER", "Vip"],
    });
  });

  it("is left out of the partners' /rates without a code, and priced from Flexible with one", async () => {
    const without = await partnerRates();
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(without.body.data.map((e: { rate_plan_id: string }) => e.rate_plan_id)).not.toContain(members);
    const withCode = await partnerRates(" vip ");
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200);
    const entry = withCode.body.data.find((e: { rate_plan_id: string }) => e.rate_plan_id === members);
    // Flexible's 80.00 and 100.00, 10 % off.
    expect(entry.days[0].prices).toEqual([
      { adults: 1, price: "72.00" },
      { adults: 2, price: "90.00" },
    ]);
    expect((await partnerRates("WINTER")).body.error_code).toBe("PROMO_CODE_INVALID");
  });
});

describe("the console's rate plan screen: parent, discounts and promo codes changed in place", () => {
  it("changes the plan on its screen: an amount off, one discount, one code; a repeated discount is refused", async () => {
    await page.getByRole("link", { name: "Members" }).click();
    await page.getByRole("heading", { name: "Rate plan Members" }).waitFor();
    const pricing = page.getByRole("region", { name: "Parent, discounts and promo codes" });
    expect(await pricing.textContent()).toContain(
      "Longer stays: 3 nights or more, 10 % off; 7 nights or more, 15 % off.",
    );
    const form = pricing.getByRole("form", { name: "Parent, discounts and promo codes" });
    await form.getByLabel("Its prices").selectOption("amount");
    await form.getByLabel("Amount on the parent's prices").fill("-5.00");
    await form.getByLabel("Discount 2: nights at least").fill("3");
    await form.getByRole("button", { name: "Save pricing" }).click();
    await expect
      .poll(() => form.locator(".field-error").allTextContents())
      .toContain("each min_nights at most once");

    await form.getByRole("button", { name: "Remove discount 2" }).click();
    await form.getByLabel("Promo codes").fill("SUMMER");
    const patch = await sent(
      (r) => r.method() === "PATCH" && new URL(r.url()).pathname === `${ratePlansPath()}/${members}`,
      () => form.getByRole("button", { name: "Save pricing" }).click(),
    );
    expect(patch.body).toEqual({
      parent_rate_plan_id: hotel.plan,
      derived: { adjustment: "amount", value: "-5.00", inherit_restrictions: true },
      length_of_stay_discounts: [{ min_nights: 3, percent: 10 }],
      promo_codes: ["SUMMER"],
    });
    expect(patch.status).toBe(200);
    await expect
      .poll(() => pricing.locator("p").first().textContent())
      .toBe(
        "Prices: 5.00 EUR below Flexible's prices, with its restrictions. Longer stays: 3 nights or more, 10 % off. Private: partners see it only with a promo code (SUMMER).",
      );
    expect(tab.problems).toEqual([]);
  });
});

describe("the console's availability calendar: the lowest price of each arrival date", () => {
  it("shows, for one adult, the merchant calendar's price of every date, Members' 75.00 the lowest", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Availability" }).click();
    const calendar = page.getByRole("region", { name: "Availability calendar" });
    const prices = calendar.getByRole("row", { name: /^Lowest price, 1 adult/ });
    await expect.poll(() => prices.getByRole("cell").count()).toBe(30);
    const read = await call(
      "GET",
      `/api/merchant/properties/${hotel.property}/calendar?from=${inDays(0)}&to=${inDays(30)}&adults=1`,
      { token: hotel.token, headers: NEWEST },
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data[1]).toMatchObject({ nights: 1, total_price: "75.00", rate_plan_id: members });
    const shown = await prices.getByRole("cell").allTextContents();
    const expected = read.body.data.map((e: { date: string; total_price: string | null; nights: number }) =>
      e.total_price === null
        ? `—${e.date}: nothing on sale`
        : `${e.total_price}${e.date}: from ${e.total_price} EUR for 1 night`,
    );
    expect(shown).toEqual(expected);
  });
});

describe("the console's availability calendar without prices", () => {
  it("shows the units' nights and no price row when the price calendar cannot be read", async () => {
    const calendarCall = (url: URL) => url.pathname.endsWith("/calendar");
    await page.route(calendarCall, (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ message: "No such route.", error_code: "ROUTE_NOT_FOUND" }),
      }),
    );
    try {
      await go(page, "/bookings");
      await page.getByRole("navigation").getByRole("link", { name: "Availability" }).click();
      const calendar = page.getByRole("region", { name: "Availability calendar" });
      await expect.poll(() => calendar.getByRole("rowheader", { name: "Garden Studio" }).count()).toBe(1);
      expect(await calendar.getByRole("row", { name: /^Lowest price/ }).count()).toBe(0);
      expect(await page.getByRole("alert").count()).toBe(0);
    } finally {
      await page.unroute(calendarCall);
    }
  });
});

describe("the console's booking: its promo code, and a no-show on its arrival day", () => {
  it("shows the code a partner booked with, marks the booking a no-show with its fee, and frees its nights", async () => {
    const booked = await call("POST", "/api/v1/bookings", {
      token: key,
      property: hotel.property,
      headers: { ...NEWEST, "idempotency-key": crypto.randomUUID() },
      body: {
        unit_id: hotel.single,
        rate_plan_id: members,
        start_date: inDays(0),
        end_date: inDays(2),
        adults: 2,
        promo_code: " summer ",
        guest: { first_name: "Nora", last_name: "Absent", email: "nora@example.com" },
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.data.id;
    await go(page, `/bookings/${id}`);
    await page.getByRole("heading", { name: /Nora Absent/ }).waitFor();
    const facts = page.locator("dl.facts");
    expect(await facts.locator("dt:has-text('Promo code') + dd").textContent()).toBe("summer");
    await page.getByRole("button", { name: "No-show", exact: true }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: /Nora Absent/ }).textContent())
      .toContain("no-show");
    // Members has no cancellation policy: the fee is the first night, Flexible's 100.00 less 5.00.
    expect(await facts.locator("dt:has-text('No-show fee') + dd").textContent()).toBe("95.00 EUR");
    expect(await page.getByRole("button", { name: "No-show", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Cancel booking" }).count()).toBe(0);

    await page.getByRole("navigation").getByRole("link", { name: "Availability" }).click();
    const calendar = page.getByRole("region", { name: "Availability calendar" });
    await expect
      .poll(() => calendar.getByRole("cell", { name: `Garden Studio, ${inDays(0)}: free` }).count())
      .toBe(1);
    expect(tab.problems).toEqual([]);
  });
});
