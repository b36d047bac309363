import { randomBytes } from "node:crypto";
import {
  connectNats,
  connectRedisFast,
  createLogger,
  deleteNamespaceStreams,
  loadConfig,
} from "@reservations/service-kit";
import { buildGateway } from "../services/gateway/src/app.js";

/**
 * The OpenAPI document, as `GET /api/v1/openapi.json` serves it: the gateway app is built (never
 * listening) and asked for `app.swagger()`. The one place the SDK's generation gets the document
 * from; it needs the local NATS (the gateway opens its key-states bucket), which it leaves as found.
 */
export async function openApiDocument(env: NodeJS.ProcessEnv = process.env): Promise<unknown> {
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
    const app = await buildGateway({ config, log, nc, redis });
    try {
      await app.ready();
      // A plain copy: the document as JSON would carry it, nothing fastify keeps by reference.
      return JSON.parse(JSON.stringify(app.swagger()));
    } finally {
      await app.close();
    }
  } finally {
    redis.disconnect();
    await deleteNamespaceStreams(nc, namespace).catch(() => {});
    await nc.drain().catch(() => {});
  }
}
