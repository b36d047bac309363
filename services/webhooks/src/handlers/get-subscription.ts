import { urlShownTo } from "../domain/subscription-access.js";
import { toSubscription } from "../store/subscriptions.js";
import { readableSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** One subscription the caller sees; another key's with its url reduced. */
export const getSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"get"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await readableSubscription(deps, ctx, subscription_id);
    return { data: { ...toSubscription(sub), url: urlShownTo(ctx, sub) } };
  };
