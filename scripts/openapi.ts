import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { API_VERSIONS, type ApiVersion, NEWEST_API_VERSION } from "@reservations/contracts";
import { ROOT } from "./mesh.js";
import { openApiDocuments } from "./openapi-document.js";
import { openApiFile } from "./openapi-files.js";

// The OpenAPI documents as the gateway serves them at /api/v1/openapi.json?version=, without a
// running mesh (scripts/openapi-document.ts). `pnpm openapi` writes the newest version's to
// packages/sdk/openapi.json, which the SDK is generated from, and each older one's beside it
// (packages/sdk/openapi.<version>.json); `--check` fails when a file is not what the gateway serves.

const documentPath = (version: ApiVersion) => `${ROOT}${openApiFile(version)}`;

const { values } = parseArgs({
  options: { out: { type: "string" }, check: { type: "boolean", default: false } },
});

let documents: Record<ApiVersion, unknown>;
try {
  documents = await openApiDocuments();
} catch (err) {
  console.error(
    `The document is built by the gateway, which needs NATS (${(err as Error).message}); start it with: bash scripts/services-up.sh`,
  );
  process.exit(1);
}
const textOf = (version: ApiVersion) => `${JSON.stringify(documents[version], null, 2)}\n`;
if (values.check) {
  for (const version of API_VERSIONS) {
    const current = await readFile(documentPath(version), "utf8").catch(() => "");
    if (current !== textOf(version)) {
      console.error(
        `${documentPath(version)} is not the document the gateway serves for ${version}: run pnpm openapi and commit the result.`,
      );
      process.exit(1);
    }
  }
} else if (values.out === "-") {
  process.stdout.write(textOf(NEWEST_API_VERSION));
} else if (values.out) {
  await writeFile(values.out, textOf(NEWEST_API_VERSION));
  console.log(`wrote ${values.out}`);
} else {
  for (const version of API_VERSIONS) {
    await writeFile(documentPath(version), textOf(version));
    console.log(`wrote ${documentPath(version)}`);
  }
}
