import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  VIEWER,
} from "./support/console-hotel.js";
import { type ConsoleTab, go, openConsole, seriousViolations, signIn } from "./support/console-page.js";

// Change stay in the hotel console, in Chromium against the real mesh: the owner opens a two-night
// booking of a studio, quotes one more night, reads the quote (dates, nights, total, difference),
// applies it, and the booking shows the longer stay and its total; a night dropped after free
// cancellation carries a fee the owner waives; a viewer finds no such form.

let mesh: TestMesh;
let call: Call;
let hotel: ConsoleHotel;
let browser: Browser;
let tab: ConsoleTab;
let page: Page;
const ids: { longer?: string; shorter?: string } = {};

let opened!: Promise<void>;
beforeAll(async () => {
  opened = (async () => {
    mesh = await consoleMesh();
    call = httpClient(mesh.url);
    hotel = await consoleHotel(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    await invited(mesh.url, call, VIEWER, "viewer");
    const studios = await studiosPlan();
    ids.longer = await booked(studios.plan, hotel.single, 2, "Longer");
    ids.shorter = await booked(studios.plan, studios.sea, 3, "Shorter");
    browser = await launchChromium("The console change stay test");
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

const propertyPath = () => `/api/merchant/properties/${hotel.property}`;

/**
 * A second single studio beside the Garden Studio, and a plan that sells both at 100 a night for two
 * whose free cancellation ends 30 days before arrival: a night dropped now costs the first night.
 */
async function studiosPlan(): Promise<{ plan: string; sea: string }> {
  const unit = await call("POST", `${propertyPath()}/units`, {
    token: hotel.token,
    body: { name: "Sea Studio", kind: "single", max_adults: 2 },
  });
  expect(unit.status, JSON.stringify(unit.body)).toBe(201);
  const plan = await call("POST", `${propertyPath()}/rate-plans`, {
    token: hotel.token,
    body: {
      name: "Studios",
      sales_channels: ["api"],
      active: true,
      unit_ids: [hotel.single, unit.body.data.id],
      prices: [
        { adults: 1, nightly_price: 80 },
        { adults: 2, nightly_price: 100 },
      ],
      cancellation_policy: { free_until_hours: 720, penalty: "first_night" },
    },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  return { plan: plan.body.data.id, sea: unit.body.data.id };
}

/** A booking of `unit` for two adults, `nights` nights from three days ahead, for guest "Marta `name`". */
async function booked(plan: string, unit: string, nights: number, name: string): Promise<string> {
  const made = await call("POST", `${propertyPath()}/bookings`, {
    token: hotel.token,
    body: {
      unit_id: unit,
      rate_plan_id: plan,
      start_date: inDays(3),
      end_date: inDays(3 + nights),
      adults: 2,
      guest: { first_name: "Marta", last_name: name, email: `${name.toLowerCase()}@example.com` },
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.data).toMatchObject({ nights, total_price: nights * 100, status: "confirmed" });
  return made.body.data.id;
}

/** The booking as the hotel's API reads it. */
const bookingOf = async (id: string | undefined) =>
  (await call("GET", `${propertyPath()}/bookings/${id}`, { token: hotel.token })).body.data;

/** The text of a row of the quote's table, by its heading. */
const quoteRow = (name: string) =>
  page.getByRole("region", { name: "Booked and quoted stay" }).getByRole("row", { name });

/** What the booking's facts say beside `term`. */
const fact = (term: string) => page.locator(`.facts dt:text-is("${term}") + dd`).first().textContent();

describe("the console's Change stay", () => {
  it("the owner quotes one more night, reads the quote, applies it, and the booking shows the longer stay", async () => {
    await opened;
    await go(page, "/bookings");
    await page.getByRole("link", { name: "Marta Longer" }).click();
    await page.getByRole("heading", { name: "Change stay" }).waitFor();
    // The units come with a read of their own, after the form shows.
    const unitSelect = page.getByLabel("Unit", { exact: true });
    await unitSelect.locator("option", { hasText: "Sea Studio" }).waitFor({ state: "attached" });
    const units = await unitSelect.locator("option").allTextContents();
    expect(units).toEqual(expect.arrayContaining(["Garden Studio", "Sea Studio"]));

    await page.getByLabel("Departure", { exact: true }).fill(inDays(6));
    await page.getByRole("button", { name: "Quote change" }).click();
    await quoteRow("Nights").waitFor();
    expect(await quoteRow("Dates").textContent()).toBe(
      `Dates${inDays(3)} → ${inDays(5)}${inDays(3)} → ${inDays(6)}`,
    );
    expect(await quoteRow("Nights").textContent()).toBe("Nights23");
    expect(await quoteRow("Unit").textContent()).toBe("UnitGarden StudioGarden Studio");
    expect(await quoteRow("Total").textContent()).toBe("Total200.00 EUR300.00 EUR");
    expect(await fact("Price difference")).toBe("+100.00 EUR");
    expect(await fact("Change fee")).toBe("0.00 EUR");
    expect(await fact("Total after the change")).toBe("300.00 EUR");
    expect(await fact("Quote held until")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    // Adding nights drops none, so there is no fee to waive.
    expect(await page.getByLabel("Waive change fee").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Apply change" }).click();
    await expect.poll(() => fact("Stay")).toBe(`${inDays(3)} → ${inDays(6)}, 3 nights, 2 adults`);
    expect(await fact("Price")).toMatch(/^300\.00 EUR, [\d.]+ EUR due /);
    expect(await page.getByRole("button", { name: "Apply change" }).count()).toBe(0);
    expect(await page.getByLabel("Departure", { exact: true }).inputValue()).toBe(inDays(6));

    expect(await bookingOf(ids.longer)).toMatchObject({ end_date: inDays(6), nights: 3, total_price: 300 });
    await go(page, "/bookings");
    await expect
      .poll(() => page.getByRole("row", { name: /Marta Longer/ }).textContent())
      .toContain(`${inDays(3)} → ${inDays(6)} (3 n)`);
    expect(tab.problems).toEqual([]);
  });

  it("a night dropped after free cancellation carries a fee; waived, the booking costs the quoted stay alone", async () => {
    await go(page, `/bookings/${ids.shorter}`);
    await page.getByLabel("Departure", { exact: true }).fill(inDays(5));
    await page.getByRole("button", { name: "Quote change" }).click();
    await quoteRow("Nights").waitFor();
    expect(await quoteRow("Nights").textContent()).toBe("Nights32");
    expect(await quoteRow("Unit").textContent()).toBe("UnitSea StudioSea Studio");
    expect(await fact("Price difference")).toBe("-100.00 EUR");
    expect(await fact("Change fee")).toBe("100.00 EUR");
    expect(await fact("Total after the change")).toBe("300.00 EUR");
    await page.getByLabel("Waive change fee").check();
    expect(await fact("Change fee")).toBe("100.00 EUR (waived)");
    expect(await fact("Total after the change")).toBe("200.00 EUR");

    await page.getByRole("button", { name: "Apply change" }).click();
    await expect.poll(() => fact("Stay")).toBe(`${inDays(3)} → ${inDays(5)}, 2 nights, 2 adults`);
    expect(await fact("Price")).toMatch(/^200\.00 EUR, [\d.]+ EUR due /);
    expect(await bookingOf(ids.shorter)).toMatchObject({ end_date: inDays(5), nights: 2, total_price: 200 });
    expect(tab.problems).toEqual([]);
  });

  it("shows a viewer the booking without the Change stay form", async () => {
    const viewer = await openConsole(browser, mesh.url);
    await signIn(viewer.page, VIEWER);
    await go(viewer.page, `/bookings/${ids.longer}`);
    await viewer.page.getByRole("heading", { name: "Marta Longer" }).waitFor();
    expect(await viewer.page.getByRole("heading", { name: "Change stay" }).count()).toBe(0);
    expect(await viewer.page.getByRole("button", { name: "Quote change" }).count()).toBe(0);
    await viewer.context.close();
  });
});
