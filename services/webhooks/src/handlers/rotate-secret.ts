import { newSigningSecret } from "../domain/signing-secret.js";
import { rotateSecret as rotate, toSubscription } from "../store/subscriptions.js";
import { checkEventScopes, ownSubscription, type WebhooksDeps, type WebhooksHandler } from "./context.js";

/** A new secret for the caller's own subscription; the previous one still signs for 24 h. */
export const rotateSecret =
  (deps: WebhooksDeps): WebhooksHandler<"rotateSecret"> =>
  async ({ subscription_id }, ctx) => {
    const sub = await ownSubscription(deps, ctx, subscription_id);
    checkEventScopes(ctx, sub.events);
    const secret = newSigningSecret();
    const row = await rotate(deps.kit.pool, sub.id, deps.secrets.seal(secret, sub.id));
    return { data: { ...toSubscription(row), secret } };
  };
