import { newSigningSecret } from "../domain/signing-secret.js";
import { rotateSecret as rotate, toSubscription } from "../store/subscriptions.js";
import {
  audited,
  checkEventScopes,
  ownSubscription,
  type WebhooksDeps,
  type WebhooksHandler,
} from "./context.js";

/** A new secret for the caller's own subscription; the previous one still signs for 24 h. */
export const rotateSecret =
  (deps: WebhooksDeps): WebhooksHandler<"rotateSecret"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    const secret = newSigningSecret();
    const sealed = deps.secrets.seal(secret, sub.id);
    const row = await audited(deps, ctx, "webhook.rotate_secret", sub.id, (tx) => rotate(tx, sub.id, sealed));
    return { data: { ...toSubscription(row), secret } };
  };
