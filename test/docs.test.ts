import { existsSync, readdirSync, readFileSync } from "node:fs";
import { ConfigSettings } from "@reservations/service-kit";
import { describe, expect, it } from "vitest";
import { GENERATED, withGenerated } from "../scripts/docs-tables.js";

// The pages a newcomer reads: README.md and docs/. Their generated tables are what the code makes,
// every setting has its row, and every link between them leads somewhere.

const root = new URL("../", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), "utf8");
const pages = ["README.md", ...readdirSync(new URL("docs/", root)).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith(".md"),
);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
const anchorsOf = (markdown: string) =>
  new Set(
    markdown
      .replace(/```[\s\S]*?```/g, "")
      .split("\n")
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => anchorOf(l.replace(/^#+ /, ""))),
  );

describe("the documentation", () => {
  it("has the tables pnpm docs:tables generates from the code, as the code makes them now", () => {
    for (const part of GENERATED) {
      const page = read(part.file);
      expect(withGenerated(page, part), `${part.file}: run pnpm docs:tables`).toBe(page);
    }
  });

  it("has a row for every setting the configuration reads", () => {
    const page = read("docs/configuration.md");
    const keys = Object.keys(ConfigSettings.shape);
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) expect(page, key).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, "m"));
    for (const key of ["RATE_LIMIT_IP_PER_MINUTE", "DEFAULT_MAX_LIVE_HOLDS", "WEBHOOK_SWEEP_EVERY_MS"])
      expect(keys).toContain(key);
  });

  it("links only to files and headings that exist", () => {
    for (const page of pages) {
      const text = read(page).replace(/```[\s\S]*?```/g, "");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue; // https:, mailto:
        const [path, anchor] = target!.split("#");
        const file = path ? new URL(path, new URL(page, root)) : new URL(page, root);
        expect(existsSync(file), `${page} links to ${target}`).toBe(true);
        if (anchor && file.pathname.endsWith(".md"))
          expect(anchorsOf(readFileSync(file, "utf8")), `${page} links to ${target}`).toContain(anchor);
      }
    }
  });

  it("keeps the README short and links every page of docs/", () => {
    const readme = read("README.md");
    expect(readme.split("\n").length).toBeLessThanOrEqual(200);
    for (const page of pages.filter((p) => p.startsWith("docs/") && p !== "docs/README.md"))
      expect(readme, page).toContain(`](${page})`);
  });

  it("speaks in the product's own words: no ticket numbers, no documents from outside the repository", () => {
    for (const page of pages) {
      const text = read(page);
      expect(text, page).not.toMatch(/issue[ -]\d+/i);
      expect(text, page).not.toMatch(/\.\.\/shared|SPEC\.md|DESIGN\.md|STYLE\.md/);
    }
  });
});
