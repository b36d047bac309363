import {
  audited,
  checkEventScopes,
  ownSubscription,
  type WebhooksDeps,
  type WebhooksHandler,
} from "./context.js";

/**
 * Sends a signed webhook.test event to the caller's own subscription now and answers what the
 * receiver said; the hotel's test leaves its audit entry once sent (it changes nothing stored).
 */
export const testSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"test"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    const result = await deps.sender.sendTest(sub);
    await audited(deps, ctx, "webhook.test", sub.id, async () => {});
    return { data: result };
  };
