import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import {
  bounded,
  connectNats,
  connectRedisFast,
  createLogger,
  loadConfig,
  type NatsConnection,
} from "@reservations/service-kit";
import { buildGateway } from "../services/gateway/src/app.js";
import { ROOT } from "./mesh.js";

// The OpenAPI document as the gateway serves it at /api/v1/openapi.json, without a running mesh:
// the gateway's fastify app is built (it needs NATS for its key watch; Redis may be away) and asked
// for its document. `pnpm openapi` writes it to packages/sdk/openapi.json, which the SDK is
// generated from; `--check` fails when that file is not what the gateway serves.

const DOCUMENT_PATH = `${ROOT}packages/sdk/openapi.json`;

const { values } = parseArgs({
  options: { out: { type: "string" }, check: { type: "boolean", default: false } },
});

/** The document, as the text the file holds. */
async function documentText(): Promise<string> {
  const config = loadConfig();
  const log = createLogger({ name: "openapi", level: "warn" });
  let nc: NatsConnection;
  try {
    nc = await bounded(connectNats(config.NATS_URL, "openapi", log), 5000, "connecting to NATS");
  } catch (err) {
    throw new Error(
      `The document is built by the gateway, which needs NATS at ${config.NATS_URL} (${(err as Error).message}); start it with: bash scripts/services-up.sh`,
    );
  }
  const redis = connectRedisFast(config.REDIS_URL, log, 250);
  try {
    const app = await buildGateway({ config, log, nc, redis });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return text;
  } finally {
    redis.disconnect();
    await nc.close();
  }
}

const text = await documentText();
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
