import { AppError } from "@reservations/contracts";
import { Reply } from "@reservations/service-kit";
import { redeliver as sendAgain, toDelivery } from "../store/deliveries.js";
import {
  audited,
  checkEventScopes,
  ownSubscription,
  type WebhooksDeps,
  type WebhooksHandler,
} from "./context.js";

/**
 * Sends one delivery of the caller's own subscription again now, with its event id as webhook-id
 * and a fresh signature; the attempt checks the subscription's authority as every attempt does.
 */
export const redeliver =
  (deps: WebhooksDeps): WebhooksHandler<"redeliver"> =>
  async ({ subscription_id, delivery_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    const found = await audited(deps, ctx, "webhook.redeliver", sub.id, async (tx) => {
      const moved = await sendAgain(tx, sub.id, delivery_id);
      if (!moved) throw new AppError("WEBHOOK_DELIVERY_NOT_FOUND");
      return moved;
    });
    if (found.sent_again) await deps.deliverer.enqueue(found.row.id);
    return new Reply(202, { data: toDelivery(found.row) });
  };
