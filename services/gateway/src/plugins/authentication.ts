import { timingSafeEqual } from "node:crypto";
import {
  type ApiVersion,
  AppError,
  type CallerContextInput,
  type ErrorCode,
  type KeyPrincipal,
  keysOps,
  type MerchantPrincipal,
  type Scope,
  type SessionPrincipal,
} from "@reservations/contracts";
import { KeyStates, sha256Hex, todayUtc } from "@reservations/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayDeps } from "../deps.js";
import { clientRequestId } from "./client-request-id.js";
import { CredentialCache } from "./key-cache.js";
import type { RequestLimits } from "./rate-limit.js";
import { checkRole, StaffSessions } from "./staff-sessions.js";

export type AuthKind = "partner" | "merchant" | "admin";

/** The codes this plugin answers a route with, by its credential (documented on every route). */
export const AUTH_ERRORS = {
  partner: ["APIKEY_MISSING", "APIKEY_INVALID", "TENANT_INACTIVE"],
  merchant: ["MERCHANT_TOKEN_MISSING", "MERCHANT_TOKEN_INVALID", "STAFF_SESSION_INVALID", "TENANT_INACTIVE"],
  admin: ["ADMIN_TOKEN_INVALID"],
} as const satisfies Record<AuthKind, readonly ErrorCode[]>;

/** A partner route whose key lacks its scope. */
export const SCOPE_ERRORS = ["APIKEY_SCOPE_MISSING"] as const satisfies readonly ErrorCode[];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; routes without it (health, docs) are anonymous. */
    auth?: AuthKind;
    /** Partner routes: the scope the key needs (a list: any one of them). */
    scope?: Scope | readonly Scope[];
  }
  interface FastifyRequest {
    /** The caller context sent in the NATS envelope; services trust only this. */
    caller: CallerContextInput;
    principal?: KeyPrincipal;
    /** A partner key's call: the version its answers take when it names none (never sent to a service). */
    apiKeyVersion: ApiVersion | undefined;
    /** A signed-in person's call: their session (its row id, the cookie's value) and who they are. */
    staffSession?: { id: string; cookie: string; staff_id: string };
  }
}

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

/**
 * Authenticates partner keys, merchant tokens and the operator token, checks the key's scope
 * and the hotel's state, and sets the caller context. Credentials are looked up in keys and
 * cached briefly; the key-states watch evicts them when they change.
 */
export async function registerAuthentication(
  app: FastifyInstance,
  deps: GatewayDeps,
  limits: RequestLimits,
): Promise<StaffSessions> {
  const caches = await watchedCaches(app, deps);
  const sessions = new StaffSessions(deps, caches.sessions);
  const auth = new Authenticator(deps, limits, caches, sessions);
  app.decorateRequest("caller", null as unknown as CallerContextInput);
  app.decorateRequest("principal", undefined);
  app.decorateRequest("apiKeyVersion", undefined);
  app.decorateRequest("staffSession", undefined);
  app.addHook("onRequest", async (request, reply) => {
    switch (request.routeOptions.config.auth) {
      case "partner":
        return auth.partner(request, reply);
      case "merchant":
        return auth.merchant(request, reply);
      case "admin":
        return auth.admin(request, reply);
    }
  });
  return sessions;
}

interface Caches {
  keys: CredentialCache<KeyPrincipal>;
  merchants: CredentialCache<MerchantPrincipal>;
  sessions: CredentialCache<SessionPrincipal>;
}

/** The credential caches, emptied of what the key-states watch says changed, and of everything while NATS is away. */
async function watchedCaches(app: FastifyInstance, deps: GatewayDeps): Promise<Caches> {
  const { config, nc, log } = deps;
  // Unknown texts are remembered too: a flood of one guessed key or token costs keys one lookup per TTL.
  const keys = new CredentialCache<KeyPrincipal>(config.KEY_CACHE_TTL_MS, config.KEY_NEGATIVE_CACHE_TTL_MS);
  // A token a rotation is replacing is never kept: it must stop everywhere the moment the rotation ends.
  const merchants = new CredentialCache<MerchantPrincipal>(
    config.KEY_CACHE_TTL_MS,
    config.KEY_NEGATIVE_CACHE_TTL_MS,
    10_000,
    (principal) => !principal.token_retiring,
  );

  const sessions = new CredentialCache<SessionPrincipal>(
    config.KEY_CACHE_TTL_MS,
    config.KEY_NEGATIVE_CACHE_TTL_MS,
  );

  // The watch resumes from the last revision it saw after a reconnect, so a change made while this
  // gateway was away still arrives.
  const watcher = await (await KeyStates.open(nc, config.NATS_NAMESPACE, log)).watch((change) => {
    if (change.kind === "key") keys.evict(change.state.key_hash);
    else if (change.kind === "staff") {
      const { staff_id } = change.state;
      sessions.evictWhere((s) => s.staff_id === staff_id);
    } else {
      keys.evictTenant(change.state.tenant_id);
      merchants.evictTenant(change.state.tenant_id);
      sessions.evictTenant(change.state.tenant_id);
    }
  }, log);
  // A gateway cut off from NATS cannot hear of a change, so it forgets what it cached at once and
  // again once back (lookups started meanwhile are not kept). It could not answer without NATS anyway.
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === "disconnect" || s.type === "reconnect") {
        keys.clear();
        merchants.clear();
        sessions.clear();
      }
    }
  })();
  app.addHook("onClose", async () => watcher.stop());
  return { keys, merchants, sessions };
}

/** One check per kind of caller; each sets the request's caller context or refuses. */
class Authenticator {
  constructor(
    private readonly deps: GatewayDeps,
    private readonly limits: RequestLimits,
    private readonly caches: Caches,
    private readonly sessions: StaffSessions,
  ) {}

  async partner(request: FastifyRequest, reply: FastifyReply) {
    const { config, rpc } = this.deps;
    const text = apiKeyText(request);
    if (!text) return this.refuse(request, reply, "APIKEY_MISSING");
    const hash = sha256Hex(text);
    const principal = await this.caches.keys.lookup(hash, () =>
      rpc.request(keysOps.authenticateKey, { key_hash: hash }, { request_id: request.id, actor: "system" }),
    );
    const usable =
      principal &&
      principal.status === "active" &&
      principal.environment === config.APP_ENV &&
      (principal.expires_on === null || principal.expires_on > todayUtc());
    if (!principal || !usable) return this.refuse(request, reply, "APIKEY_INVALID");
    request.principal = principal;
    request.apiKeyVersion = principal.api_version;
    if (!(await this.limits.key(principal, reply))) return reply;
    if (!principal.tenant_active) throw new AppError("TENANT_INACTIVE");
    checkScope(principal, request.routeOptions.config.scope);
    request.caller = partnerCaller(request.id, principal);
  }

  /** The merchant token (a bearer token, first), or a signed-in person's session cookie. */
  async merchant(request: FastifyRequest, reply: FastifyReply) {
    const token = bearer(request);
    if (token) return this.merchantToken(request, reply, token);
    const sessionId = this.sessions.cookieOf(request);
    if (sessionId) return this.staffSession(request, reply, sessionId);
    return this.refuse(request, reply, "MERCHANT_TOKEN_MISSING");
  }

  private async staffSession(request: FastifyRequest, reply: FastifyReply, sessionId: string) {
    const principal = await this.sessions.principal(sessionId, request.id);
    if (!principal) {
      this.sessions.clearCookie(reply);
      return this.refuse(request, reply, "STAFF_SESSION_INVALID");
    }
    if (!(await this.limits.merchant(principal, reply))) return reply;
    if (!principal.tenant_active) throw new AppError("TENANT_INACTIVE");
    this.sessions.checkCsrf(request, sessionId);
    request.caller = this.sessions.caller(request, principal);
    request.staffSession = { id: principal.session_id, cookie: sessionId, staff_id: principal.staff_id };
    checkRole(request);
  }

  private async merchantToken(request: FastifyRequest, reply: FastifyReply, token: string) {
    const { config, rpc } = this.deps;
    const hash = sha256Hex(token);
    const principal = await this.caches.merchants.lookup(hash, () =>
      rpc.request(
        keysOps.authenticateMerchant,
        { token_hash: hash },
        { request_id: request.id, actor: "system" },
      ),
    );
    if (!principal) return this.refuse(request, reply, "MERCHANT_TOKEN_INVALID");
    if (!(await this.limits.merchant(principal, reply))) return reply;
    if (!principal.tenant_active) throw new AppError("TENANT_INACTIVE");
    request.caller = {
      request_id: request.id,
      actor: "merchant",
      environment: config.APP_ENV,
      tenant_id: principal.tenant_id,
      merchant: { type: "merchant_token", id: null, email: null, role: "owner" },
      ip: request.ip,
      ...clientRequestId(request),
    };
  }

  async admin(request: FastifyRequest, reply: FastifyReply) {
    const { config } = this.deps;
    const token = bearer(request);
    if (!token || !config.PLATFORM_ADMIN_TOKEN || !safeEqual(token, config.PLATFORM_ADMIN_TOKEN)) {
      return this.refuse(request, reply, "ADMIN_TOKEN_INVALID");
    }
    request.caller = { request_id: request.id, actor: "admin", environment: config.APP_ENV };
  }

  /** A missing or invalid credential: 401 unless the IP's anonymous ceiling answers 429 first. */
  private async refuse(request: FastifyRequest, reply: FastifyReply, code: ErrorCode) {
    if (await this.limits.anonymous(request, reply)) throw new AppError(code);
    return reply;
  }
}

/** Refuses a key without the route's scope (any one of a list). */
function checkScope(principal: KeyPrincipal, scope: Scope | readonly Scope[] | undefined): void {
  const anyOf: readonly Scope[] = typeof scope === "string" ? [scope] : (scope ?? []);
  if (anyOf.length > 0 && !anyOf.some((s) => principal.scopes.includes(s))) {
    throw new AppError("APIKEY_SCOPE_MISSING", {
      message: `The API key lacks the scope ${anyOf.join(" or ")}.`,
      extra: { scope: anyOf[0]! },
    });
  }
}

function partnerCaller(requestId: string, principal: KeyPrincipal): CallerContextInput {
  return {
    request_id: requestId,
    actor: "partner",
    environment: principal.environment,
    tenant_id: principal.tenant_id,
    key_id: principal.key_id,
    scopes: principal.scopes,
    // The property plugin, next, resolves X-Property.
    property_id: null,
    property_ids: principal.property_ids,
    key_limits: {
      max_live_holds: principal.max_live_holds,
      max_bookings_per_24h: principal.max_bookings_per_24h,
    },
  };
}
