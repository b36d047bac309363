import type { components } from "./schema.js";

/** One event of the feed: what its webhook carries (`type`, `timestamp`, `data`), its `id` (the deliveries' `webhook-id`) and property. */
export type FeedEvent = components["schemas"]["FeedEvent"];

/** A page of the feed; `next_cursor` is always set, the last page's too: it resumes after the last event. */
export interface FeedPage {
  data: FeedEvent[];
  next_cursor: string;
}

/**
 * The feed's pages from `query.cursor` (or the oldest event kept) on, following next_cursor. Ends
 * with the first empty page, which is yielded too: its next_cursor is where to resume later (an empty
 * page can also mean the server looked at 50,000 of the hotel's events and none was the key's; the
 * cursor is past them, so resuming later loses nothing).
 */
export async function* feedPages<Q extends { cursor?: string }>(
  query: Q,
  list: (query: Q) => Promise<FeedPage>,
): AsyncGenerator<FeedPage, void, undefined> {
  let cursor = query.cursor;
  for (;;) {
    const page = await list({ ...query, cursor });
    yield page;
    if (page.data.length === 0) return;
    cursor = page.next_cursor;
  }
}
