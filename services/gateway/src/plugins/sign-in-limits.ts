import { randomBytes } from "node:crypto";
import { type Counter, gatewayKeyBase, sha256Hex } from "@reservations/service-kit";
import type { Redis } from "ioredis";
import type { GatewayDeps } from "../deps.js";
import { clientBucket } from "./client-bucket.js";
import { SlidingWindows, type Taken, type Window } from "./sliding-window.js";

/** Failed sign-ins of one email from one client, and of one client, count for 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Failed sign-ins of one email from every client count for an hour. */
export const SIGN_IN_EMAIL_WINDOW_MS = 60 * 60_000;

/** An attempt's places: `failed()` keeps them (it counts), `settled()` gives them back. */
export interface SignInAttempt {
  failed(): void;
  settled(): Promise<void>;
}

/** One group of windows of the same length, and what taking a place in them answered. */
interface Held {
  keys: string[];
  taken: Taken;
}

const waitOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The ceilings on failed sign-ins, in the request limits' sliding windows (sliding-window.ts):
 * SIGN_IN_FAILURES_PER_EMAIL_AND_CLIENT per email from one client and SIGN_IN_FAILURES_PER_IP per
 * client in any 15 minutes, SIGN_IN_FAILURES_PER_EMAIL_HOURLY per email from every client in any
 * hour. A stranger's wrong passwords lock the stranger's client, not the email, until the hourly
 * ceiling. An attempt takes a place in every window before its password is checked, and keeps them
 * only if it fails, so attempts sent at once cannot get past a ceiling together.
 */
export class SignInLimits {
  private readonly prefix = randomBytes(6).toString("hex");
  private attempts = 0;
  private readonly windows: SlidingWindows;
  /** Refusals because an email reached its hourly ceiling: a sign of a spread guessing attack. */
  private readonly emailCeilings: Counter;

  constructor(
    redis: Redis,
    private readonly deps: Pick<GatewayDeps, "config" | "log" | "metrics">,
  ) {
    this.windows = new SlidingWindows(redis, "sign-in limits", deps.log);
    this.emailCeilings = deps.metrics.counter(
      "gateway_sign_in_email_ceiling_refusals_total",
      "Sign-ins refused with 429 because their email reached its hourly ceiling of failures over every client",
    );
  }

  /** A place for one attempt, or the seconds to wait when a ceiling of its email or client is reached. */
  async reserve(email: string, ip: string): Promise<SignInAttempt | { retryAfterSeconds: number }> {
    const { config } = this.deps;
    // Hashed: Redis holds no staff emails.
    const emailHash = sha256Hex(email);
    const client = clientBucket(ip);
    const base = gatewayKeyBase(config.REDIS_PREFIX, "signIn");
    const quarter: Window[] = [
      {
        key: `${base}:email-client:${sha256Hex(`${emailHash}|${client}`)}`,
        limit: config.SIGN_IN_FAILURES_PER_EMAIL_AND_CLIENT,
      },
      { key: `${base}:ip:${client}`, limit: config.SIGN_IN_FAILURES_PER_IP },
    ];
    const hourly: Window[] = [
      { key: `${base}:email:${emailHash}`, limit: config.SIGN_IN_FAILURES_PER_EMAIL_HOURLY },
    ];
    const member = `${Date.now()}-${this.prefix}-${this.attempts++}`;
    const first = await this.take(quarter, SIGN_IN_WINDOW_MS, member);
    if (!first.taken.allowed) return { retryAfterSeconds: waitOf(first.taken.freeInMs) };
    const second = await this.take(hourly, SIGN_IN_EMAIL_WINDOW_MS, member);
    if (!second.taken.allowed) {
      await this.giveBack(first, member);
      this.emailCeilings.inc();
      return { retryAfterSeconds: waitOf(second.taken.freeInMs) };
    }
    let kept = false;
    return {
      failed: () => {
        kept = true;
      },
      settled: async () => {
        if (kept) return;
        await Promise.all([this.giveBack(first, member), this.giveBack(second, member)]);
      },
    };
  }

  private async take(windows: Window[], windowMs: number, member: string): Promise<Held> {
    return { keys: windows.map((w) => w.key), taken: await this.windows.take(windows, windowMs, member) };
  }

  private giveBack(held: Held, member: string): Promise<void> {
    return this.windows.giveBack(held.keys, member, held.taken.shared);
  }
}
