import {
  type SubscriptionPatch,
  toSubscription,
  updateSubscription as update,
} from "../store/subscriptions.js";
import {
  audited,
  checkEventScopes,
  checkUrl,
  coveredProperties,
  ownSubscription,
  type WebhooksDeps,
  type WebhooksHandler,
} from "./context.js";

/** Edits the url, events, properties or API version of the caller's own subscription, each checked as on create. */
export const updateSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"update"> =>
  async ({ subscription_id, patch }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, patch.events ?? sub.events);
    const change: SubscriptionPatch = {};
    if (patch.url !== undefined) {
      await checkUrl(deps, patch.url);
      change.url = patch.url;
    }
    if (patch.events !== undefined) change.events = [...new Set(patch.events)];
    if (patch.api_version !== undefined) change.api_version = patch.api_version;
    if (patch.property_ids !== undefined)
      change.property_ids = await coveredProperties(deps, ctx, patch.property_ids);
    const row = await audited(deps, ctx, "webhook.update", sub.id, (tx) => update(tx, sub.id, change));
    return { data: toSubscription(row) };
  };
