import { deliveryPosition, listDeliveries as list, toDelivery } from "../store/deliveries.js";
import { ownSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/**
 * The deliveries of the caller's own subscription, each with its attempts: newest first, a page at
 * a time. Another key of the hotel gets 404, as on writes: attempts and errors are the creator's.
 */
export const listDeliveries =
  (deps: WebhooksDeps): WebhooksHandler<"deliveries"> =>
  async ({ subscription_id, cursor, limit }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    const scope = `deliveries:${sub.id}`;
    const after = deps.cursors.position(scope, cursor, /^dlv_/);
    const rows = await list(deps.kit.pool, sub.id, after, limit + 1);
    return deps.cursors.page(scope, rows, limit, deliveryPosition, toDelivery);
  };
