import { z } from "zod";
import { dataOf, Id, listOf, PageQuery, type Scope, Timestamp, wellFormed } from "./common.js";
import { operation } from "./envelope.js";
import { EVENT_FAMILIES, EVENT_KINDS, STREAM_EVENT_TYPES } from "./events.js";
import { ApiVersionName, DEFAULT_API_VERSION } from "./versions/api-versions.js";

/** `booking.created`, `booking.*`, `unit.*` or `*`: a kind of the stream (webhook.test is sent by the test call alone). */
export const EventPattern = z
  .string()
  .max(100)
  .refine(
    (p) =>
      p === "*" ||
      (STREAM_EVENT_TYPES as readonly string[]).includes(p) ||
      Object.keys(EVENT_FAMILIES).some((f) => p === `${f}.*`),
    "must be an event kind from GET /webhooks/events other than webhook.test, a family such as booking.*, or *",
  );

export const Subscription = z
  .object({
    id: z.string(),
    url: z
      .string()
      .describe(
        "Whole for the key that created the subscription (and for the hotel, its own); another key of the hotel reads scheme, host and path only.",
      ),
    events: z.array(z.string()),
    /** null: every property of the hotel, present and future. */
    property_ids: z.array(z.string()).nullable(),
    active: z.boolean(),
    created_by: z.enum(["key", "hotel"]),
    disabled_reason: z.string().nullable(),
    api_version: ApiVersionName.describe("The version whose shapes the data of its deliveries take."),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "WebhookSubscription" });
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionWithSecret = Subscription.extend({
  secret: z.string().describe("whsec_…: shown on create and rotate-secret only."),
}).meta({ id: "WebhookSubscriptionWithSecret" });

export const CreateSubscriptionBody = z
  .object({
    url: wellFormed(z.string().max(2048)),
    events: z.array(EventPattern).min(1).max(20),
    property_ids: z.array(Id).min(1).max(1000).optional(),
    api_version: ApiVersionName.optional().describe(
      `The version whose shapes the data of its deliveries take; default: the calling key's version, or ${DEFAULT_API_VERSION} for the hotel's own.`,
    ),
  })
  .meta({ id: "CreateWebhookSubscription" });

export const UpdateSubscriptionBody = z
  .object({
    url: wellFormed(z.string().max(2048)),
    events: z.array(EventPattern).min(1).max(20),
    property_ids: z.array(Id).min(1).max(1000).nullable(),
    api_version: ApiVersionName.describe("The version whose shapes the data of its deliveries take."),
  })
  .partial()
  .meta({ id: "UpdateWebhookSubscription" });

export const DeliveryAttempt = z
  .object({
    at: z.string().describe("When the attempt was made."),
    status_code: z.number().int().nullable().describe("What the receiver answered; null when it did not."),
    duration_ms: z.number(),
    error: z.string().nullable(),
  })
  .meta({ id: "WebhookDeliveryAttempt" });

/** One event sent to one subscription: its `event_id` is the `webhook-id` of every attempt, redelivery and recovery. */
export const Delivery = z
  .object({
    id: z.string(),
    event_id: z.string().describe("The event's id, sent as `webhook-id` (the same on every attempt)."),
    type: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempts: z.array(DeliveryAttempt).describe("Oldest first; empty until the first attempt."),
    next_attempt_at: z.string().nullable(),
  })
  .meta({ id: "WebhookDelivery" });

export const RecoverBody = z
  .object({
    since: Timestamp.describe(
      "The deliveries created at or after this time that did not end in a 2xx are sent again, oldest first, at most 1,000 per call.",
    ),
  })
  .meta({ id: "RecoverWebhookDeliveries" });

export const RecoverResult = z
  .object({
    deliveries: z.number().int().describe("How many deliveries are sent again (at most 1,000)."),
    more: z.boolean().describe("More such deliveries are left: call again for the next ones."),
  })
  .meta({ id: "WebhookRecovery" });

export const TestResult = z
  .object({
    delivered: z.boolean(),
    status_code: z.number().int().nullable(),
    duration_ms: z.number(),
    error: z.string().nullable(),
    event_id: z.string(),
  })
  .meta({ id: "WebhookTestResult" });

export const EventKind = z
  .object({
    type: z.string(),
    scope: z.string(),
    description: z.string(),
    carries: z.string().describe("The fields of its data; its schema is in the document's webhooks."),
  })
  .meta({ id: "WebhookEventKind" });
export type EventKind = z.infer<typeof EventKind>;

/** GET /webhooks/events: every kind of the event union, in its order, with the scope each needs. */
export const EVENT_KIND_LIST: readonly EventKind[] = EVENT_KINDS.map((k) => ({
  type: k.type,
  scope: k.scope,
  description: k.description,
  carries: Object.keys(k.data.shape).join(", "),
}));

export const SubscriptionIdParams = z.object({ subscription_id: Id });
export const DeliveryIdParams = SubscriptionIdParams.extend({ delivery_id: Id });

const NOT_FOUND = ["WEBHOOK_SUBSCRIPTION_NOT_FOUND"] as const;
/** Partner keys need the scope of every event family subscribed to, checked again on each write. */
const EVENTS_CHECKED = {
  errors: NOT_FOUND,
  partnerErrors: ["WEBHOOK_EVENT_NOT_PERMITTED"],
  coverage: true,
} as const;

/** A key sees a subscription only if its properties all lie within the key's: each operation reads the coverage. */
export const webhookOps = {
  list: operation("webhooks.subscriptions.list", z.object({}), listOf(Subscription), {
    errors: [],
    coverage: true,
  }),
  get: operation("webhooks.subscriptions.get", SubscriptionIdParams, dataOf(Subscription), {
    errors: NOT_FOUND,
    coverage: true,
  }),
  events: operation("webhooks.events.list", z.object({}), listOf(EventKind), { errors: [], coverage: true }),
  create: operation("webhooks.subscriptions.create", CreateSubscriptionBody, dataOf(SubscriptionWithSecret), {
    errors: [],
    partnerErrors: ["WEBHOOK_EVENT_NOT_PERMITTED", "WEBHOOK_SUBSCRIPTION_LIMIT_REACHED"],
    coverage: true,
  }),
  update: operation(
    "webhooks.subscriptions.update",
    SubscriptionIdParams.extend({ patch: UpdateSubscriptionBody }),
    dataOf(Subscription),
    EVENTS_CHECKED,
  ),
  remove: operation("webhooks.subscriptions.delete", SubscriptionIdParams, z.undefined(), {
    errors: NOT_FOUND,
    coverage: true,
  }),
  activate: operation(
    "webhooks.subscriptions.activate",
    SubscriptionIdParams,
    dataOf(Subscription),
    EVENTS_CHECKED,
  ),
  deactivate: operation("webhooks.subscriptions.deactivate", SubscriptionIdParams, dataOf(Subscription), {
    errors: NOT_FOUND,
    coverage: true,
  }),
  test: operation("webhooks.subscriptions.test", SubscriptionIdParams, dataOf(TestResult), EVENTS_CHECKED),
  rotateSecret: operation(
    "webhooks.subscriptions.rotate-secret",
    SubscriptionIdParams,
    dataOf(SubscriptionWithSecret),
    EVENTS_CHECKED,
  ),
  deliveries: operation(
    "webhooks.deliveries.list",
    SubscriptionIdParams.extend(PageQuery.shape),
    listOf(Delivery),
    { errors: [...NOT_FOUND, "INVALID_CURSOR"], coverage: true },
  ),
  redeliver: operation("webhooks.deliveries.redeliver", DeliveryIdParams, dataOf(Delivery), {
    errors: [...NOT_FOUND, "WEBHOOK_DELIVERY_NOT_FOUND"],
    partnerErrors: ["WEBHOOK_EVENT_NOT_PERMITTED"],
    coverage: true,
  }),
  recover: operation(
    "webhooks.deliveries.recover",
    SubscriptionIdParams.extend(RecoverBody.shape),
    dataOf(RecoverResult),
    EVENTS_CHECKED,
  ),
  // Merchant: the hotel's own subscriptions (the same operations, ctx.actor "merchant").
};

/** Which scope a subscription pattern needs: `*` needs both families' scopes. */
export function scopesForPattern(pattern: string): Scope[] {
  if (pattern === "*") return Object.values(EVENT_FAMILIES);
  const family = pattern.split(".")[0] as keyof typeof EVENT_FAMILIES;
  return EVENT_FAMILIES[family] ? [EVENT_FAMILIES[family]] : [];
}

export function patternMatches(pattern: string, type: string): boolean {
  if (pattern === "*") return true;
  if (pattern.endsWith(".*")) return type.startsWith(pattern.slice(0, -1));
  return pattern === type;
}
