import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import type { Person } from "./console-hotel.js";

/** The console in a browser context of its own (its own cookies); script errors and CSP refusals gathered. */
export interface ConsoleTab {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

export async function openConsole(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 860 },
): Promise<ConsoleTab> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  // Refused calls the test makes on purpose show as failed loads; anything else (a CSP refusal) counts.
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(m.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  await page.goto(`${url}/console/`);
  return { context, page, problems };
}

/** Signs in through the console's own form, as a person would. */
export async function signIn(page: Page, person: Person): Promise<void> {
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation").waitFor();
}

/** Moves to a console path the way its links do (no reload, so the screen's reads are the only calls). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `window.history.pushState(null, "", ${JSON.stringify(`/console${path}`)}); window.dispatchEvent(new PopStateEvent("popstate"));`,
  );
  await expect.poll(() => page.locator("[role=status].loading").count(), { timeout: 10_000 }).toBe(0);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The serious and critical violations axe-core finds on the page as it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(AXE);
  const results = (await page.evaluate("window.axe.run(document, { resultTypes: ['violations'] })")) as {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  };
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * A merchant call made from inside the page, with its cookies and its Origin, as the console's own
 * code would make it but with the headers given here (no CSRF token unless the test adds it).
 */
export async function fetchInPage(
  page: Page,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { error_code?: string; [k: string]: unknown } }> {
  const init = {
    method,
    headers: { "content-type": "application/json", ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  return (await page.evaluate(
    `fetch(${JSON.stringify(path)}, ${JSON.stringify(init)}).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }))`,
  )) as { status: number; body: { error_code?: string } };
}

/** The CSRF token of the page's session, as GET /api/merchant/session answers it. */
export async function csrfOf(page: Page): Promise<string> {
  const session = await fetchInPage(page, "GET", "/api/merchant/session");
  expect(session.status).toBe(200);
  return (session.body.data as { csrf_token: string }).csrf_token;
}
