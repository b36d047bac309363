import { Reply } from "@reservations/service-kit";
import { recoverSince } from "../store/deliveries.js";
import {
  audited,
  checkEventScopes,
  ownSubscription,
  type WebhooksDeps,
  type WebhooksHandler,
} from "./context.js";

/** Deliveries one recover call sends again; `more` tells the caller to call again for the rest. */
export const RECOVER_MAX = 1000;

/**
 * Sends again now the oldest deliveries (at most RECOVER_MAX) of the caller's own subscription since
 * `since` that did not end in a 2xx (a receiver that was down); each attempt checks the
 * subscription's authority first and waits for its place within the in-flight caps.
 */
export const recoverDeliveries =
  (deps: WebhooksDeps): WebhooksHandler<"recover"> =>
  async ({ subscription_id, since }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    const { ids, more } = await audited(deps, ctx, "webhook.recover", sub.id, (tx) =>
      recoverSince(tx, sub.id, since, RECOVER_MAX),
    );
    // Each is due in the database already: the reply does not wait for the queue (the sweep covers it).
    if (ids.length > 0) void deps.deliverer.wake(sub.tenant_id);
    return new Reply(202, { data: { deliveries: ids.length, more } });
  };
