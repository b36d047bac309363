import { mayRead, urlShownTo } from "../domain/subscription-access.js";
import { listSubscriptions as subscriptionsOf, toSubscription } from "../store/subscriptions.js";
import { tenantOf, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** The subscriptions the caller sees, all at once; another key's with its url reduced. */
export const listSubscriptions =
  (deps: WebhooksDeps): WebhooksHandler<"list"> =>
  async (_input, ctx) => {
    const rows = await subscriptionsOf(deps.kit.pool, tenantOf(ctx));
    return {
      data: rows
        .filter((r) => mayRead(ctx, r))
        .map((r) => ({ ...toSubscription(r), url: urlShownTo(ctx, r) })),
      next_cursor: null,
    };
  };
