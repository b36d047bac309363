import {
  AppError,
  type AuditAction,
  type CallerContext,
  FieldValidationError,
  propertiesOps,
  scopesForPattern,
  type webhookOps,
} from "@reservations/contracts";
import {
  auditEvent,
  type CursorCodec,
  type Handler,
  inTransaction,
  type OutboxRelay,
  type PoolClient,
  type ServiceKit,
} from "@reservations/service-kit";
import type { SecretBox } from "../domain/secret-box.js";
import { mayChange, mayRead } from "../domain/subscription-access.js";
import type { Deliverer } from "../jobs/delivery.js";
import { checkUrlForDelivery } from "../net/safe-dispatcher.js";
import type { WebhookResolver } from "../net/webhook-resolver.js";
import type { WebhookSender } from "../net/webhook-sender.js";
import { insertEvent } from "../store/outbox.js";
import { findSubscription, type SubscriptionRow } from "../store/subscriptions.js";

/** What every handler is built with (see service.ts). */
export interface WebhooksDeps {
  kit: ServiceKit;
  cursors: CursorCodec;
  secrets: SecretBox;
  /** The one resolver of webhook hosts, for the create/edit check and every delivery's connection. */
  resolver: WebhookResolver;
  sender: WebhookSender;
  /** Queues the attempts of deliveries sent again (redeliver, recover). */
  deliverer: Deliverer;
  /** Publishes the events written to WEBHOOKS_OUTBOX (the hotel's audit entries); kicked after each commit. */
  outbox: OutboxRelay;
}

/**
 * Runs a change in a transaction with its audit entry (the hotel's calls only: a key's calls are in
 * its request log), then has the entry published.
 */
export async function audited<T>(
  deps: WebhooksDeps,
  ctx: CallerContext,
  action: AuditAction,
  subscriptionId: string,
  change: (tx: PoolClient) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(deps.kit.pool, async (tx) => {
    const done = await change(tx);
    await insertEvent(tx, auditEvent(ctx, action, subscriptionId));
    return done;
  });
  deps.outbox.kick();
  return result;
}

type WebhookOps = typeof webhookOps;
/** The handler of one webhooks operation, typed by its contract. */
export type WebhooksHandler<K extends keyof WebhookOps> = Handler<
  WebhookOps[K]["input"],
  WebhookOps[K]["output"]
>;

const notFound = () => new AppError("WEBHOOK_SUBSCRIPTION_NOT_FOUND");

/** The hotel a call acts for; a call of none has no subscriptions. */
export function tenantOf(ctx: CallerContext): string {
  if (!ctx.tenant_id) throw notFound();
  return ctx.tenant_id;
}

/** A subscription the caller sees (domain/subscription-access.ts); any other answers as if it did not exist. */
export async function readableSubscription(
  deps: WebhooksDeps,
  ctx: CallerContext,
  id: string,
): Promise<SubscriptionRow> {
  const sub = ctx.tenant_id ? await findSubscription(deps.kit.pool, ctx.tenant_id, id) : undefined;
  if (!sub || !mayRead(ctx, sub)) throw notFound();
  return sub;
}

/** A subscription the caller may change: the hotel's own, or a key's own; any other answers as if it did not exist. */
export async function ownSubscription(
  deps: WebhooksDeps,
  ctx: CallerContext,
  id: string,
): Promise<SubscriptionRow> {
  const sub = await readableSubscription(deps, ctx, id);
  if (!mayChange(ctx, sub)) throw notFound();
  return sub;
}

/** webhooks:write plus the scope of every event family subscribed to (partner keys only). */
export function checkEventScopes(ctx: CallerContext, events: readonly string[]): void {
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

/** A url deliveries may reach now (scheme, and every address its host resolves to), else a field error. */
export async function checkUrl(deps: WebhooksDeps, url: string): Promise<void> {
  const allowPrivate = deps.kit.config.WEBHOOK_ALLOW_PRIVATE_URLS;
  const result = await checkUrlForDelivery(url, { allowPrivate, resolver: deps.resolver });
  if (!result.ok) throw FieldValidationError.single("url", result.reason);
}

/**
 * The properties a subscription covers, from what the caller asked: deduped, within the key's
 * coverage and each the hotel's (asked of inventory). Unsaid, a key's subscription covers the
 * call's property and the hotel's every property; null (every property) only where the key has
 * no limit.
 */
export async function coveredProperties(
  deps: WebhooksDeps,
  ctx: CallerContext,
  ids: string[] | null | undefined,
): Promise<string[] | null> {
  if (ids === undefined) return ctx.actor === "partner" ? [ctx.property_id!] : null;
  const coverage = ctx.actor === "partner" ? ctx.property_ids : null;
  if (ids === null) {
    if (coverage) throw FieldValidationError.single("property_ids", "must lie within the key's properties");
    return null;
  }
  const unique = [...new Set(ids)];
  if (coverage && unique.some((p) => !coverage.includes(p))) {
    throw FieldValidationError.single("property_ids", "must lie within the key's properties");
  }
  // Asked as this service: the caller's context goes to no other service.
  const { found } = await deps.kit.client.request(
    propertiesOps.resolve,
    { tenant_id: tenantOf(ctx), property_ids: unique },
    { request_id: ctx.request_id, actor: "system" },
  );
  const unknown = unique.filter((p) => !found.includes(p));
  if (unknown.length > 0)
    throw FieldValidationError.single("property_ids", `unknown properties: ${unknown.join(", ")}`);
  return unique;
}
