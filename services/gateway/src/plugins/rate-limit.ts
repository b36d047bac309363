import { randomBytes } from "node:crypto";
import type { KeyPrincipal, MerchantPrincipal } from "@reservations/contracts";
import { type Counter, gatewayKey } from "@reservations/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { GatewayDeps } from "../deps.js";
import { clientBucket } from "./client-bucket.js";
import { SlidingWindows } from "./sliding-window.js";

const WINDOW_MS = 60_000;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * `sign-in`: the route checks a password or sets one (sign-in, accept-invite, password change)
     * and counts against the client's sign-in limit instead of the anonymous ceiling.
     */
    requestLimit?: "sign-in";
  }
}

type Policy = "ip" | "key" | "merchant" | "sign-in";

export interface RateDecision {
  allowed: boolean;
  policy: string;
  limit: number;
  remaining: number;
  /** Seconds until a slot frees (the oldest counted call leaves the window). */
  resetSeconds: number;
}

/** Request limits: a one-minute sliding window per bucket (sliding-window.ts). */
export class RateLimiter {
  /** Members of the window's sorted set: unique across gateways (a random prefix per process) without a random draw per call. */
  private readonly memberPrefix = randomBytes(6).toString("hex");
  private calls = 0;
  private readonly windows: SlidingWindows;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  ) {
    this.windows = new SlidingWindows(redis, "rate limits", log);
  }

  /**
   * Counts one call against `bucket` if it fits under `limit` per minute: in Redis, shared by every
   * gateway; when Redis cannot answer at once (its client has no offline queue and a short command
   * timeout), in this process's own window instead.
   */
  async consume(policy: string, bucket: string, limit: number): Promise<RateDecision> {
    const member = `${Date.now()}-${this.memberPrefix}-${this.calls++}`;
    const { allowed, remaining, freeInMs } = await this.windows.take(
      [{ key: gatewayKey(this.prefix, "requestLimits", bucket), limit }],
      WINDOW_MS,
      member,
    );
    return {
      allowed,
      policy,
      limit,
      remaining: Math.max(0, remaining),
      resetSeconds: Math.max(1, Math.ceil(freeInMs / 1000)),
    };
  }
}

/** IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers), plus Retry-After on refusal. */
export function rateHeaders(d: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Policy": `"${d.policy}";q=${d.limit};w=60`,
    RateLimit: `"${d.policy}";r=${d.remaining};t=${d.resetSeconds}`,
  };
  if (!d.allowed) headers["Retry-After"] = String(d.resetSeconds);
  return headers;
}

const TOO_MANY = "Too many requests; retry after the time in Retry-After.";

/**
 * The gateway's request limits: per key, per hotel for merchant calls, the anonymous ceiling per
 * client IP for calls without a valid credential, and the sign-in limit per client IP. Each check sets the RateLimit headers and,
 * past the limit, answers 429 itself and returns false.
 */
export class RequestLimits {
  private readonly limiter: RateLimiter;
  /** Each cached key's bucket and limit, worked out once: the key cache hands out the same principal until it expires. */
  private readonly keyBuckets = new WeakMap<KeyPrincipal, { name: string; limit: number }>();
  /** By kind only (ip, key, merchant, sign-in): never a key, a tenant or an address. */
  private readonly refusals: Counter<"kind">;

  constructor(private readonly deps: Pick<GatewayDeps, "config" | "redis" | "log" | "metrics">) {
    this.limiter = new RateLimiter(deps.redis, deps.config.REDIS_PREFIX, deps.log);
    this.refusals = deps.metrics.counter(
      "gateway_rate_limit_refusals_total",
      "Requests refused with 429 by a request limit, by kind (ip, key, merchant, sign-in)",
      ["kind"],
    );
  }

  /** A call without a valid credential counts against its client's anonymous ceiling (an IPv4 address or IPv6 /64). */
  anonymous(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const bucket = `ip:${clientBucket(request.ip)}`;
    return this.check(reply, "ip", bucket, this.deps.config.RATE_LIMIT_IP_PER_MINUTE);
  }

  /**
   * A sign-in, accepted invitation or password change counts against its client's sign-in limit: a
   * flood of wrong keys that spends the anonymous ceiling leaves the client's staff able to sign in.
   */
  signIn(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const bucket = `sign-in:${clientBucket(request.ip)}`;
    return this.check(reply, "sign-in", bucket, this.deps.config.SIGN_IN_REQUESTS_PER_MINUTE);
  }

  key(principal: KeyPrincipal, reply: FastifyReply): Promise<boolean> {
    let bucket = this.keyBuckets.get(principal);
    if (!bucket) {
      const { config } = this.deps;
      const limit = Math.min(
        principal.requests_per_minute ?? config.RATE_LIMIT_DEFAULT_PER_MINUTE,
        config.RATE_LIMIT_MAX_PER_MINUTE,
      );
      bucket = { name: `key:${principal.key_id}`, limit };
      this.keyBuckets.set(principal, bucket);
    }
    return this.check(reply, "key", bucket.name, bucket.limit);
  }

  merchant(principal: Pick<MerchantPrincipal, "tenant_id">, reply: FastifyReply): Promise<boolean> {
    return this.check(
      reply,
      "merchant",
      `tenant:${principal.tenant_id}`,
      this.deps.config.RATE_LIMIT_MERCHANT_PER_MINUTE,
    );
  }

  private async check(reply: FastifyReply, policy: Policy, bucket: string, limit: number): Promise<boolean> {
    const decision = await this.limiter.consume(policy, bucket, limit);
    reply.headers(rateHeaders(decision));
    if (decision.allowed) return true;
    this.refusals.inc({ kind: policy });
    reply.code(429).send({ message: TOO_MANY });
    return false;
  }
}

/**
 * The limits every gateway applies. Routes without a credential (health, docs, unknown routes)
 * count per IP here, the sign-in routes against their own limit; authenticated routes are counted
 * by the authentication plugin, which knows whether the credential was valid.
 */
export function registerRateLimits(app: FastifyInstance, deps: GatewayDeps): RequestLimits {
  const limits = new RequestLimits(deps);
  // Callback-style, so that authenticated routes pass without a promise; a refusal has answered (no done).
  app.addHook("onRequest", (request, reply, done) => {
    const { auth, requestLimit } = request.routeOptions.config;
    if (auth && !requestLimit) return done();
    const check =
      requestLimit === "sign-in" ? limits.signIn(request, reply) : limits.anonymous(request, reply);
    check.then((allowed) => {
      if (allowed) done();
    }, done);
  });
  return limits;
}
