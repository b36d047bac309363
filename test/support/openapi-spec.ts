import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

// SPEC's error tables, read from SPEC.md beside the repository (../shared/SPEC.md), and the shapes
// of the OpenAPI document the tests walk against them.

const SPEC_PATH = fileURLToPath(new URL("../../../shared/SPEC.md", import.meta.url));

export interface SpecCode {
  code: string;
  status: number;
  /** Extra fields SPEC names for the code. */
  extra: string[];
}

/** The rows of the markdown table under a heading, as arrays of cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const at = markdown.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`SPEC.md has no section "${heading}"`);
  const lines = markdown.slice(at + heading.length + 2).split("\n");
  const start = lines.findIndex((l) => l.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2); // the header and its rule
}

/** SPEC's "Codes" and "Stay cannot be sold" tables. */
export function specCodes(): SpecCode[] {
  let markdown: string;
  try {
    markdown = readFileSync(SPEC_PATH, "utf8");
  } catch (err) {
    throw new Error(
      `SPEC.md must be beside the repository, at ${SPEC_PATH} (../shared/SPEC.md): ${(err as Error).message}`,
    );
  }
  const codes: SpecCode[] = tableUnder(markdown, "### Codes").map(([code, status]) => ({
    code: code!,
    status: Number(status),
    extra: [],
  }));
  // SPEC Errors: "The two 429 inventory errors carry numeric fields limit and used".
  expect(markdown).toContain("The two 429 inventory errors carry numeric fields limit and used");
  for (const c of codes) if (c.status === 429) c.extra = ["limit", "used"];
  // "All are 422 except UNIT_NOT_AVAILABLE, which is 409"; extra fields where SPEC names them.
  for (const [code, , extra] of tableUnder(markdown, "### Stay cannot be sold")) {
    const names = (extra ?? "").split(",").map((s) => s.replace(/\(.*\)/, "").trim());
    codes.push({
      code: code!,
      status: code === "UNIT_NOT_AVAILABLE" ? 409 : 422,
      extra: names.every((n) => /^[a-z_]+$/.test(n)) ? names : [],
    });
  }
  return codes;
}

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
export type Doc = Record<string, any>;

export interface Op {
  method: string;
  path: string;
  id: string;
  op: Doc;
}
