import {
  AppError,
  type CallerContext,
  EVENT_KIND_LIST,
  FieldValidationError,
  propertiesOps,
  scopesForPattern,
  webhookOps,
} from "@reservations/contracts";
import { type CursorCodec, newId, Reply, type ServiceKit } from "@reservations/service-kit";
import type { SecretBox } from "../domain/secret-box.js";
import { newSigningSecret } from "../domain/signing-secret.js";
import { mayChange, mayRead } from "../domain/subscription-access.js";
import { checkUrlForDelivery } from "../net/safe-dispatcher.js";
import type { WebhookResolver } from "../net/webhook-resolver.js";
import type { WebhookSender } from "../net/webhook-sender.js";
import { attemptPosition, listAttempts, toDeliveryAttempt } from "../store/attempts.js";
import {
  deleteSubscription,
  findSubscription,
  insertKeySubscription,
  insertSubscription,
  listSubscriptions,
  rotateSecret,
  type SubscriptionRow,
  toSubscription,
  updateSubscription,
} from "../store/subscriptions.js";

const NOT_FOUND = () => new AppError("WEBHOOK_SUBSCRIPTION_NOT_FOUND");

/** webhooks:write plus the scope of every event family subscribed to (partner keys only). */
function checkEvents(ctx: CallerContext, events: string[]): void {
  if (ctx.actor !== "partner") return;
  for (const pattern of events) {
    const missing = scopesForPattern(pattern).filter((s) => !ctx.scopes.includes(s));
    if (missing.length > 0) {
      throw new AppError("WEBHOOK_EVENT_NOT_PERMITTED", {
        message: `Subscribing to ${pattern} needs the scope ${missing.join(" and ")}.`,
      });
    }
  }
}

export function registerSubscriptionHandlers(
  kit: ServiceKit,
  sender: WebhookSender,
  cursors: CursorCodec,
  secrets: SecretBox,
  resolver: WebhookResolver,
): void {
  const pool = kit.pool;
  const allowPrivate = kit.config.WEBHOOK_ALLOW_PRIVATE_URLS;

  const checkUrl = async (url: string) => {
    const result = await checkUrlForDelivery(url, { allowPrivate, resolver });
    if (!result.ok) throw FieldValidationError.single("url", result.reason);
  };

  const checkProperties = async (
    ctx: CallerContext,
    ids: string[] | null | undefined,
  ): Promise<string[] | null> => {
    if (ids === undefined) {
      // A key's subscription covers the call's property unless it names others; the hotel's, every property.
      return ctx.actor === "partner" ? [ctx.property_id!] : null;
    }
    if (ids === null) {
      if (ctx.actor === "partner" && ctx.property_ids) {
        throw FieldValidationError.single("property_ids", "must lie within the key's properties");
      }
      return null;
    }
    const unique = [...new Set(ids)];
    if (ctx.actor === "partner" && ctx.property_ids && unique.some((p) => !ctx.property_ids!.includes(p))) {
      throw FieldValidationError.single("property_ids", "must lie within the key's properties");
    }
    const { found } = await kit.client.request(
      propertiesOps.resolve,
      { tenant_id: ctx.tenant_id!, property_ids: unique },
      ctx,
    );
    const unknown = unique.filter((p) => !found.includes(p));
    if (unknown.length > 0)
      throw FieldValidationError.single("property_ids", `unknown properties: ${unknown.join(", ")}`);
    return unique;
  };

  const load = async (ctx: CallerContext, id: string): Promise<SubscriptionRow> => {
    const sub = ctx.tenant_id ? await findSubscription(pool, ctx.tenant_id, id) : undefined;
    if (!sub || !mayRead(ctx, sub)) throw NOT_FOUND();
    return sub;
  };

  /** A subscription the caller may change; any other answers as if it did not exist. */
  const loadForWrite = async (ctx: CallerContext, id: string): Promise<SubscriptionRow> => {
    const sub = await load(ctx, id);
    if (!mayChange(ctx, sub)) throw NOT_FOUND();
    return sub;
  };

  kit.rpc.serve(webhookOps.events, async () => ({
    data: [...EVENT_KIND_LIST],
    next_cursor: null,
  }));

  kit.rpc.serve(webhookOps.list, async (_input, ctx) => {
    if (!ctx.tenant_id) throw NOT_FOUND();
    const rows = await listSubscriptions(pool, ctx.tenant_id);
    return { data: rows.filter((r) => mayRead(ctx, r)).map(toSubscription), next_cursor: null };
  });

  kit.rpc.serve(webhookOps.get, async ({ subscription_id }, ctx) => ({
    data: toSubscription(await load(ctx, subscription_id)),
  }));

  kit.rpc.serve(webhookOps.create, async (body, ctx) => {
    if (!ctx.tenant_id) throw NOT_FOUND();
    checkEvents(ctx, body.events);
    await checkUrl(body.url);
    const propertyIds = await checkProperties(ctx, body.property_ids);
    const id = newId("whs");
    const secret = newSigningSecret();
    const fields = {
      id,
      tenant_id: ctx.tenant_id,
      url: body.url,
      events: [...new Set(body.events)],
      property_ids: propertyIds,
      secret: secrets.seal(secret, id),
    };
    const limit = kit.config.WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY;
    const row =
      ctx.actor === "partner"
        ? await insertKeySubscription(
            pool,
            { ...fields, created_by: "key", created_by_key: ctx.key_id! },
            limit,
          )
        : await insertSubscription(pool, { ...fields, created_by: "hotel", created_by_key: null });
    if (!row) throw new AppError("WEBHOOK_SUBSCRIPTION_LIMIT_REACHED", { extra: { limit } });
    return new Reply(201, { data: { ...toSubscription(row), secret } });
  });

  kit.rpc.serve(webhookOps.update, async ({ subscription_id, patch }, ctx) => {
    const sub = await loadForWrite(ctx, subscription_id);
    checkEvents(ctx, patch.events ?? sub.events);
    if (patch.url !== undefined) await checkUrl(patch.url);
    const update: Parameters<typeof updateSubscription>[2] = {};
    if (patch.url !== undefined) update.url = patch.url;
    if (patch.events !== undefined) update.events = [...new Set(patch.events)];
    if (patch.property_ids !== undefined)
      update.property_ids = await checkProperties(ctx, patch.property_ids);
    return { data: toSubscription(await updateSubscription(pool, sub.id, update)) };
  });

  kit.rpc.serve(webhookOps.remove, async ({ subscription_id }, ctx) => {
    const sub = await loadForWrite(ctx, subscription_id);
    await deleteSubscription(pool, sub.id);
    return new Reply(204, undefined);
  });

  kit.rpc.serve(webhookOps.activate, async ({ subscription_id }, ctx) => {
    const sub = await loadForWrite(ctx, subscription_id);
    checkEvents(ctx, sub.events);
    await checkUrl(sub.url);
    return {
      data: toSubscription(await updateSubscription(pool, sub.id, { active: true, disabled_reason: null })),
    };
  });

  kit.rpc.serve(webhookOps.deactivate, async ({ subscription_id }, ctx) => {
    const sub = await loadForWrite(ctx, subscription_id);
    return {
      data: toSubscription(
        await updateSubscription(pool, sub.id, { active: false, disabled_reason: "deactivated" }),
      ),
    };
  });

  kit.rpc.serve(webhookOps.rotateSecret, async ({ subscription_id }, ctx) => {
    const sub = await loadForWrite(ctx, subscription_id);
    checkEvents(ctx, sub.events);
    const secret = newSigningSecret();
    const row = await rotateSecret(pool, sub.id, secrets.seal(secret, sub.id));
    return { data: { ...toSubscription(row), secret } };
  });

  kit.rpc.serve(webhookOps.test, async ({ subscription_id }, ctx) => {
    const sub = await loadForWrite(ctx, subscription_id);
    checkEvents(ctx, sub.events);
    return { data: await sender.sendTest(sub) };
  });

  kit.rpc.serve(webhookOps.deliveries, async ({ subscription_id, cursor, limit }, ctx) => {
    const sub = await load(ctx, subscription_id);
    const scope = `deliveries:${sub.id}`;
    const rows = await listAttempts(pool, sub.id, cursors.position(scope, cursor, /^\d+$/), limit + 1);
    return cursors.page(scope, rows, limit, attemptPosition, toDeliveryAttempt);
  });
}
