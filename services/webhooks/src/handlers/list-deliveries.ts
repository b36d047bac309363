import { deliveryPosition, listDeliveries as list, toDelivery } from "../store/deliveries.js";
import { readableSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** The deliveries of a subscription the caller sees, each with its attempts: newest first, a page at a time. */
export const listDeliveries =
  (deps: WebhooksDeps): WebhooksHandler<"deliveries"> =>
  async ({ subscription_id, cursor, limit }, ctx) => {
    const sub = await readableSubscription(deps, ctx, subscription_id);
    const scope = `deliveries:${sub.id}`;
    const after = deps.cursors.position(scope, cursor, /^dlv_/);
    const rows = await list(deps.kit.pool, sub.id, after, limit + 1);
    return deps.cursors.page(scope, rows, limit, deliveryPosition, toDelivery);
  };
