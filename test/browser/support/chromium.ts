import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium, headless, as every browser test drives it. */
export const CHROMIUM = "/usr/bin/chromium";
export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Chromium started, or an error that says how to install it (nothing is skipped without it). */
export async function launchChromium(what: string): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${what} needs Chromium at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (.ci/run does).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}
