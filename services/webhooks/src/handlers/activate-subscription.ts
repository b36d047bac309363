import { toSubscription, updateSubscription } from "../store/subscriptions.js";
import {
  audited,
  checkEventScopes,
  checkUrl,
  ownSubscription,
  type WebhooksDeps,
  type WebhooksHandler,
} from "./context.js";

/** Turns the caller's own subscription on again, once its events and url pass today's checks. */
export const activateSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"activate"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    await checkUrl(deps, sub.url);
    const row = await audited(deps, ctx, "webhook.activate", sub.id, (tx) =>
      updateSubscription(tx, sub.id, { active: true, disabled_reason: null }),
    );
    return { data: toSubscription(row) };
  };
