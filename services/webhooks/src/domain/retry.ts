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
