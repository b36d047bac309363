import { AppError, EVENT_FAMILIES, type feedOps } from "@reservations/contracts";
import type { Handler } from "@reservations/service-kit";
import { nextAfter, readsAnyFamily, visibleTypes } from "../domain/feed.js";
import { feedPage } from "../store/feed.js";
import type { WebhooksDeps } from "./context.js";

type ListFeed = (typeof feedOps)["list"];

/**
 * GET /api/v1/events: the hotel's events the caller may read (a key: the families of its scopes,
 * the properties it covers or X-Property names), oldest first, up to the horizon (domain/feed.ts).
 * The cursor is where the last page's reading stopped, so it is given on every page, the last too.
 */
export const listFeed =
  (deps: WebhooksDeps, horizon: () => Promise<number>): Handler<ListFeed["input"], ListFeed["output"]> =>
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
    const upTo = await horizon();
    const filter = {
      tenant_id,
      types: visibleTypes(partner ? ctx.scopes : null, types),
      property_ids: ctx.property_id ? [ctx.property_id] : partner ? ctx.property_ids : null,
    };
    const rows = upTo > after ? await feedPage(deps.kit.pool, filter, after, upTo, limit) : [];
    const next = nextAfter(
      after,
      upTo,
      rows.map((r) => r.seq),
      limit,
    );
    return { data: rows.map((r) => r.event), next_cursor: deps.cursors.encode(scope, { seq: next }) };
  };
