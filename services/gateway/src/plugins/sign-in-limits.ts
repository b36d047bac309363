import { randomBytes } from "node:crypto";
import { sha256Hex } from "@reservations/service-kit";
import type { Redis } from "ioredis";
import type { GatewayDeps } from "../deps.js";
import { clientBucket } from "./client-bucket.js";
import { SlidingWindows } from "./sliding-window.js";

/** Failed sign-ins count for 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** An attempt's places: `failed()` keeps them (it counts), `settled()` gives them back. */
export interface SignInAttempt {
  failed(): void;
  settled(): Promise<void>;
}

/**
 * The ceilings on failed sign-ins: SIGN_IN_FAILURES_PER_EMAIL per email and SIGN_IN_FAILURES_PER_IP
 * per client in any 15 minutes, in the request limits' sliding windows (sliding-window.ts): an
 * attempt takes a place in the email's window and in the client's before its password is checked,
 * and keeps it only if it fails, so attempts sent at once cannot get past the limit together.
 */
export class SignInLimits {
  private readonly prefix = randomBytes(6).toString("hex");
  private attempts = 0;
  private readonly windows: SlidingWindows;

  constructor(
    redis: Redis,
    private readonly deps: Pick<GatewayDeps, "config" | "log">,
  ) {
    this.windows = new SlidingWindows(redis, "sign-in limits", deps.log);
  }

  /** A place for one attempt, or the seconds to wait when the email or the client is at its ceiling. */
  async reserve(email: string, ip: string): Promise<SignInAttempt | { retryAfterSeconds: number }> {
    const { config } = this.deps;
    // Hashed: Redis holds no staff emails.
    const windows = [
      {
        key: `${config.REDIS_PREFIX}:signin:email:${sha256Hex(email)}`,
        limit: config.SIGN_IN_FAILURES_PER_EMAIL,
      },
      { key: `${config.REDIS_PREFIX}:signin:ip:${clientBucket(ip)}`, limit: config.SIGN_IN_FAILURES_PER_IP },
    ];
    const member = `${Date.now()}-${this.prefix}-${this.attempts++}`;
    const taken = await this.windows.take(windows, SIGN_IN_WINDOW_MS, member);
    if (!taken.allowed) return { retryAfterSeconds: Math.max(1, Math.ceil(taken.freeInMs / 1000)) };
    let kept = false;
    return {
      failed: () => {
        kept = true;
      },
      settled: async () => {
        if (kept) return;
        await this.windows.giveBack(
          windows.map((w) => w.key),
          member,
          taken.shared,
        );
      },
    };
  }
}
