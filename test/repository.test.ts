import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Rules that keep the code readable, checked over the files git tracks.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MAX_LINES = 300;
/** A comment opening the first line, in TypeScript, CSS or SQL. */
const COMMENT = String.raw`(?:\/\/|\/\*|--)`;
/** The first line a long file opens with: why it is better kept whole. */
const REASON = new RegExp(String.raw`^${COMMENT} Over 300 lines: \S.{20,}`);
/** The first line of a file a tool writes (the SDK's types from the OpenAPI document): exempt. */
const GENERATED = new RegExp(String.raw`^${COMMENT} Generated\b`);

/** Every TypeScript file, and the TSX, CSS and SQL of the services and packages. */
const trackedSources = (): string[] =>
  execFileSync(
    "git",
    [
      "ls-files",
      "-z",
      "--",
      "*.ts",
      ...["services", "packages"].flatMap((d) => [`${d}/*.tsx`, `${d}/*.css`, `${d}/*.sql`]),
    ],
    { cwd: ROOT, encoding: "utf8" },
  )
    .split("\0")
    .filter((f) => f !== "");

const lineCount = (text: string): number => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("the repository's sources", () => {
  it(`has no file over ${MAX_LINES} lines unless its first line says why ("// Over 300 lines: …"), or that a tool wrote it`, () => {
    const files = trackedSources();
    for (const kind of [".ts", ".tsx", ".css", ".sql"])
      expect(files.some((f) => f.endsWith(kind))).toBe(true);
    const unexplained = files.filter((file) => {
      const text = readFileSync(join(ROOT, file), "utf8");
      const first = text.split("\n", 1)[0]!;
      return lineCount(text) > MAX_LINES && !REASON.test(first) && !GENERATED.test(first);
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
