import type { RequestLogRecord } from "@reservations/contracts";

const INT32_MAX = 2_147_483_647;

/**
 * Entries as they can be stored: occurred_at normalised to ISO UTC. An entry Postgres would
 * refuse (unreadable time, absurd status) is dropped, because one bad entry would otherwise
 * fail its whole batch, and the gateway would resend that batch forever.
 */
export function recordableEntries(entries: readonly RequestLogRecord[]): RequestLogRecord[] {
  const out: RequestLogRecord[] = [];
  for (const entry of entries) {
    const at = new Date(entry.occurred_at);
    if (Number.isNaN(at.getTime())) continue;
    if (Math.abs(entry.status) > INT32_MAX || !Number.isFinite(entry.duration_ms)) continue;
    out.push({ ...entry, occurred_at: at.toISOString() });
  }
  return out;
}
