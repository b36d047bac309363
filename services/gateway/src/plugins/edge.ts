import { timingSafeEqual } from "node:crypto";
import { type Context, context, propagation, SpanKind, trace } from "@opentelemetry/api";
import {
  AppError,
  type CallerContextInput,
  type KeyPrincipal,
  keysOps,
  type MerchantPrincipal,
  propertiesOps,
  type Scope,
} from "@reservations/contracts";
import { KeyStates, sha256Hex, tracer } from "@reservations/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayDeps } from "../deps.js";
import { CredentialCache } from "./key-cache.js";
import { type RateDecision, RateLimiter, rateHeaders } from "./rate-limit.js";
import { RequestLogBuffer } from "./request-log.js";

export type AuthKind = "partner" | "merchant" | "admin";
export type PropertyRule = "required" | "optional";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; routes without it (health, docs) are anonymous. */
    auth?: AuthKind;
    /** Partner routes: the scope the key needs. */
    scope?: Scope;
    /** Partner routes: whether the call is bound to a property (X-Property rules). */
    property?: PropertyRule;
  }
  interface FastifyRequest {
    /** The caller context sent in the NATS envelope; services trust only this. */
    caller: CallerContextInput;
    principal?: KeyPrincipal;
    /** The request's trace context; NATS requests made for it continue this trace. */
    otel: Context;
  }
}

const TOO_MANY = "Too many requests; retry after the time in Retry-After.";

function bearer(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === "string") {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1];
  }
  return undefined;
}

function apiKeyText(request: FastifyRequest): string | undefined {
  const header = request.headers["x-api-key"];
  return bearer(request) ?? (typeof header === "string" && header.trim() !== "" ? header.trim() : undefined);
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(sha256Hex(a));
  const y = Buffer.from(sha256Hex(b));
  return timingSafeEqual(x, y);
}

/** Today's date in UTC, `YYYY-MM-DD`; a key stops working from 00:00 UTC of its expires_on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The gateway's edge: authenticates partner keys, merchant tokens and the operator token,
 * applies request limits, checks scopes, resolves X-Property, and records the request log.
 */
export async function registerEdge(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { config, rpc, redis, nc, log } = deps;
  const limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  const keyCache = new CredentialCache<KeyPrincipal>(config.KEY_CACHE_TTL_MS);
  const merchantCache = new CredentialCache<MerchantPrincipal>(config.KEY_CACHE_TTL_MS);
  const knownProperties = new Set<string>();
  const requestLog = new RequestLogBuffer(rpc, log);
  requestLog.start();

  // Every gateway watches the key-states bucket and evicts at once. The watch resumes from the last
  // revision it saw after a reconnect, so a change made while this gateway was away still arrives.
  const watcher = await (await KeyStates.open(nc, config.NATS_NAMESPACE)).watch((change) => {
    if (change.kind === "key") keyCache.evict(change.state.key_hash);
    else {
      keyCache.evictTenant(change.state.tenant_id);
      merchantCache.evictTenant(change.state.tenant_id);
    }
  }, log);
  // And a gateway that was away forgets everything it cached before.
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === "reconnect") {
        keyCache.clear();
        merchantCache.clear();
      }
    }
  })();
  app.addHook("onClose", async () => {
    watcher.stop();
    await requestLog.stop();
  });

  const refuse = (reply: FastifyReply, decision: RateDecision) =>
    reply.code(429).headers(rateHeaders(decision)).send({ message: TOO_MANY });

  /** A call without a valid credential counts against its IP's anonymous ceiling. */
  const anonymous = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const decision = await limiter.consume("ip", `ip:${request.ip}`, config.RATE_LIMIT_IP_PER_MINUTE);
    reply.headers(rateHeaders(decision));
    if (!decision.allowed) {
      refuse(reply, decision);
      return false;
    }
    return true;
  };

  const lookupKey = async (hash: string, requestId: string): Promise<KeyPrincipal | null> => {
    const cached = keyCache.get(hash);
    if (cached) return cached;
    const epoch = keyCache.currentEpoch();
    const principal = await rpc.request(
      keysOps.authenticateKey,
      { key_hash: hash },
      { request_id: requestId, actor: "system" },
    );
    if (principal) keyCache.set(hash, principal, epoch);
    return principal;
  };

  const lookupMerchant = async (hash: string, requestId: string): Promise<MerchantPrincipal | null> => {
    const cached = merchantCache.get(hash);
    if (cached) return cached;
    const epoch = merchantCache.currentEpoch();
    const principal = await rpc.request(
      keysOps.authenticateMerchant,
      { token_hash: hash },
      { request_id: requestId, actor: "system" },
    );
    if (principal) merchantCache.set(hash, principal, epoch);
    return principal;
  };

  const propertyExists = async (tenantId: string, propertyId: string, requestId: string) => {
    const cacheKey = `${tenantId}\n${propertyId}`;
    if (knownProperties.has(cacheKey)) return true;
    const { found } = await rpc.request(
      propertiesOps.resolve,
      { tenant_id: tenantId, property_ids: [propertyId] },
      { request_id: requestId, actor: "system" },
    );
    // Properties are never deleted, so a positive answer can be kept.
    if (found.includes(propertyId) && knownProperties.size < 100_000) knownProperties.add(cacheKey);
    return found.includes(propertyId);
  };

  /** SPEC's X-Property table. */
  const resolveProperty = async (
    request: FastifyRequest,
    principal: KeyPrincipal,
    rule: PropertyRule,
  ): Promise<string | null> => {
    const raw = request.headers["x-property"];
    const header = typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined;
    const coverage = principal.property_ids;
    if (coverage && coverage.length === 1) {
      if (header !== undefined && header !== coverage[0]) throw new AppError("PROPERTY_NOT_FOUND");
      return coverage[0]!;
    }
    if (header === undefined) {
      if (rule === "optional") return null;
      throw new AppError("PROPERTY_NOT_IDENTIFIED");
    }
    if (coverage && !coverage.includes(header)) throw new AppError("PROPERTY_NOT_FOUND");
    if (!coverage && !(await propertyExists(principal.tenant_id, header, request.id))) {
      throw new AppError("PROPERTY_NOT_FOUND");
    }
    return header;
  };

  const partner = async (request: FastifyRequest, reply: FastifyReply) => {
    const text = apiKeyText(request);
    if (!text) {
      if (await anonymous(request, reply)) throw new AppError("APIKEY_MISSING");
      return reply;
    }
    const principal = await lookupKey(sha256Hex(text), request.id);
    const usable =
      principal &&
      principal.status === "active" &&
      principal.environment === config.APP_ENV &&
      (principal.expires_on === null || principal.expires_on > todayUtc());
    if (!principal || !usable) {
      if (await anonymous(request, reply)) throw new AppError("APIKEY_INVALID");
      return reply;
    }
    request.principal = principal;
    const limit = Math.min(
      principal.requests_per_minute ?? config.RATE_LIMIT_DEFAULT_PER_MINUTE,
      config.RATE_LIMIT_MAX_PER_MINUTE,
    );
    const decision = await limiter.consume("key", `key:${principal.key_id}`, limit);
    reply.headers(rateHeaders(decision));
    if (!decision.allowed) return refuse(reply, decision);
    if (!principal.tenant_active) throw new AppError("TENANT_INACTIVE");

    const { scope, property } = request.routeOptions.config;
    if (scope && !principal.scopes.includes(scope)) {
      throw new AppError("APIKEY_SCOPE_MISSING", {
        message: `The API key lacks the scope ${scope}.`,
        extra: { scope },
      });
    }
    const propertyId = property ? await resolveProperty(request, principal, property) : null;
    request.caller = {
      request_id: request.id,
      actor: "partner",
      environment: principal.environment,
      tenant_id: principal.tenant_id,
      key_id: principal.key_id,
      scopes: principal.scopes,
      property_id: propertyId,
      property_ids: principal.property_ids,
      key_limits: {
        max_live_holds: principal.max_live_holds,
        max_bookings_per_24h: principal.max_bookings_per_24h,
      },
    };
  };

  const merchant = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearer(request);
    if (!token) {
      if (await anonymous(request, reply)) throw new AppError("MERCHANT_TOKEN_MISSING");
      return reply;
    }
    const principal = await lookupMerchant(sha256Hex(token), request.id);
    if (!principal) {
      if (await anonymous(request, reply)) throw new AppError("MERCHANT_TOKEN_INVALID");
      return reply;
    }
    const decision = await limiter.consume(
      "merchant",
      `tenant:${principal.tenant_id}`,
      config.RATE_LIMIT_MERCHANT_PER_MINUTE,
    );
    reply.headers(rateHeaders(decision));
    if (!decision.allowed) return refuse(reply, decision);
    if (!principal.tenant_active) throw new AppError("TENANT_INACTIVE");
    request.caller = {
      request_id: request.id,
      actor: "merchant",
      environment: config.APP_ENV,
      tenant_id: principal.tenant_id,
    };
  };

  const admin = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearer(request);
    if (!token || !config.PLATFORM_ADMIN_TOKEN || !safeEqual(token, config.PLATFORM_ADMIN_TOKEN)) {
      if (await anonymous(request, reply)) throw new AppError("ADMIN_TOKEN_INVALID");
      return reply;
    }
    request.caller = { request_id: request.id, actor: "admin", environment: config.APP_ENV };
  };

  // One span per request, continuing the client's trace when it sends traceparent.
  app.decorateRequest("otel", null as unknown as Context);
  app.addHook("onRequest", async (request, reply) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer().startSpan(
      `${request.method} ${request.routeOptions.url ?? "unknown route"}`,
      { kind: SpanKind.SERVER },
      parent,
    );
    request.otel = trace.setSpan(parent, span);
    if (span.isRecording()) {
      request.log = request.log.child({ trace_id: span.spanContext().traceId });
      reply.log = request.log;
    }
  });
  app.addHook("onResponse", async (request, reply) => {
    const span = trace.getSpan(request.otel);
    span?.setAttribute("http.response.status_code", reply.statusCode);
    span?.end();
  });
  app.decorateRequest("caller", null as unknown as CallerContextInput);
  app.decorateRequest("principal", undefined);
  app.addHook("onRequest", async (request, reply) => {
    switch (request.routeOptions.config.auth) {
      case "partner":
        return partner(request, reply);
      case "merchant":
        return merchant(request, reply);
      case "admin":
        return admin(request, reply);
      default:
        if (!(await anonymous(request, reply))) return reply;
    }
  });

  // The request log: every call made with a valid key, recorded off the request path.
  app.addHook("onResponse", async (request, reply) => {
    const principal = request.principal;
    if (!principal) return;
    requestLog.add({
      key_id: principal.key_id,
      tenant_id: principal.tenant_id,
      method: request.method,
      path: request.url.split("?")[0]!.slice(0, 2048),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip ?? null,
      occurred_at: new Date().toISOString(),
    });
  });
}
