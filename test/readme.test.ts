import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
const readme = read("README.md");
const partnerGuide = read("docs/partner-guide.md");
const pkg = JSON.parse(read("package.json")) as { packageManager: string; engines: { node: string } };

/** The text of a page's section, from its heading to the next one of the same level. */
function section(heading: string, page = readme): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const end = page.indexOf("\n## ", start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}
const firstShellBlock = (text: string) => /```sh\n([\s\S]*?)```/.exec(text)?.[1] ?? "";

describe("README's front door", () => {
  const pinned = /^pnpm@(\d+\.\d+\.\d+)$/.exec(pkg.packageManager)?.[1];

  it("starts with installing the pnpm that package.json pins, as CI and the Dockerfile do", () => {
    expect(pinned).toBeDefined();
    const first = firstShellBlock(section("Run it")).split("\n")[0]!;
    expect(first).toMatch(/^npm install -g pnpm@(\S+) && pnpm install && pnpm start\b/);
    expect(/pnpm@(\S+)/.exec(first)![1]).toBe(pinned);
    expect(/^PNPM_VERSION=(\S+)$/m.exec(read(".ci/run"))?.[1]).toBe(pinned);
    expect(/npm install -g pnpm@(\S+)/.exec(read("Dockerfile"))?.[1]).toBe(pinned);
    expect(section("Run it")).not.toMatch(/corepack enable/);
  });

  it("names the Node.js version package.json's engines asks for", () => {
    const minimum = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node);
    expect(minimum).not.toBeNull();
    expect(section("Run it")).toContain(`Node.js ${minimum![1]} (≥ ${minimum![1]}.${minimum![2]})`);
  });

  it("names every tool the partner guide's curl walkthrough uses", () => {
    const text = section("A hotel from nothing, with curl", partnerGuide);
    const prose = text.slice(0, text.indexOf("```sh"));
    const script = firstShellBlock(text).replace(/\\\n/g, " ");
    const tools = new Set<string>();
    // A command starts a line (after any VAR=…), follows $( or a pipe.
    for (const m of script.matchAll(
      /(?:^|\$\(|\|)[ \t]*(?:[A-Z]+=(?:'[^']*'|[^\s']+)[ \t]+)*([a-z][\w-]*)\b/gm,
    ))
      tools.add(m[1]!);
    expect([...tools].sort()).toEqual(["curl", "jq", "node"]);
    for (const tool of tools) expect(prose).toContain(`\`${tool}\``);
  });
});
