import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ERROR_CODES } from "@reservations/contracts";
import openapiTS, { astToString } from "openapi-typescript";
import { z } from "zod";
import { openApiDocument } from "./openapi-document.js";
import { operationsSource } from "./sdk-operations.js";

/**
 * `pnpm sdk:generate` writes the SDK's generated files from the OpenAPI document;
 * `pnpm sdk:check` generates them into a temporary folder and fails when the checked-in ones differ
 * (`--sdk <folder>` checks another copy of the package, as the test of the check does).
 */
const SDK = resolve(dirname(fileURLToPath(import.meta.url)), "../packages/sdk");
export const GENERATED = [
  "openapi.json",
  "src/schema.ts",
  "src/error-codes.ts",
  "src/operations.ts",
  "src/version.ts",
] as const;

const header = (
  from: string,
) => `// Generated, so exempt from the 300-line rule, by \`pnpm sdk:generate\` from ${from}.
// Do not edit by hand: \`pnpm sdk:check\` (CI) fails when this file differs from a fresh generation.

`;

/** TypeScript for the small JSON Schemas of the error table's extra fields. */
function tsType(schema: Record<string, unknown>): string {
  // A nullable field: its type or null.
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Record<string, unknown>[]).map(tsType).join(" | ");
  switch (schema.type) {
    case "null":
      return "null";
    case "integer":
    case "number":
      return "number";
    case "string":
    case "boolean":
      return schema.type;
    case "array":
      return `${tsType(schema.items as Record<string, unknown>)}[]`;
    default:
      return "unknown";
  }
}

/** The error table of packages/contracts as the SDK's types: each code's status and extra fields. */
export function errorCodesSource(): string {
  const codes = Object.entries(ERROR_CODES);
  const status = codes.map(([code, e]) => `  ${code}: ${e.status},`);
  const extras = codes.map(([code, e]) => {
    const schema = z.toJSONSchema(z.object(e.extra)) as {
      properties?: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, s]) => `${name}${schema.required?.includes(name) ? "" : "?"}: ${tsType(s)}`,
    );
    if (fields.length === 0) return `  ${code}: Record<string, never>;`;
    const line = `  ${code}: { ${fields.join("; ")} };`;
    // As the formatter lays it out: one line when it fits in 110 characters, else a field a line.
    return line.length <= 110 ? line : [`  ${code}: {`, ...fields.map((f) => `    ${f};`), "  };"].join("\n");
  });
  return (
    header("ERROR_CODES in packages/contracts/src/error-codes.ts") +
    [
      "/** Every error_code the API answers, with its HTTP status. */",
      "export const ERROR_STATUS = {",
      ...status,
      "} as const;",
      "",
      "export type ErrorCode = keyof typeof ERROR_STATUS;",
      "",
      "/** The fields each error_code carries beside message and error_code. */",
      "export interface ErrorExtras {",
      ...extras,
      "}",
      "",
    ].join("\n")
  );
}

/** Writes the generated files under `root` (the SDK package, or a folder shaped like it). */
export async function generateSdk(root: string, document?: unknown): Promise<void> {
  const doc = document ?? (await openApiDocument());
  // A copy: openapi-typescript rewrites the schemas a discriminator maps to, and the document written is the gateway's.
  const types = astToString(await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0]));
  await mkdir(join(root, "src"), { recursive: true });
  await writeFile(join(root, "openapi.json"), `${JSON.stringify(doc, null, 2)}\n`);
  await writeFile(
    join(root, "src/schema.ts"),
    header("packages/sdk/openapi.json with openapi-typescript") + types,
  );
  await writeFile(join(root, "src/error-codes.ts"), errorCodesSource());
  await writeFile(
    join(root, "src/operations.ts"),
    header("packages/sdk/openapi.json: its partner and merchant operations") + operationsSource(doc),
  );
  await writeFile(join(root, "src/version.ts"), await versionSource(doc));
}

/** The package's version, for the User-Agent, and the API version its types are generated for. */
async function versionSource(doc: unknown): Promise<string> {
  const { version } = JSON.parse(await readFile(join(SDK, "package.json"), "utf8")) as { version: string };
  const apiVersion = (doc as { info: { version: string } }).info.version;
  return (
    `${header("the version in packages/sdk/package.json and packages/sdk/openapi.json's info.version")}` +
    `export const VERSION = ${JSON.stringify(version)};\n\n` +
    "/** The API version the SDK's types describe: it sends it as Api-Version on every call. */\n" +
    `export const API_VERSION = ${JSON.stringify(apiVersion)};\n`
  );
}

/** The generated files that differ between the SDK and a fresh generation in `fresh`. */
export async function differences(sdk: string, fresh: string): Promise<string[]> {
  const differ: string[] = [];
  for (const file of GENERATED) {
    const [a, b] = await Promise.all([
      readFile(join(sdk, file), "utf8").catch(() => null),
      readFile(join(fresh, file), "utf8"),
    ]);
    if (a !== b) differ.push(file);
  }
  return differ;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: "boolean" }, sdk: { type: "string" } } });
  const sdk = values.sdk ? resolve(values.sdk) : SDK;
  if (!values.check) {
    await generateSdk(sdk);
    console.log(`Wrote ${GENERATED.map((f) => relative(process.cwd(), join(sdk, f))).join(", ")}`);
    return 0;
  }
  const fresh = await mkdtemp(join(tmpdir(), "sdk-check-"));
  try {
    await generateSdk(fresh);
    const differ = await differences(sdk, fresh);
    if (differ.length === 0) {
      console.log("The SDK matches the OpenAPI document.");
      return 0;
    }
    for (const file of differ) {
      console.error(`${relative(process.cwd(), join(sdk, file))} differs from a fresh generation:`);
      // The start of the difference, when `diff` is at hand.
      const diff = spawnSync("diff", ["-u", join(sdk, file), join(fresh, file)], { encoding: "utf8" });
      if (diff.stdout) console.error(diff.stdout.split("\n").slice(0, 40).join("\n"));
    }
    console.error("Run `pnpm sdk:generate` and commit the result.");
    return 1;
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
