import { feedPages } from "./events.js";
import type { Query } from "./operation.js";
import { OPERATIONS } from "./operations.js";
import { type FeedPageOf, FollowedFeed, type FollowOptions, PagedList } from "./pagination.js";
import type { components } from "./schema.js";
import type { CallOptions, Transport } from "./transport.js";

/** One entry of the ARI change log: what may have changed (`kind`), for which units, plan and dates ([from, to), null: open). */
export type AriChange = components["schemas"]["AriChange"];

/** A page of the log; `next_cursor` is always set, the last page's too. */
export type AriChangesPage = FeedPageOf<AriChange>;

export type AriChangesQuery = Query<"partnerListAriChanges">;

const pageFetcher = (transport: Transport, query: AriChangesQuery, options: CallOptions | undefined) =>
  feedPages<AriChangesPage>(transport, OPERATIONS.partnerListAriChanges.path, query, options);

export function ariOf(transport: Transport) {
  return {
    /**
     * The property's ARI change log from `query.cursor` to what is settled now, oldest first: `for
     * await (const change of list)`. Ends at the first empty page; `list.cursor` is where to go on
     * from. Without a cursor it yields nothing and `list.cursor` follows from now: take it, read
     * /availability and /rates, then follow it.
     */
    changes: (query: AriChangesQuery = {}, options?: CallOptions): PagedList<AriChange, AriChangesPage> =>
      new PagedList<AriChange, AriChangesPage>(
        pageFetcher(transport, query, options),
        query.cursor,
        (page) => page.data.length === 0,
      ),
    /**
     * The log without end: every entry from `query.cursor` on, then each new one as it comes (asking
     * again every `intervalMs` once caught up), until `signal` aborts. `feed.cursor` is where to resume.
     */
    follow: (
      query: AriChangesQuery = {},
      options: FollowOptions & CallOptions = {},
    ): FollowedFeed<AriChange> =>
      new FollowedFeed(pageFetcher(transport, query, options), query.cursor, options),
  };
}
