import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { GENERATED, withGenerated } from "./docs-tables.js";
import { ROOT } from "./mesh.js";

// `pnpm docs:tables` writes the generated tables of docs/ (the error codes, the settings) from the code;
// `--check` (run by pnpm lint) fails when a page is not what the code generates.

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });

let stale = 0;
for (const part of GENERATED) {
  const path = `${ROOT}${part.file}`;
  const page = await readFile(path, "utf8");
  const fresh = withGenerated(page, part);
  if (fresh === page) continue;
  if (values.check) {
    console.error(
      `${part.file}: its ${part.name} table is not what the code generates; run pnpm docs:tables.`,
    );
    stale++;
  } else {
    await writeFile(path, fresh);
    console.log(`wrote the ${part.name} table of ${part.file}`);
  }
}
process.exit(stale > 0 ? 1 : 0);
