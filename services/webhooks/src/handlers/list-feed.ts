import {
  AppError,
  bookingDataWithMoneyText,
  EVENT_FAMILIES,
  type FeedEvent,
  type feedOps,
} from "@reservations/contracts";
import type { Handler } from "@reservations/service-kit";
import { nextAfter, readsAnyFamily, visibleTypes } from "../domain/feed.js";
import { feedPage, scanBound } from "../store/feed.js";
import type { WebhooksDeps } from "./context.js";

type ListFeed = (typeof feedOps)["list"];

/**
 * A page reads the hotel's events a stretch of FEED_STRETCH at a time (matching the caller's filter
 * or not), and at most FEED_STRETCHES stretches: a key that reads few of them (one family, one
 * property) costs a bounded scan per page, never one over everything kept.
 */
export const FEED_STRETCH = 5_000;
export const FEED_STRETCHES = 10;

/**
 * GET /api/v1/events: the hotel's events the caller may read (a key: the families of its scopes,
 * the properties it covers or X-Property names), oldest first, up to the horizon (domain/feed.ts).
 * The cursor is where the last page's reading stopped, so it is given on every page, the last too.
 */
export const listFeed =
  (
    deps: WebhooksDeps,
    horizon: (options?: { fresh?: boolean }) => Promise<number>,
    stretch = FEED_STRETCH,
  ): Handler<ListFeed["input"], ListFeed["output"]> =>
  async ({ cursor, limit, types }, ctx) => {
    const partner = ctx.actor === "partner";
    if (partner && !readsAnyFamily(ctx.scopes)) {
      throw new AppError("APIKEY_SCOPE_MISSING", {
        message: `The API key lacks the scope ${Object.values(EVENT_FAMILIES).join(" or ")}.`,
        extra: { scope: EVENT_FAMILIES.booking },
      });
    }
    const tenant_id = ctx.tenant_id ?? "";
    const scope = `events:${tenant_id}`;
    const position = deps.cursors.decode<{ seq?: unknown }>(scope, cursor);
    const after = position === undefined ? 0 : position.seq;
    if (typeof after !== "number" || !Number.isSafeInteger(after) || after < 0)
      throw new AppError("INVALID_CURSOR");
    // Read before the page: every row at or below it is committed, so the page's query sees it.
    let floor = await horizon();
    // At or past the kept horizon (a cursor from a copy that read it later, or a reader caught up):
    // only a fresh read may say there is nothing more yet.
    if (floor <= after) floor = await horizon({ fresh: true });
    const filter = {
      tenant_id,
      types: visibleTypes(partner ? ctx.scopes : null, types),
      property_ids: ctx.property_id ? [ctx.property_id] : partner ? ctx.property_ids : null,
    };
    const rows: Awaited<ReturnType<typeof feedPage>> = [];
    // Read up to `read`: every event at or below it was looked at (taken or not the caller's).
    let read = after;
    for (let n = 0; n < FEED_STRETCHES && read < floor && rows.length < limit; n++) {
      const end = (await scanBound(deps.kit.pool, tenant_id, read, floor, stretch)) ?? floor;
      const got = await feedPage(deps.kit.pool, filter, read, end, limit - rows.length);
      rows.push(...got);
      read = rows.length >= limit ? rows.at(-1)!.seq : end;
    }
    const next = nextAfter(
      after,
      read,
      rows.map((r) => r.seq),
      limit,
    );
    // An event kept with its amounts as numbers is answered in the shapes of today's events.
    const data = rows.map((r) => ({ ...r.event, data: bookingDataWithMoneyText(r.event.data) }) as FeedEvent);
    return { data, next_cursor: deps.cursors.encode(scope, { seq: next }) };
  };
