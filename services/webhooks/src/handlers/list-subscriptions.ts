import { mayRead } from "../domain/subscription-access.js";
import { listSubscriptions as subscriptionsOf, toSubscription } from "../store/subscriptions.js";
import { tenantOf, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** The subscriptions the caller sees, all at once. */
export const listSubscriptions =
  (deps: WebhooksDeps): WebhooksHandler<"list"> =>
  async (_input, ctx) => {
    const rows = await subscriptionsOf(deps.kit.pool, tenantOf(ctx));
    return { data: rows.filter((r) => mayRead(ctx, r)).map(toSubscription), next_cursor: null };
  };
