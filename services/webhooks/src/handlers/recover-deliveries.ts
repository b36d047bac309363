import { Reply } from "@reservations/service-kit";
import { recoverSince } from "../store/deliveries.js";
import { checkEventScopes, ownSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/**
 * Sends again now every delivery of the caller's own subscription since `since` that did not end
 * in a 2xx (a receiver that was down); each attempt checks the subscription's authority first.
 */
export const recoverDeliveries =
  (deps: WebhooksDeps): WebhooksHandler<"recover"> =>
  async ({ subscription_id, since }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    const ids = await recoverSince(deps.kit.pool, sub.id, since);
    // Each is due in the database already and starts within the caps: the reply does not wait for
    // the queue (the sweep covers it).
    if (ids.length > 0) void deps.deliverer.wake(sub.tenant_id);
    return new Reply(202, { data: { deliveries: ids.length } });
  };
