import { randomBytes } from "node:crypto";
import { API_VERSIONS, type ApiVersion, NEWEST_API_VERSION } from "@reservations/contracts";
import {
  connectNats,
  connectRedisFast,
  createLogger,
  deleteNamespaceStreams,
  loadConfig,
  setupNats,
} from "@reservations/service-kit";
import { buildGateway } from "../services/gateway/src/app.js";
import { versionDocument } from "../services/gateway/src/routes/versions.js";

/**
 * The OpenAPI document of a version (the newest unless named), as `GET /api/v1/openapi.json?version=` serves it: the gateway app is built (never
 * listening) and asked for `app.swagger()`. The one place the SDK's generation gets the document
 * from; it needs the local NATS (its setup step makes the key-states bucket the gateway binds to), which it leaves as found.
 */
export async function openApiDocument(
  env: NodeJS.ProcessEnv = process.env,
  version: ApiVersion = NEWEST_API_VERSION,
): Promise<unknown> {
  return (await openApiDocuments(env))[version];
}

/** Every version's document, from one build of the gateway. */
export async function openApiDocuments(
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<ApiVersion, unknown>> {
  // A namespace of its own, removed after; only the connection URLs come from the environment.
  const namespace = `openapi${randomBytes(4).toString("hex")}`;
  const config = loadConfig({
    NATS_URL: env.NATS_URL,
    REDIS_URL: env.REDIS_URL,
    NATS_NAMESPACE: namespace,
    REDIS_PREFIX: namespace,
    APP_ENV: "sandbox",
    LOG_LEVEL: "silent",
  });
  const log = createLogger({ name: "openapi", level: "silent" });
  const nc = await connectNats(config.NATS_URL, "openapi-document", log);
  const redis = connectRedisFast(config.REDIS_URL, log, 250);
  try {
    // The gateway binds to the key-states bucket the setup step makes.
    await setupNats(nc, namespace);
    const app = await buildGateway({ config, log, nc, redis });
    try {
      await app.ready();
      // A plain copy: the document as JSON would carry it, nothing fastify keeps by reference.
      const newest = app.swagger();
      return Object.fromEntries(
        API_VERSIONS.map((version) => [
          version,
          JSON.parse(JSON.stringify(versionDocument(newest, version))),
        ]),
      ) as Record<ApiVersion, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    redis.disconnect();
    await deleteNamespaceStreams(nc, namespace).catch(() => {});
    await nc.drain().catch(() => {});
  }
}
