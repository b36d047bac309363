import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GENERATED as SDK_GENERATED } from "../scripts/sdk-generate.js";

// Rules that keep the code readable, checked over the files git tracks.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MAX_LINES = 300;
/** Written by `pnpm sdk:generate`, never by hand. */
const GENERATED = new Set(SDK_GENERATED.map((file) => `packages/sdk/${file}`));
/** The first line a long file opens with: why it is better kept whole. */
const REASON = /^\/\/ Over 300 lines: \S.{20,}/;

const trackedTypeScript = (): string[] =>
  execFileSync("git", ["ls-files", "-z", "--", "*.ts"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f !== "" && !GENERATED.has(f));

const lineCount = (text: string): number => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("the repository's TypeScript", () => {
  it(`has no file over ${MAX_LINES} lines unless its first line says why ("// Over 300 lines: …")`, () => {
    const files = trackedTypeScript();
    expect(files.length).toBeGreaterThan(100);
    const unexplained = files.filter((file) => {
      const text = readFileSync(join(ROOT, file), "utf8");
      return lineCount(text) > MAX_LINES && !REASON.test(text.split("\n", 1)[0]!);
    });
    expect(unexplained, "split these files, or open each with a line saying why it is long").toEqual([]);
  });

  it("has no function over 100 lines: Biome's lint holds it", () => {
    // biome.jsonc: JSON with whole-line comments.
    const text = readFileSync(join(ROOT, "biome.jsonc"), "utf8").replace(/^\s*\/\/.*$/gm, "");
    const biome = JSON.parse(text);
    expect(biome.linter.rules.complexity.noExcessiveLinesPerFunction).toEqual({
      level: "error",
      options: { maxLines: 100 },
    });
  });
});
