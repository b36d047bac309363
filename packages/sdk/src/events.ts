import type { Query } from "./operation.js";
import { OPERATIONS } from "./operations.js";
import { type FeedPageOf, FollowedFeed, type FollowOptions, PagedList } from "./pagination.js";
import type { components } from "./schema.js";
import type { CallOptions, Transport } from "./transport.js";

/** One event of the feed: what its webhook carries (`type`, `timestamp`, `data`), its `id` (the deliveries' `webhook-id`) and property. */
export type FeedEvent = components["schemas"]["FeedEvent"];

/** A page of the feed; `next_cursor` is always set, the last page's too: it resumes after the last event. */
export type FeedPage = FeedPageOf<FeedEvent>;

export type EventsQuery = Query<"partnerListEvents">;

/** The feed's list: items and pages from `query.cursor` (or the oldest event kept) to the first empty page. */
export type FeedList = PagedList<FeedEvent, FeedPage>;

/** The pages of a feed-like GET at `path` (a cursor that is never null), from `cursor` on. */
export function feedPages<P>(
  transport: Transport,
  path: string,
  query: object,
  options: CallOptions | undefined,
) {
  return (cursor: string | undefined) =>
    transport.call({ method: "GET", path, query: { ...query, cursor } }, options) as Promise<P>;
}

const pageFetcher = (transport: Transport, query: EventsQuery, options: CallOptions | undefined) =>
  feedPages<FeedPage>(transport, OPERATIONS.partnerListEvents.path, query, options);

export function eventsOf(transport: Transport) {
  return {
    /**
     * The event feed, oldest first, to the present: `for await (const event of client.events.list({ types: "booking.*" }))`.
     * Ends at the first empty page; `list.cursor` (or the empty page's next_cursor, from `.pages()`) is
     * where to go on from later. An empty page can also mean the server looked at 50,000 of the
     * hotel's events and none was the key's; the cursor is past them, so resuming loses nothing.
     */
    list: (query: EventsQuery = {}, options?: CallOptions): FeedList =>
      new PagedList<FeedEvent, FeedPage>(
        pageFetcher(transport, query, options),
        query.cursor,
        (page) => page.data.length === 0,
      ),
    /**
     * The feed without end: every event from `query.cursor` on, then each new one as it comes (asking
     * again every `intervalMs` once caught up), until `signal` aborts. `feed.cursor` is where to resume.
     */
    follow: (query: EventsQuery = {}, options: FollowOptions & CallOptions = {}): FollowedFeed<FeedEvent> =>
      new FollowedFeed(pageFetcher(transport, query, options), query.cursor, options),
  };
}
