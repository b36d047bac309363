import { toSubscription, updateSubscription } from "../store/subscriptions.js";
import { audited, ownSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** Stops deliveries to the caller's own subscription until it is activated again. */
export const deactivateSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"deactivate"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    const row = await audited(deps, ctx, "webhook.deactivate", sub.id, (tx) =>
      updateSubscription(tx, sub.id, { active: false, disabled_reason: "deactivated" }),
    );
    return { data: toSubscription(row) };
  };
