import { Reply } from "@reservations/service-kit";
import { deleteSubscription as remove } from "../store/subscriptions.js";
import { audited, ownSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** Deletes the caller's own subscription, its deliveries with it. */
export const deleteSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"remove"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    await audited(deps, ctx, "webhook.delete", sub.id, (tx) => remove(tx, sub.id));
    return new Reply(204, undefined);
  };
