import { randomUUID } from "node:crypto";
import { type BaseConfig, type Logger, type NatsConnection, RpcClient } from "@reservations/service-kit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { GatewayDeps } from "./deps.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { healthRoutes } from "./routes/health.js";

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

export interface GatewayOptions {
  config: BaseConfig;
  log: Logger;
  nc: NatsConnection;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { config, log, nc } = options;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: true,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID_RE.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // JSON only: any other body type is 415 UNSUPPORTED_MEDIA_TYPE.
  app.removeContentTypeParser("text/plain");
  // Services shape their bodies; the response schemas document them without re-encoding.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const deps: GatewayDeps = {
    config,
    log,
    rpc: new RpcClient(nc, config.NATS_REQUEST_TIMEOUT_MS, config.NATS_NAMESPACE),
  };
  registerErrorHandling(app);
  await registerOpenApi(app);
  await app.register(healthRoutes(deps));
  app.get("/api/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  return app;
}
