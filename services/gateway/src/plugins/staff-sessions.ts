import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type {} from "@fastify/cookie";
import {
  AppError,
  type CallerContextInput,
  keysOps,
  requiredRole,
  roleAllows,
  type SessionPrincipal,
} from "@reservations/contracts";
import { sha256Hex } from "@reservations/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GatewayDeps } from "../deps.js";
import { clientRequestId } from "./client-request-id.js";
import type { CredentialCache } from "./key-cache.js";

/**
 * The cookie that carries a signed-in person's session id: in production `__Host-` bound, so only
 * this origin over HTTPS can set it (Secure, Path=/, no Domain); sandbox serves plain http.
 */
export const sessionCookieName = (env: string): string =>
  env === "production" ? "__Host-rsv_session" : "rsv_session";

/** The loopback hosts a sandbox console may be opened at, on the gateway's port. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** The origins sign-ins and cookie calls may come from: PUBLIC_BASE_URL's, and in sandbox its port on every loopback host. */
export function allowedOrigins(publicBaseUrl: string, env: string): Set<string> {
  const base = new URL(publicBaseUrl);
  const origins = new Set([base.origin]);
  if (env !== "sandbox") return origins;
  for (const host of LOOPBACK_HOSTS) {
    const url = new URL(base.origin);
    url.hostname = host;
    origins.add(url.origin);
  }
  return origins;
}

/** A session's cookie lives as long as the session may: 12 hours. */
const COOKIE_MAX_AGE_S = 12 * 3600;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A new session id: 32 random bytes. Only its SHA-256 leaves the gateway. */
export const newSessionId = (): string => randomBytes(32).toString("base64url");

/**
 * A session's CSRF token: a hash of its id, so it is shown again on GET /api/merchant/session without
 * being stored, and nobody without the cookie (which scripts cannot read) can work it out.
 */
export const csrfTokenOf = (sessionId: string): string =>
  createHash("sha256").update(`csrf:${sessionId}`).digest("base64url");

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(sha256Hex(a));
  const y = Buffer.from(sha256Hex(b));
  return timingSafeEqual(x, y);
}

/**
 * Sign-in sessions at the edge: the cookie, the sessions looked up in the keys service and cached
 * as keys are (the key-states watch drops a person's sessions when they change), the CSRF rule and
 * the role each merchant route needs.
 */
export class StaffSessions {
  private readonly origins: Set<string>;
  private readonly cookie: string;
  /** What a call from another origin is told: where the console lives. */
  private readonly foreignOrigin: string;

  constructor(
    private readonly deps: GatewayDeps,
    private readonly cache: CredentialCache<SessionPrincipal>,
  ) {
    const { PUBLIC_BASE_URL, APP_ENV } = deps.config;
    this.origins = allowedOrigins(PUBLIC_BASE_URL, APP_ENV);
    this.cookie = sessionCookieName(APP_ENV);
    this.foreignOrigin =
      `Open the console at ${PUBLIC_BASE_URL}/console and sign in there: ` +
      "sign-ins and session calls from another address are refused.";
  }

  cookieOf(request: FastifyRequest): string | undefined {
    const value = request.cookies?.[this.cookie];
    return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }

  /** The live session behind a cookie's id, or null (ended, run out, or never known). */
  async principal(sessionId: string, requestId: string): Promise<SessionPrincipal | null> {
    const hash = sha256Hex(sessionId);
    const principal = await this.cache.lookup(hash, () =>
      this.deps.rpc.request(
        keysOps.authenticateSession,
        { session_hash: hash },
        { request_id: requestId, actor: "system" },
      ),
    );
    // A cached session may run out while it is kept.
    return principal && Date.parse(principal.expires_at) > Date.now() ? principal : null;
  }

  /** Drops an ended session from this gateway's cache at once (the key-states watch drops it on the others). */
  forget(sessionId: string): void {
    this.cache.evict(sha256Hex(sessionId));
  }

  /** `Origin`, when the browser sends it, must be this gateway's own (PUBLIC_BASE_URL; loopback in sandbox). */
  checkOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (origin !== undefined && !this.origins.has(origin)) {
      throw new AppError("CSRF_TOKEN_INVALID", { message: this.foreignOrigin });
    }
  }

  /** A call made with the cookie that changes something carries the session's CSRF token, from this site. */
  checkCsrf(request: FastifyRequest, sessionId: string): void {
    if (SAFE_METHODS.has(request.method)) return;
    this.checkOrigin(request);
    const sent = request.headers["x-csrf-token"];
    if (typeof sent !== "string" || !sameText(sent, csrfTokenOf(sessionId))) {
      throw new AppError("CSRF_TOKEN_INVALID");
    }
  }

  /** The caller context of a session's call. */
  caller(request: FastifyRequest, principal: SessionPrincipal): CallerContextInput {
    return {
      request_id: request.id,
      actor: "merchant",
      environment: this.deps.config.APP_ENV,
      tenant_id: principal.tenant_id,
      merchant: { type: "staff", id: principal.staff_id, email: principal.email, role: principal.role },
      ip: request.ip,
      ...clientRequestId(request),
    };
  }

  /** The answer of a session the keys service opened under `sessionId`: its cookie set, its CSRF token with the data. */
  opened<T extends object>(
    reply: FastifyReply,
    sessionId: string,
    data: T,
  ): { data: T & { csrf_token: string } } {
    this.setCookie(reply, sessionId);
    return { data: { ...data, csrf_token: csrfTokenOf(sessionId) } };
  }

  setCookie(reply: FastifyReply, sessionId: string): void {
    reply.setCookie(this.cookie, sessionId, {
      httpOnly: true,
      sameSite: "strict",
      path: "/",
      secure: this.deps.config.APP_ENV === "production",
      maxAge: COOKIE_MAX_AGE_S,
    });
  }

  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(this.cookie, {
      httpOnly: true,
      sameSite: "strict",
      path: "/",
      secure: this.deps.config.APP_ENV === "production",
    });
  }
}

/** Refuses a person whose role is below what the route needs (the merchant token acts as an owner). */
export function checkRole(request: FastifyRequest): void {
  const role = request.caller.merchant?.role ?? "owner";
  const { method, url } = request.routeOptions;
  const needed = requiredRole(method === "HEAD" ? "GET" : String(method), url ?? "");
  if (!needed) throw new Error(`no role for ${method} ${url}`);
  if (!roleAllows(role, needed)) {
    throw new AppError("STAFF_ROLE_INSUFFICIENT", {
      message: `This call needs the role ${needed} or above.`,
      extra: { required_role: needed },
    });
  }
}

/**
 * Every merchant route states its role in MERCHANT_ROLES: one missing stops the gateway at start.
 * The document shows it on the operation (`x-required-role`).
 */
export function registerRoles(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (route.config?.auth !== "merchant") return;
    for (const method of ([] as string[]).concat(route.method)) {
      if (method === "HEAD") continue;
      const role = requiredRole(method, route.url);
      if (!role) {
        throw new Error(
          `${method} ${route.url} states no role: add it to MERCHANT_ROLES (packages/contracts/src/merchant-roles.ts)`,
        );
      }
      if (route.schema) (route.schema as Record<string, unknown>)["x-required-role"] = role;
    }
  });
}
