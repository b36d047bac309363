import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient } from "../support/http.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";

// The docs page in a real browser: Debian's Chromium, headless, opens /api/v1/docs as a
// partner would and finds the partner API first, every partner operation, and the booking calls'
// error codes once an operation is opened. Nothing here is skipped: without Chromium it fails.

const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const RENDER_MS = 20_000;

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
type Doc = Record<string, any>;

describe("the docs page in Chromium", () => {
  let mesh: TestMesh;
  let browser: Browser;
  let page: Page;
  let doc: Doc;
  const problems: string[] = [];

  /** Opens the page; a failure (Chromium missing, say) fails every test with its message, none is skipped. */
  let opened!: Promise<void>;
  const open = async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `The docs page test needs Chromium at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (.ci/run does).`,
      );
    }
    mesh = await startTestMesh();
    doc = (await httpClient(mesh.url)("GET", "/api/v1/openapi.json")).body;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
    page = await browser.newPage();
    // Anything the page's CSP refuses, or a script error, shows here.
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (err) => problems.push(err.message));
    await page.goto(`${mesh.url}/api/v1/docs`);
    await page.waitForSelector(".opblock-tag-section", { timeout: RENDER_MS });
  };
  beforeAll(async () => {
    opened = open();
    await opened.catch(() => {});
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await mesh?.stop();
  });

  const partnerOperations = (): { id: string; tag: string }[] =>
    Object.entries<Doc>(doc.paths)
      .filter(([path]) => path.startsWith("/api/v1/"))
      .flatMap(([, methods]) =>
        Object.values<Doc>(methods).map((op) => ({
          id: op.operationId as string,
          tag: op.tags[0] as string,
        })),
      );

  it("is titled with the product's name and shows no framework top bar or logo", async () => {
    await opened;
    expect(await page.title()).toBe("Reservations partner API");
    expect(await page.locator(".info .title").textContent()).toContain("Reservations partner API");
    expect(await page.locator(".topbar").count()).toBe(0);
    expect(await page.locator("img[alt*='Swagger' i], .topbar-wrapper .link").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("shows the partner API before the merchant and operator sections", async () => {
    await opened;
    const tags = await page
      .locator(".opblock-tag")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-tag")));
    const partnerTags = new Set(partnerOperations().map((o) => o.tag));
    expect(tags.slice(0, partnerTags.size).sort()).toEqual([...partnerTags].sort());
    const merchant = tags.findIndex((t) => t?.startsWith("merchant"));
    const operator = tags.indexOf("operator");
    expect(merchant).toBeGreaterThan(partnerTags.size - 1);
    expect(operator).toBeGreaterThan(merchant);
  });

  it("renders every partner operation, the booking calls among them", async () => {
    await opened;
    const ops = partnerOperations();
    expect(ops.length).toBeGreaterThan(20);
    for (const { id, tag } of ops) {
      expect(await page.locator(`[id="operations-${tag}-${id}"]`).count(), id).toBe(1);
    }
    for (const id of ["partnerCreateBooking", "partnerConfirmBooking", "partnerCancelBooking"]) {
      await expect(
        page.locator(`[id="operations-bookings-${id}"] .opblock-summary`).textContent(),
      ).resolves.toContain(id);
    }
  });

  it("lists an operation's error codes once it is opened", async () => {
    await opened;
    const expand = async (id: string) => {
      const op = page.locator(`[id="operations-bookings-${id}"]`);
      await op.locator(".opblock-summary").click();
      await op.locator(".responses-table").waitFor({ timeout: RENDER_MS });
      return (await op.textContent()) ?? "";
    };
    const create = await expand("partnerCreateBooking");
    for (const code of [
      "IDEMPOTENCY_KEY_REQUIRED",
      "IDEMPOTENCY_KEY_REUSED",
      "UNIT_NOT_AVAILABLE",
      "RATE_PLAN_MIN_STAY",
      "KEY_HOLD_LIMIT_REACHED",
      "KEY_BOOKING_QUOTA_EXCEEDED",
      "APIKEY_INVALID",
    ]) {
      expect(create, code).toContain(code);
    }
    expect(create).toContain("Idempotent-Replayed");
    expect(await expand("partnerConfirmBooking")).toContain("BOOKING_HOLD_EXPIRED");
    expect(await expand("partnerCancelBooking")).toContain("BOOKING_NOT_CANCELLABLE");
    expect(problems).toEqual([]);
  });
});
