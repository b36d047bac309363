import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { natsAuthorizationConfig } from "@reservations/service-kit";
import { ROOT } from "./mesh.js";

// `pnpm nats:config` writes the NATS server's authorization (one user per process and what each may
// publish and subscribe to) from the contracts' operations, for deploy/, docker-compose.yml and the
// tests; `--check` (run by pnpm lint) fails when the file is not what the contracts make.

const NATS_AUTH_PATH = "deploy/base/nats-auth.conf";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });

const text = natsAuthorizationConfig();
const path = `${ROOT}${NATS_AUTH_PATH}`;
if (values.check) {
  if ((await readFile(path, "utf8").catch(() => "")) !== text) {
    console.error(`${NATS_AUTH_PATH} is not what the contracts make: run pnpm nats:config and commit it.`);
    process.exit(1);
  }
} else {
  await writeFile(path, text);
  console.log(`wrote ${NATS_AUTH_PATH}`);
}
