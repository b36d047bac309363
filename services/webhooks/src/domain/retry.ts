/** Standard Webhooks retry schedule: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const STANDARD_SCHEDULE_MS = [
  0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];

/**
 * When to try again after a failed attempt number `attempt` (1-based), or null when every
 * attempt is spent. ±10 % jitter spreads retries; a receiver's Retry-After is honoured when longer.
 */
export function nextDelayMs(
  attempt: number,
  schedule: number[],
  retryAfterSeconds: number | null,
  random: () => number = Math.random,
): number | null {
  if (attempt >= schedule.length) return null;
  const base = schedule[attempt]!;
  const jittered = Math.round(base * (0.9 + 0.2 * random()));
  const asked = retryAfterSeconds !== null ? retryAfterSeconds * 1000 : 0;
  return Math.min(Math.max(jittered, asked), 36_000_000);
}

/** Retry-After as seconds (delta or HTTP date), or null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** What follows an attempt that was sent, from what the receiver answered. */
export interface FollowUp {
  /** The delivery's status after it: `pending` while another attempt is scheduled. */
  status: "succeeded" | "pending" | "failed";
  /** How long from now the next attempt is due (`pending` only). */
  retryInMs: number | null;
  /** The receiver answered 410 Gone: the subscription is disabled and nothing more is tried. */
  gone: boolean;
}

/** A 2xx ends the delivery; 410 Gone ends it and its subscription; anything else is retried while attempts remain. */
export function followUp(
  answer: { delivered: boolean; status_code: number | null; retry_after: number | null },
  attempt: number,
  schedule: number[],
  random: () => number = Math.random,
): FollowUp {
  if (answer.status_code === 410) return { status: "failed", retryInMs: null, gone: true };
  if (answer.delivered) return { status: "succeeded", retryInMs: null, gone: false };
  const delay = nextDelayMs(attempt, schedule, answer.retry_after, random);
  return delay === null
    ? { status: "failed", retryInMs: null, gone: false }
    : { status: "pending", retryInMs: delay, gone: false };
}
