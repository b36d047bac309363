import { EVENT_FAMILIES, type Scope, STREAM_EVENT_TYPES } from "@reservations/contracts";

/**
 * The feed's rules. Its order is the JetStream stream sequence, assigned
 * after the publisher's commit, above the sequences of any stream before it (the stream's offset,
 * store/event-streams.ts). Copies of the fan-out write rows out of that order, so a page reads only
 * up to the horizon, the fan-out consumer's ack floor: every event at or below it has been written
 * and acked, so none can appear there later and be skipped by a cursor past it.
 */

/**
 * The kinds a page may hold: those `types` asks for (comma-separated kinds or `family.*`; unsaid:
 * all), of the families the caller's scopes read (null: all, for a caller other than a key).
 */
export function visibleTypes(scopes: readonly Scope[] | null, types: string | undefined): string[] {
  const asked = types?.split(",").map((t) => t.trim());
  return STREAM_EVENT_TYPES.filter((type) => {
    const family = type.split(".")[0] as keyof typeof EVENT_FAMILIES;
    if (scopes && !scopes.includes(EVENT_FAMILIES[family])) return false;
    return !asked || asked.some((t) => t === type || t === `${family}.*`);
  });
}

/** Whether the scopes read any family of the feed (a key with none is refused). */
export const readsAnyFamily = (scopes: readonly Scope[]) =>
  Object.values(EVENT_FAMILIES).some((s) => scopes.includes(s));

/**
 * Where the next page starts, after a page read `seq > after AND seq <= horizon` up to `limit`
 * rows: after the last row when the page is full (more may follow it), else after the horizon,
 * since every event up to it was looked at (those the filter hides included). Never backwards,
 * should a horizon read elsewhere have been further on.
 */
export function nextAfter(after: number, horizon: number, seqs: readonly number[], limit: number): number {
  if (seqs.length >= limit) return seqs.at(-1)!;
  return Math.max(after, horizon);
}

/**
 * A value read at most once per `maxAgeMs`: callers within that time share one read (the
 * horizon is asked of JetStream; a page a little behind it is still exact, only later). A caller
 * asking `fresh` reads anew, and later callers share that read: a copy whose kept horizon is behind
 * a cursor another copy gave must not answer "nothing more" from it.
 */
export function readAtMostEvery<T>(
  maxAgeMs: number,
  read: () => Promise<T>,
  now: () => number = Date.now,
): (options?: { fresh?: boolean }) => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return (options) => {
    const t = now();
    if (!last || t - last.at > maxAgeMs || options?.fresh) {
      const value = read();
      last = { at: t, value };
      // A failed read is not kept: the next caller asks again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}
