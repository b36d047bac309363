import { ApiError, NetworkError } from "./errors.js";

/**
 * How a call that is safe to send again retries (GETs, confirm, cancel, and calls sent with an
 * Idempotency-Key): after no answer or a timeout, a 429, 502, 503 or 504, and for a call with a key
 * a 409 IDEMPOTENCY_IN_FLIGHT. Other calls are sent once.
 */
export interface RetryOptions {
  /** Attempts in all, the first one included (default 5); 1 turns retrying off. */
  attempts?: number;
  /** No retry starts later than this after the first attempt did (default 60 s), nor waits past it. */
  maxElapsedMs?: number;
  /** The first wait (default 200 ms); it doubles with each attempt, up to `maxDelayMs`. */
  baseDelayMs?: number;
  /** The longest wait the doubling reaches (default 5 s). */
  maxDelayMs?: number;
  /** A Retry-After longer than this (default 30 s) is not waited for: the error is thrown. */
  maxRetryAfterMs?: number;
  /** Told before each wait: which attempt failed, how, and how long until the next. */
  onRetry?: (retry: RetryEvent) => void;
}

export interface RetryEvent {
  /** The attempt that failed, from 1. */
  attempt: number;
  delayMs: number;
  error: Error;
  method: string;
  path: string;
  /** The Idempotency-Key every attempt of this call carries, when it carries one. */
  idempotencyKey: string | undefined;
}

export const RETRY_DEFAULTS = {
  attempts: 5,
  maxElapsedMs: 60_000,
  baseDelayMs: 200,
  maxDelayMs: 5000,
  maxRetryAfterMs: 30_000,
} as const satisfies RetryOptions;

const RETRY_STATUSES = new Set([429, 502, 503, 504]);

/** Whether an attempt that failed with `error` may be sent again, unchanged. */
export function isRetryable(error: unknown, withIdempotencyKey: boolean): error is Error {
  if (error instanceof NetworkError) return true;
  if (!(error instanceof ApiError)) return false;
  return RETRY_STATUSES.has(error.status) || (withIdempotencyKey && error.code === "IDEMPOTENCY_IN_FLIGHT");
}

/**
 * The wait after `attempt` (1-based) failed: exponential with jitter (between half and all of the
 * step), and never less than the answer's Retry-After; undefined when Retry-After asks for longer
 * than `maxRetryAfterMs`.
 */
export function retryDelay(
  attempt: number,
  retryAfterSeconds: number | undefined,
  options: RetryOptions = {},
  random: () => number = Math.random,
): number | undefined {
  const base = options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs;
  const max = options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  const step = Math.min(max, base * 2 ** (attempt - 1));
  const jittered = step / 2 + (random() * step) / 2;
  if (retryAfterSeconds === undefined) return Math.round(jittered);
  const floor = retryAfterSeconds * 1000;
  if (floor > (options.maxRetryAfterMs ?? RETRY_DEFAULTS.maxRetryAfterMs)) return undefined;
  // Clients told the same Retry-After should not all come back at the same instant.
  return Math.round(Math.max(jittered, floor + random() * base));
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener("abort", aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", aborted, { once: true });
  });
}

export interface RetryPlan {
  options: RetryOptions;
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  signal: AbortSignal | undefined;
}

/** Runs `attempt` until it succeeds, fails for good, or the attempts or the time run out. */
export async function withRetries<T>(plan: RetryPlan, attempt: () => Promise<T>): Promise<T> {
  const { options } = plan;
  const attempts = Math.max(1, options.attempts ?? RETRY_DEFAULTS.attempts);
  const deadline = Date.now() + (options.maxElapsedMs ?? RETRY_DEFAULTS.maxElapsedMs);
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= attempts || !isRetryable(error, plan.idempotencyKey !== undefined)) throw error;
      const delayMs = retryDelay(n, error instanceof ApiError ? error.retryAfter : undefined, options);
      if (delayMs === undefined || Date.now() + delayMs > deadline) throw error;
      options.onRetry?.({
        attempt: n,
        delayMs,
        error,
        method: plan.method,
        path: plan.path,
        idempotencyKey: plan.idempotencyKey,
      });
      await sleep(delayMs, plan.signal);
    }
  }
}
