import { checkEventScopes, ownSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** Sends a signed webhook.test event to the caller's own subscription now and answers what the receiver said. */
export const testSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"test"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    return { data: await deps.sender.sendTest(sub) };
  };
