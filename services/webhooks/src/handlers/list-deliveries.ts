import { attemptPosition, listAttempts, toDeliveryAttempt } from "../store/attempts.js";
import { readableSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** The delivery log of a subscription the caller sees: its attempts, newest first, a page at a time. */
export const listDeliveries =
  (deps: WebhooksDeps): WebhooksHandler<"deliveries"> =>
  async ({ subscription_id, cursor, limit }, ctx) => {
    const sub = await readableSubscription(deps, ctx, subscription_id);
    const scope = `deliveries:${sub.id}`;
    const after = deps.cursors.position(scope, cursor, /^\d+$/);
    const rows = await listAttempts(deps.kit.pool, sub.id, after, limit + 1);
    return deps.cursors.page(scope, rows, limit, attemptPosition, toDeliveryAttempt);
  };
