import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/config.js";
import { builtConsole } from "../support/console.js";
import { httpClient } from "../support/http.js";
import { startTestMesh, type TestMesh } from "../support/mesh.js";
import { freePort } from "../support/net.js";
import { PASSWORD, StaffScript } from "../support/staff.js";
import { ARGS, CHROMIUM, launchChromium } from "./support/chromium.js";
import { openConsole } from "./support/console-page.js";

// A sandbox gateway configured as `pnpm start` prints it (http://localhost:PORT), opened in Chromium
// at another loopback address of its port, and at a name that is not loopback at all.

const FOREIGN_HOST = "hotel-console.example";

let mesh: TestMesh;
let browser: Browser;
let port: number;
let ownerEmail: string;

beforeAll(async () => {
  const dir = process.env.TEST_MESH_DIST ? undefined : (await builtConsole()).dir;
  port = await freePort();
  mesh = await startTestMesh({
    config: testConfig({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      ...(dir ? { CONSOLE_DIR: dir } : {}),
    }),
  });
  const staff = new StaffScript(httpClient(mesh.url), mesh.url, mesh.config.PLATFORM_ADMIN_TOKEN!);
  ownerEmail = (await staff.hotelWithOwner()).ownerEmail;
  // Fails with how to install Chromium when it is missing; then started with a name for the foreign host.
  await (await launchChromium("The console origins test")).close();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, `--host-resolver-rules=MAP ${FOREIGN_HOST} 127.0.0.1`],
  });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await mesh?.stop();
});

describe("the console at every loopback origin of its port, in sandbox", () => {
  it("signs in at http://127.0.0.1:PORT/console, keeps the session over a reload and signs out", async () => {
    const tab = await openConsole(browser, `http://127.0.0.1:${port}`);
    const { page } = tab;
    await page.getByLabel("Email").fill(ownerEmail);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("navigation").waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    const cookies = await tab.context.cookies();
    expect(cookies.find((c) => c.name === "rsv_session")).toMatchObject({
      domain: "127.0.0.1",
      httpOnly: true,
      sameSite: "Strict",
    });
    await page.reload();
    await page.getByRole("navigation").waitFor();
    // A write with the cookie (DELETE, with its Origin and X-CSRF-Token) passes too.
    const out = page.waitForResponse(
      (r) => r.url().endsWith("/api/merchant/session") && r.request().method() === "DELETE",
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    expect((await out).status()).toBe(204);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(tab.problems).toEqual([]);
    await tab.context.close();
  });

  it("refuses a sign-in from a name that is not loopback, and shows the address to open", async () => {
    const tab = await openConsole(browser, `http://${FOREIGN_HOST}:${port}`);
    const { page } = tab;
    await page.getByLabel("Email").fill(ownerEmail);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain(`Open the console at http://localhost:${port}/console`);
    expect(await page.getByRole("alert").textContent()).toContain("(CSRF_TOKEN_INVALID)");
    expect(await page.getByRole("navigation").count()).toBe(0);
    await tab.context.close();
  });
});
