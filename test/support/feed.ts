import { expect } from "vitest";
import type { Call } from "./http.js";

/** An event of GET /api/v1/events as a test reads it (a test names the `data` it expects). */
export interface FeedEntry<D = Record<string, unknown>> {
  id: string;
  type: string;
  timestamp: string;
  property_id: string | null;
  data: D;
}

/**
 * Pages the event feed of `token` from `cursor` (the start without one) until a page comes back
 * empty, checking that every page answers 200 with a cursor: every event seen, and the cursor that
 * resumes after them.
 */
export async function readFeedToEnd<E = FeedEntry>(
  call: Call,
  token: string,
  property: string | undefined,
  query: Record<string, string | number>,
  cursor?: string,
): Promise<{ seen: E[]; cursor: string }> {
  const seen: E[] = [];
  for (;;) {
    const q = new URLSearchParams(
      Object.entries({ ...query, ...(cursor ? { cursor } : {}) }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    );
    const res = await call("GET", `/api/v1/events?${q}`, { token, property });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(typeof res.body.next_cursor).toBe("string");
    cursor = res.body.next_cursor as string;
    if (res.body.data.length === 0) return { seen, cursor };
    seen.push(...res.body.data);
  }
}
