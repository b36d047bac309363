import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { ROOT } from "./mesh.js";
import { openApiDocument } from "./openapi-document.js";

// The OpenAPI document as the gateway serves it at /api/v1/openapi.json, without a running mesh
// (scripts/openapi-document.ts). `pnpm openapi` writes it to packages/sdk/openapi.json, which the
// SDK is generated from (`pnpm sdk:generate` writes it too); `--check` fails when that file is not
// what the gateway serves.

const DOCUMENT_PATH = `${ROOT}packages/sdk/openapi.json`;

const { values } = parseArgs({
  options: { out: { type: "string" }, check: { type: "boolean", default: false } },
});

let text: string;
try {
  text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
} catch (err) {
  console.error(
    `The document is built by the gateway, which needs NATS (${(err as Error).message}); start it with: bash scripts/services-up.sh`,
  );
  process.exit(1);
}
if (values.check) {
  const current = await readFile(DOCUMENT_PATH, "utf8").catch(() => "");
  if (current !== text) {
    console.error(
      `${DOCUMENT_PATH} is not the document the gateway serves: run pnpm openapi and commit the result.`,
    );
    process.exit(1);
  }
} else if (values.out === "-") {
  process.stdout.write(text);
} else {
  await writeFile(values.out ?? DOCUMENT_PATH, text);
  console.log(`wrote ${values.out ?? DOCUMENT_PATH}`);
}
