import { ApiError } from "./errors.js";

/** How `bookings.create` retries an answer that says "try again" (409 IDEMPOTENCY_IN_FLIGHT, 503). */
export interface RetryOptions {
  /** Attempts in all, the first one included (default 5); 1 turns retrying off. */
  attempts?: number;
  /** The first wait (default 200 ms); it doubles with each attempt, up to `maxDelayMs`. */
  baseDelayMs?: number;
  /** The longest wait the doubling reaches (default 5 s). */
  maxDelayMs?: number;
  /** A Retry-After longer than this (default 30 s) is not waited for: the error is thrown. */
  maxRetryAfterMs?: number;
  /** Told before each wait: which attempt failed, how, and how long until the next. */
  onRetry?: (retry: { attempt: number; delayMs: number; error: Error; idempotencyKey: string }) => void;
}

export const RETRY_DEFAULTS = {
  attempts: 5,
  baseDelayMs: 200,
  maxDelayMs: 5000,
  maxRetryAfterMs: 30_000,
} as const satisfies RetryOptions;

/** The request never got an answer (connection refused or reset, DNS…): it may or may not have arrived. */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
}

/** Whether an attempt that failed with `error` may be sent again with the same Idempotency-Key and body. */
export function isRetryable(error: unknown): error is Error {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 503 || error.error_code === "IDEMPOTENCY_IN_FLIGHT");
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

/** Runs `attempt` until it succeeds, fails for good, or the attempts run out. */
export async function withRetries<T>(
  idempotencyKey: string,
  options: RetryOptions,
  attempt: () => Promise<T>,
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? RETRY_DEFAULTS.attempts);
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= attempts || !isRetryable(error)) throw error;
      const delayMs = retryDelay(n, error instanceof ApiError ? error.retryAfter : undefined, options);
      if (delayMs === undefined) throw error;
      options.onRetry?.({ attempt: n, delayMs, error, idempotencyKey });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
