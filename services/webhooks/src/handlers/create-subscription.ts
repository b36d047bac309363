import { AppError, DEFAULT_API_VERSION } from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import { newSigningSecret } from "../domain/signing-secret.js";
import { insertKeySubscription, insertSubscription, toSubscription } from "../store/subscriptions.js";
import {
  audited,
  checkEventScopes,
  checkUrl,
  coveredProperties,
  tenantOf,
  type WebhooksDeps,
  type WebhooksHandler,
} from "./context.js";

/** A subscription of the calling key, or of the hotel; its secret is in this answer and rotate-secret's only. */
export const createSubscription =
  (deps: WebhooksDeps): WebhooksHandler<"create"> =>
  async (body, ctx) => {
    const tenantId = tenantOf(ctx);
    checkEventScopes(ctx, body.events);
    await checkUrl(deps, body.url);
    const propertyIds = await coveredProperties(deps, ctx, body.property_ids);
    const id = newId("whs");
    const secret = newSigningSecret();
    const fields = {
      id,
      tenant_id: tenantId,
      url: body.url,
      events: [...new Set(body.events)],
      property_ids: propertyIds,
      // A key's call arrives with its key's version filled in by the gateway; the hotel's takes the first.
      api_version: body.api_version ?? DEFAULT_API_VERSION,
      secret: deps.secrets.seal(secret, id),
    };
    const pool = deps.kit.pool;
    const limit = deps.kit.config.WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY;
    const row =
      ctx.actor === "partner"
        ? await insertKeySubscription(
            pool,
            { ...fields, created_by: "key", created_by_key: ctx.key_id! },
            limit,
          )
        : await audited(deps, ctx, "webhook.create", id, (tx) =>
            insertSubscription(tx, { ...fields, created_by: "hotel", created_by_key: null }),
          );
    if (!row) throw new AppError("WEBHOOK_SUBSCRIPTION_LIMIT_REACHED", { extra: { limit } });
    return new Reply(201, { data: { ...toSubscription(row), secret } });
  };
