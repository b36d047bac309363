import { randomBytes } from "node:crypto";
import { sha256Hex } from "@reservations/service-kit";
import type { Redis, Result } from "ioredis";
import type { GatewayDeps } from "../deps.js";
import { clientBucket } from "./client-bucket.js";

/** Failed sign-ins count for 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

// One attempt takes a place in the email's window and in the client's (sorted sets, as the request
// limits keep theirs) before its password is checked, and keeps it only if it fails: attempts sent
// at once cannot get past the limit together. Full: the seconds until the oldest place frees.
const RESERVE = `
local now = redis.call('TIME')
local t = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local window = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', t - window)
  if redis.call('ZCARD', key) >= tonumber(ARGV[i + 2]) then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - t)
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, t, ARGV[2])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

declare module "ioredis" {
  interface RedisCommander<Context> {
    reserveSignIn(
      emailKey: string,
      ipKey: string,
      windowMs: number,
      member: string,
      emailLimit: number,
      ipLimit: number,
    ): Result<number, Context>;
  }
}

/** An attempt's places: `failed()` keeps them (it counts), `settled()` gives them back. */
export interface SignInAttempt {
  failed(): void;
  settled(): Promise<void>;
}

/**
 * The ceilings on failed sign-ins: SIGN_IN_FAILURES_PER_EMAIL per email and SIGN_IN_FAILURES_PER_IP
 * per client in any 15 minutes, in Redis across gateways; in this process alone while Redis is away
 * (then each gateway counts its own, as the request limits do).
 */
export class SignInLimits {
  private readonly prefix = randomBytes(6).toString("hex");
  private attempts = 0;
  private readonly local = new Map<string, { t: number; member: string }[]>();

  constructor(
    private readonly redis: Redis,
    private readonly deps: Pick<GatewayDeps, "config" | "log">,
  ) {
    redis.defineCommand("reserveSignIn", { numberOfKeys: 2, lua: RESERVE });
  }

  /** A place for one attempt, or the seconds to wait when the email or the client is at its ceiling. */
  async reserve(email: string, ip: string): Promise<SignInAttempt | { retryAfterSeconds: number }> {
    const { config } = this.deps;
    // Hashed: Redis holds no staff emails.
    const keys = [
      `${config.REDIS_PREFIX}:signin:email:${sha256Hex(email)}`,
      `${config.REDIS_PREFIX}:signin:ip:${clientBucket(ip)}`,
    ];
    const limits = [config.SIGN_IN_FAILURES_PER_EMAIL, config.SIGN_IN_FAILURES_PER_IP];
    const member = `${Date.now()}-${this.prefix}-${this.attempts++}`;
    let waitMs: number;
    let shared = true;
    try {
      waitMs = await this.redis.reserveSignIn(
        keys[0]!,
        keys[1]!,
        SIGN_IN_WINDOW_MS,
        member,
        limits[0]!,
        limits[1]!,
      );
    } catch (err) {
      this.deps.log.warn(
        { err: (err as Error).message },
        "Redis unreachable: sign-in limits kept by this gateway alone",
      );
      shared = false;
      waitMs = this.reserveLocally(keys, limits, member);
    }
    if (waitMs > 0) return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    let kept = false;
    return {
      failed: () => {
        kept = true;
      },
      settled: async () => {
        if (kept) return;
        if (!shared) return this.releaseLocally(keys, member);
        await Promise.all(keys.map((k) => this.redis.zrem(k, member))).catch(() => {});
      },
    };
  }

  private reserveLocally(keys: string[], limits: number[], member: string): number {
    const now = Date.now();
    if (this.local.size > 100_000) {
      for (const [k, list] of this.local)
        if ((list.at(-1)?.t ?? 0) <= now - SIGN_IN_WINDOW_MS) this.local.delete(k);
    }
    let wait = 0;
    const lists = keys.map((k, i) => {
      const list = (this.local.get(k) ?? []).filter((e) => e.t > now - SIGN_IN_WINDOW_MS);
      this.local.set(k, list);
      if (list.length >= limits[i]!) wait = Math.max(wait, list[0]!.t + SIGN_IN_WINDOW_MS - now);
      return list;
    });
    if (wait > 0) return wait;
    for (const list of lists) list.push({ t: now, member });
    return 0;
  }

  private releaseLocally(keys: string[], member: string): void {
    for (const k of keys) {
      const list = this.local.get(k) ?? [];
      const i = list.findIndex((e) => e.member === member);
      if (i >= 0) list.splice(i, 1);
    }
  }
}
