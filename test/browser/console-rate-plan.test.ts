import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, httpClient } from "../support/http.js";
import { inDays } from "../support/inventory.js";
import type { TestMesh } from "../support/mesh.js";
import { launchChromium } from "./support/chromium.js";
import { type ConsoleHotel, consoleHotel, consoleMesh, OWNER } from "./support/console-hotel.js";
import { type ConsoleTab, go, openConsole, signIn } from "./support/console-page.js";

// The rate plan screen in Chromium against the real mesh: the owner sets restrictions over a range
// picked on the calendar or typed, a tax, a check-in time, a cancellation policy, child prices and
// a unit's children; the partner API then refuses the stays the restrictions close and quotes the
// tax, the policy and the child's price. A 422 shows beside the field it names.

let mesh: TestMesh;
let call: Call;
let hotel: ConsoleHotel;
let browser: Browser;
let tab: ConsoleTab;
let page: Page;
let key: string;

let opened!: Promise<void>;
beforeAll(async () => {
  opened = (async () => {
    mesh = await consoleMesh();
    call = httpClient(mesh.url);
    hotel = await consoleHotel(call, mesh.config.PLATFORM_ADMIN_TOKEN!);
    const issued = await call("POST", "/api/merchant/keys", {
      token: hotel.token,
      body: { name: "Booking engine", environment: "sandbox", scopes: ["rates:read"] },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    key = issued.body.secret;
    browser = await launchChromium("The console rate plan test");
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

/** A partner's quote for the Garden Studio under the hotel's plan. */
const quote = (from: number, nights: number, more: Record<string, unknown> = {}) =>
  call("POST", "/api/v1/quote", {
    token: key,
    property: hotel.property,
    body: {
      unit_id: hotel.single,
      rate_plan_id: hotel.plan,
      start_date: inDays(from),
      end_date: inDays(from + nights),
      adults: 2,
      ...more,
    },
  });

/** The text beside a field: its 422 message. */
const besideField = (label: string) =>
  page.locator(".field", { has: page.getByLabel(label, { exact: true }) }).locator(".field-error");

describe("the console's rate plan screen: restrictions", () => {
  it("opens from Inventory, with 30 days of the plan's restrictions on a calendar, none set yet", async () => {
    await opened;
    await page.getByRole("navigation").getByRole("link", { name: "Inventory" }).click();
    await page.getByRole("link", { name: "Flexible" }).click();
    await page.getByRole("heading", { name: "Rate plan Flexible" }).waitFor();
    const calendar = page.getByRole("region", { name: "Restrictions calendar" });
    await expect.poll(() => calendar.getByRole("button").count()).toBe(30);
    expect(await calendar.getByRole("button", { name: /no restrictions$/ }).count()).toBe(30);
  });

  it("shows a wrong range's 422 beside To", async () => {
    await page.getByLabel("From", { exact: true }).fill(inDays(10));
    await page.getByLabel("To", { exact: true }).fill(inDays(8));
    await page.getByLabel("Stop sell").selectOption("yes");
    await page.getByRole("button", { name: "Set restrictions" }).click();
    await expect.poll(() => besideField("To").textContent()).toBe("must not be before from");
  });

  it("sets a stop-sell on two days picked on the calendar; the partner API then refuses a stay over them and sells the next", async () => {
    const calendar = page.getByRole("region", { name: "Restrictions calendar" });
    await calendar.getByRole("button", { name: new RegExp(`^${inDays(5)}:`) }).click();
    await calendar.getByRole("button", { name: new RegExp(`^${inDays(6)}:`) }).click();
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe(inDays(5));
    expect(await page.getByLabel("To", { exact: true }).inputValue()).toBe(inDays(6));
    await page.getByRole("button", { name: "Set restrictions" }).click();
    await expect
      .poll(() => page.getByText(`Saved on 2 dates, ${inDays(5)} to ${inDays(6)}.`).count())
      .toBe(1);
    await expect
      .poll(() => calendar.getByRole("button", { name: `${inDays(5)}: stop sell` }).count())
      .toBe(1);
    expect(await calendar.getByRole("button", { name: `${inDays(6)}: stop sell` }).count()).toBe(1);
    expect(await calendar.getByRole("button", { name: `${inDays(7)}: no restrictions` }).count()).toBe(1);

    const refused = await quote(4, 2);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ error_code: "RATE_PLAN_STOP_SELL", dates: [inDays(5)] });
    // Leaving on a stop-sell day is no night of it.
    expect((await quote(3, 2)).status).toBe(200);
    expect((await quote(7, 2)).status).toBe(200);
  });

  it("sets a minimum stay on arrival on typed dates and shows it per day; a shorter stay arriving then is refused", async () => {
    await page.getByLabel("From", { exact: true }).fill(inDays(12));
    await page.getByLabel("To", { exact: true }).fill(inDays(13));
    await page.getByLabel("Stop sell").selectOption("");
    await page.getByLabel("Minimum stay on arrival", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Set restrictions" }).click();
    const calendar = page.getByRole("region", { name: "Restrictions calendar" });
    await expect
      .poll(() => calendar.getByRole("button", { name: `${inDays(12)}: minimum stay on arrival 3` }).count())
      .toBe(1);
    const read = await call(
      "GET",
      `/api/merchant/properties/${hotel.property}/rate-plans/${hotel.plan}/restrictions?from=${inDays(11)}&to=${inDays(13)}`,
      { token: hotel.token },
    );
    expect(read.body.data).toEqual([
      { date: inDays(11) },
      { date: inDays(12), min_stay_arrival: 3 },
      { date: inDays(13), min_stay_arrival: 3 },
    ]);
    const short = await quote(12, 2);
    expect(short.body).toMatchObject({ error_code: "RATE_PLAN_MIN_STAY", min_stay: 3, nights: 2 });
    expect((await quote(12, 3)).status).toBe(200);
  });
});

describe("the console's rate plan screen: taxes, check-in, cancellation and children", () => {
  it("adds a city tax per person per night; a percentage over 100 is refused beside Amount; the quote carries the tax", async () => {
    await page.getByLabel("Tax name").fill("VAT");
    await page.getByLabel("Kind").selectOption("percent");
    await page.getByLabel("Amount", { exact: true }).fill("120");
    await page.getByRole("button", { name: "Add tax" }).click();
    await expect.poll(() => besideField("Amount").textContent()).toBe("a percentage must be at most 100");
    await page.getByLabel("Tax name").fill("City tax");
    await page.getByLabel("Kind").selectOption("per_person_night");
    await page.getByLabel("Amount", { exact: true }).fill("2.5");
    await page.getByRole("button", { name: "Add tax" }).click();
    const taxes = page.getByRole("region", { name: "Taxes and fees" });
    await expect.poll(() => taxes.getByRole("row", { name: /City tax/ }).textContent()).toContain("added");
    expect(await besideField("Amount").count()).toBe(0);

    const quoted = await quote(7, 2);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    // Two nights of 100 for two adults, and 2.50 per person per night added.
    expect(quoted.body.data).toMatchObject({
      taxes: [{ name: "City tax", amount: 10, included: false }],
      total_price: 210,
    });
  });

  it("sets the check-in time that free cancellation is counted back from", async () => {
    await page.getByLabel("Check-in time", { exact: true }).fill("14:00");
    await page.getByRole("button", { name: "Save check-in time" }).click();
    await expect
      .poll(async () => (await quote(7, 2)).body.data?.free_cancellation_until)
      .toBe(`${inDays(7)}T14:00:00Z`);
  });

  it("sets a cancellation policy (a missing percent is refused beside Percent) and child prices; the quote carries both", async () => {
    await page.getByLabel("Free until (hours before check-in)").fill("24");
    await page.getByLabel("After that, the guest pays").selectOption("percent");
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect
      .poll(() => besideField("Percent (for a percent of the stay)").textContent())
      .toBe("is required for penalty percent");
    await page.getByLabel("Percent (for a percent of the stay)").fill("50");
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect
      .poll(() => page.getByRole("region", { name: "Cancellation policy" }).textContent())
      .toContain("Free until 24 hours before check-in; after that, 50 % of the stay.");
    await page.getByLabel("Child price bands").fill("5: 0, 12: 25");
    await page.getByRole("button", { name: "Save child prices" }).click();
    // Typed as whole numbers, shown as the API writes amounts.
    await expect.poll(() => page.getByText("Each night, by age up to: 5: 0.00, 12: 25.00.").count()).toBe(1);

    // The studio takes no child until Inventory says it does.
    expect((await quote(7, 2, { children: [8] })).body.error_code).toBe("OCCUPANCY_OUT_OF_BOUNDS");
    await go(page, "/inventory");
    await page.getByLabel("Children at most in Garden Studio").fill("2");
    await page.getByRole("button", { name: "Save children of Garden Studio" }).click();
    await expect.poll(async () => (await quote(7, 2, { children: [8] })).status).toBe(200);
    const quoted = (await quote(7, 2, { children: [8] })).body.data;
    expect(quoted.cancellation_policy).toEqual({ free_until_hours: 24, penalty: "percent", percent: 50 });
    // Each night: 100 for the adults and 25 for the child; the city tax counts three people.
    expect(quoted.nightly.map((n: { price: number }) => n.price)).toEqual([125, 125]);
    expect(quoted.taxes).toEqual([{ name: "City tax", amount: 15, included: false }]);
    expect(quoted.total_price).toBe(265);
    expect(tab.problems).toEqual([]);
  });
});
