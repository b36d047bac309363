import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import {
  type BaseConfig,
  type Logger,
  Metrics,
  type NatsConnection,
  RpcClient,
} from "@reservations/service-kit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { GatewayDeps } from "./deps.js";
import { registerApiVersions } from "./plugins/api-version.js";
import { registerAuthentication } from "./plugins/authentication.js";
import { registerConsole } from "./plugins/console.js";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./plugins/errors.js";
import { registerHeaders } from "./plugins/headers.js";
import { registerHttpMetrics } from "./plugins/metrics.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { registerProperty } from "./plugins/property.js";
import { registerRateLimits } from "./plugins/rate-limit.js";
import { registerRequestLog } from "./plugins/request-log.js";
import { registerRequestTimeout } from "./plugins/request-timeout.js";
import { validateRequest } from "./plugins/responses.js";
import { SignInLimits } from "./plugins/sign-in-limits.js";
import { registerRoles } from "./plugins/staff-sessions.js";
import { registerTracing } from "./plugins/tracing.js";
import { adminRoutes } from "./routes/admin.js";
import { ariRoutes } from "./routes/ari.js";
import { bookingChangeRoutes } from "./routes/booking-changes.js";
import { bookingRoutes } from "./routes/bookings.js";
import { calendarRoutes } from "./routes/calendar.js";
import { eventRoutes } from "./routes/events.js";
import { healthRoutes } from "./routes/health.js";
import { merchantBookingRoutes } from "./routes/merchant/bookings.js";
import { merchantGroupRoutes } from "./routes/merchant/groups.js";
import { merchantInventoryRoutes } from "./routes/merchant/inventory.js";
import { merchantKeyRoutes } from "./routes/merchant/keys.js";
import { merchantPropertyRoutes } from "./routes/merchant/properties.js";
import { merchantSessionRoutes } from "./routes/merchant/session.js";
import { merchantStaffRoutes } from "./routes/merchant/staff.js";
import { propertyRoutes } from "./routes/properties.js";
import { sandboxRoutes } from "./routes/sandbox.js";
import { unitRoutes } from "./routes/units.js";
import { versionRoutes } from "./routes/versions.js";
import { merchantWebhookRoutes, webhookRoutes } from "./routes/webhooks.js";

/**
 * fastify's trustProxy for TRUST_PROXY: the socket address is the client
 * unless proxies in front are named. fastify 5.12 ignores a bare hop count (it cannot check the
 * peer), so a count is kept here as the operator's statement that the gateway is reachable only
 * through that many proxies; addresses or CIDR ranges need no such promise.
 */
function trustProxy(
  setting: BaseConfig["TRUST_PROXY"],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return setting > 0 && ((_address, hop) => hop < setting);
}

export interface GatewayOptions {
  config: BaseConfig;
  log: Logger;
  nc: NatsConnection;
  redis: Redis;
  /** Where the gateway's metrics go (main.ts serves them on OPS_PORT); a registry of its own when not given. */
  metrics?: Metrics;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Readiness answers "draining" from now on (shutdown has begun). */
    startDraining(): void;
  }
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { config, log, nc, redis } = options;
  const metrics = options.metrics ?? new Metrics("gateway", config.METRICS_COLLECT_TIMEOUT_MS);
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Slow clients (request-timeout.ts holds the body's own deadline, counted from the headers).
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    // Node counts this from a request's first byte: the bound for a body nobody reads (its answer went first).
    requestTimeout: config.HTTP_HEADERS_TIMEOUT_MS + config.HTTP_BODY_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // How often Node looks for requests past those bounds (its default, 30 s, would let them overstay).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.HTTP_HEADERS_TIMEOUT_MS / 10)),
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    requestIdHeader: false,
    // Routing and HTTP-parser errors in the API's error shapes too (errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // The call's id is the gateway's own: a client's X-Request-Id is kept apart (client-request-id.ts).
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validateRequest);
  // JSON only: any other body type is 415 UNSUPPORTED_MEDIA_TYPE.
  app.removeContentTypeParser("text/plain");
  // Body-less POSTs (pause, confirm…) may still say application/json: an empty body is no body.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
  // Services shape their bodies; the response schemas document them without re-encoding.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  registerHttpMetrics(app, metrics);

  const deps: GatewayDeps = {
    config,
    log,
    nc,
    redis,
    metrics,
    rpc: new RpcClient(nc, config.NATS_REQUEST_TIMEOUT_MS, config.NATS_NAMESPACE, metrics, "gateway"),
  };
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  registerErrorHandling(app);
  registerRequestTimeout(app, {
    bodyMs: config.HTTP_BODY_TIMEOUT_MS,
    answerMs: config.HTTP_REQUEST_TIMEOUT_MS,
  });
  await registerHeaders(app);
  await registerOpenApi(app, config);
  registerRoles(app);
  // The session cookie of signed-in staff (unsigned: its value is a random id looked up in keys).
  await app.register(cookie);
  // The edge, in the order its onRequest hooks run: trace, limit and authenticate, resolve X-Property.
  registerTracing(app);
  const versions = registerApiVersions(app, {
    schedule: config.API_VERSION_SCHEDULE,
    baseUrl: config.PUBLIC_BASE_URL,
  });
  const limits = registerRateLimits(app, deps);
  const sessions = await registerAuthentication(app, deps, limits);
  versions.afterAuthentication();
  registerProperty(app, deps);
  if (config.REQUEST_LOG_ENABLED) registerRequestLog(app, deps);
  await app.register(healthRoutes(deps, { draining: () => draining }));
  await app.register(adminRoutes(deps));
  await app.register(merchantSessionRoutes(deps, sessions, new SignInLimits(redis, deps)));
  await app.register(merchantStaffRoutes(deps));
  await app.register(merchantKeyRoutes(deps));
  await app.register(merchantPropertyRoutes(deps));
  await app.register(merchantInventoryRoutes(deps));
  await app.register(merchantBookingRoutes(deps));
  await app.register(merchantGroupRoutes(deps));
  await app.register(propertyRoutes(deps));
  await app.register(unitRoutes(deps));
  await app.register(calendarRoutes(deps));
  await app.register(ariRoutes(deps));
  await app.register(bookingRoutes(deps));
  await app.register(bookingChangeRoutes(deps));
  // Not registered in production: there the path answers 404 ROUTE_NOT_FOUND like any unknown one.
  if (config.APP_ENV === "sandbox") await app.register(sandboxRoutes(deps));
  await app.register(webhookRoutes(deps));
  await app.register(merchantWebhookRoutes(deps));
  await app.register(eventRoutes(deps));
  await app.register(versionRoutes(deps));
  await registerConsole(app, config, log);
  return app;
}
