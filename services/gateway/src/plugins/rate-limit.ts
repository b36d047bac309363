import { randomBytes } from "node:crypto";
import type { KeyPrincipal, MerchantPrincipal } from "@reservations/contracts";
import type { Counter } from "@reservations/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis, Result } from "ioredis";
import type { GatewayDeps } from "../deps.js";
import { clientBucket } from "./client-bucket.js";

const WINDOW_MS = 60_000;

// Sliding one-minute window kept in a sorted set: exact across every gateway sharing Redis,
// in one round trip. Refused calls are not recorded, so they do not extend the wait.
const SCRIPT = `
local now = redis.call('TIME')
local t = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', t - window)
local n = redis.call('ZCARD', KEYS[1])
local allowed = 0
if n < limit then
  redis.call('ZADD', KEYS[1], t, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  n = n + 1
  allowed = 1
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local free_in = window
if oldest[2] then free_in = tonumber(oldest[2]) + window - t end
return {allowed, limit - n, free_in}
`;

export interface RateDecision {
  allowed: boolean;
  policy: string;
  limit: number;
  remaining: number;
  /** Seconds until a slot frees (the oldest counted call leaves the window). */
  resetSeconds: number;
}

declare module "ioredis" {
  interface RedisCommander<Context> {
    slidingWindow(
      key: string,
      windowMs: number,
      limit: number,
      member: string,
    ): Result<[number, number, number], Context>;
  }
}

/**
 * The same sliding window in this process's memory: what a gateway enforces on its own while Redis
 * is away. Each gateway then counts only its own calls, so a client spread over n gateways gets up
 * to n times its limit until Redis is back; nobody gets unlimited calls, and nothing waits on Redis.
 */
export class LocalWindow {
  private readonly buckets = new Map<string, number[]>();

  constructor(private readonly maxBuckets = 100_000) {}

  consume(
    bucket: string,
    limit: number,
    now = Date.now(),
  ): [allowed: number, remaining: number, freeIn: number] {
    const since = now - WINDOW_MS;
    let calls = this.buckets.get(bucket);
    if (calls) {
      let stale = 0;
      while (stale < calls.length && calls[stale]! <= since) stale++;
      if (stale > 0) calls.splice(0, stale);
    } else {
      if (this.buckets.size >= this.maxBuckets) this.prune(since);
      calls = [];
      this.buckets.set(bucket, calls);
    }
    let allowed = 0;
    if (calls.length < limit) {
      calls.push(now);
      allowed = 1;
    }
    const freeIn = calls.length > 0 ? calls[0]! + WINDOW_MS - now : WINDOW_MS;
    return [allowed, limit - calls.length, freeIn];
  }

  /** Forgets buckets with no call in the window (and, if still full, the oldest ones). */
  private prune(since: number) {
    for (const [bucket, calls] of this.buckets) if ((calls.at(-1) ?? 0) <= since) this.buckets.delete(bucket);
    for (const bucket of this.buckets.keys()) {
      if (this.buckets.size < this.maxBuckets) break;
      this.buckets.delete(bucket);
    }
  }
}

export class RateLimiter {
  /** Members of the window's sorted set: unique across gateways (a random prefix per process) without a random draw per call. */
  private readonly memberPrefix = randomBytes(6).toString("hex");
  private calls = 0;
  private readonly local = new LocalWindow();
  private onLocal = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  ) {
    redis.defineCommand("slidingWindow", { numberOfKeys: 1, lua: SCRIPT });
  }

  /**
   * Counts one call against `bucket` if it fits under `limit` per minute: in Redis, shared by every
   * gateway; when Redis cannot answer at once (its client has no offline queue and a short command
   * timeout), in this process's own window instead.
   */
  async consume(policy: string, bucket: string, limit: number): Promise<RateDecision> {
    const member = `${Date.now()}-${this.memberPrefix}-${this.calls++}`;
    let counted: [number, number, number];
    try {
      counted = await this.redis.slidingWindow(`${this.prefix}:rl:${bucket}`, WINDOW_MS, limit, member);
      if (this.onLocal) {
        this.onLocal = false;
        this.log?.info({}, "rate limits shared through Redis again");
      }
    } catch (err) {
      if (!this.onLocal) {
        this.onLocal = true;
        this.log?.warn(
          { err: (err as Error).message },
          "Redis unreachable: rate limits kept by this gateway alone",
        );
      }
      counted = this.local.consume(bucket, limit);
    }
    const [allowed, remaining, freeIn] = counted;
    return {
      allowed: allowed === 1,
      policy,
      limit,
      remaining: Math.max(0, remaining),
      resetSeconds: Math.max(1, Math.ceil(freeIn / 1000)),
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
 * The gateway's request limits: per key, per hotel for merchant calls, and the anonymous ceiling
 * per client IP for calls without a valid credential. Each check sets the RateLimit headers and,
 * past the limit, answers 429 itself and returns false.
 */
export class RequestLimits {
  private readonly limiter: RateLimiter;
  /** Each cached key's bucket and limit, worked out once: the key cache hands out the same principal until it expires. */
  private readonly keyBuckets = new WeakMap<KeyPrincipal, { name: string; limit: number }>();
  /** By kind only (ip, key, merchant): never a key, a tenant or an address. */
  private readonly refusals: Counter<"kind">;

  constructor(private readonly deps: Pick<GatewayDeps, "config" | "redis" | "log" | "metrics">) {
    this.limiter = new RateLimiter(deps.redis, deps.config.REDIS_PREFIX, deps.log);
    this.refusals = deps.metrics.counter(
      "gateway_rate_limit_refusals_total",
      "Requests refused with 429 by a request limit, by kind (ip, key, merchant)",
      ["kind"],
    );
  }

  /** A call without a valid credential counts against its client's anonymous ceiling (an IPv4 address or IPv6 /64). */
  anonymous(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const bucket = `ip:${clientBucket(request.ip)}`;
    return this.check(reply, "ip", bucket, this.deps.config.RATE_LIMIT_IP_PER_MINUTE);
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

  private async check(
    reply: FastifyReply,
    policy: "ip" | "key" | "merchant",
    bucket: string,
    limit: number,
  ): Promise<boolean> {
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
 * count per IP here; authenticated routes are counted by the authentication plugin, which
 * knows whether the credential was valid.
 */
export function registerRateLimits(app: FastifyInstance, deps: GatewayDeps): RequestLimits {
  const limits = new RequestLimits(deps);
  // Callback-style, so that authenticated routes pass without a promise; a refusal has answered (no done).
  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.config.auth) return done();
    limits.anonymous(request, reply).then((allowed) => {
      if (allowed) done();
    }, done);
  });
  return limits;
}
