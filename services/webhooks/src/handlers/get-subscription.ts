import { toSubscription } from "../store/subscriptions.js";
import { readableSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

export const getSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"get"> =>
  async ({ subscription_id }, ctx) => ({
    data: toSubscription(await readableSubscription(deps, ctx, subscription_id)),
  });
