import {
  CreateSubscriptionBody,
  Delivery,
  DeliveryIdParams,
  dataOf,
  EventKind,
  listOf,
  type OperationErrors,
  PageQuery,
  RecoverBody,
  RecoverResult,
  Subscription,
  SubscriptionIdParams,
  SubscriptionWithSecret,
  TestResult,
  UpdateSubscriptionBody,
  webhookOps,
} from "@reservations/contracts";
import type { FastifyContextConfig } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GatewayDeps, RouteApp } from "../deps.js";
import type { AuthKind } from "../plugins/authentication.js";
import { relay } from "./relay.js";
import { merchantSecurity, partnerSecurity } from "./security.js";

/** One surface of the subscription routes: the partner's or the hotel's. */
interface Surface {
  deps: GatewayDeps;
  prefix: string;
  partner: boolean;
  base: { tags: string[]; security: { [scheme: string]: string[] }[] };
  read(operation: OperationErrors): FastifyContextConfig;
  write(operation: OperationErrors): FastifyContextConfig;
  /** Operation ids name the surface: partnerCreateWebhookSubscription, merchantCreateWebhookSubscription. */
  id(name: string): string;
}

function surfaceOf(deps: GatewayDeps, auth: AuthKind, prefix: string): Surface {
  const partner = auth === "partner";
  return {
    deps,
    prefix,
    partner,
    base: {
      tags: [partner ? "webhooks" : "merchant: webhooks"],
      security: partner ? partnerSecurity : merchantSecurity,
    },
    read: (operation) =>
      partner ? { auth, scope: "webhooks:read", property: "required", operation } : { auth, operation },
    write: (operation) =>
      partner ? { auth, scope: "webhooks:write", property: "required", operation } : { auth, operation },
    id: (name) => `${partner ? "partner" : "merchant"}${name}`,
  };
}

/**
 * Webhook subscriptions: the same operations for partner keys (`/api/v1/webhooks`, scopes
 * webhooks:read / webhooks:write) and for the hotel's own (`/api/merchant/webhooks`).
 */
function subscriptionRoutes(deps: GatewayDeps, auth: AuthKind, prefix: string): FastifyPluginAsyncZod {
  return async (app) => {
    const surface = surfaceOf(deps, auth, prefix);
    readRoutes(app, surface);
    deliveryRoutes(app, surface);
    changeRoutes(app, surface);
    actionRoutes(app, surface);
  };
}

/** Subscriptions listed and read, the event kinds, a subscription's deliveries. */
function readRoutes(app: RouteApp, { deps, prefix, partner, base, read, id }: Surface): void {
  app.get(
    prefix,
    {
      config: read(webhookOps.list),
      schema: {
        ...base,
        operationId: id("ListWebhookSubscriptions"),
        summary: "Subscriptions",
        response: { 200: listOf(Subscription) },
      },
    },
    (req, reply) => relay(deps, req, reply, webhookOps.list, {}),
  );
  if (partner) {
    app.get(
      `${prefix}/events`,
      {
        config: read(webhookOps.events),
        schema: {
          ...base,
          operationId: id("ListWebhookEventKinds"),
          summary: "Every event kind, what it carries and the scope it needs",
          response: { 200: listOf(EventKind) },
        },
      },
      (req, reply) => relay(deps, req, reply, webhookOps.events, {}),
    );
  }
  app.get(
    `${prefix}/:subscription_id`,
    {
      config: read(webhookOps.get),
      schema: {
        ...base,
        operationId: id("GetWebhookSubscription"),
        summary: "One subscription",
        params: SubscriptionIdParams,
        response: { 200: dataOf(Subscription) },
      },
    },
    (req, reply) => relay(deps, req, reply, webhookOps.get, req.params),
  );
  app.get(
    `${prefix}/:subscription_id/deliveries`,
    {
      config: read(webhookOps.deliveries),
      schema: {
        ...base,
        operationId: id("ListWebhookDeliveries"),
        summary: "Deliveries with their attempts, newest first",
        description: `One delivery per event sent to this subscription (kept 30 days); its event_id is the webhook-id of every attempt.${partner ? " Only the key that created the subscription reads them (another key of the hotel gets 404)." : ""}`,
        params: SubscriptionIdParams,
        querystring: PageQuery,
        response: { 200: listOf(Delivery) },
      },
    },
    (req, reply) => relay(deps, req, reply, webhookOps.deliveries, { ...req.params, ...req.query }),
  );
}

/** A delivery sent again, or every failed one since a time. */
function deliveryRoutes(app: RouteApp, { deps, prefix, base, write, id }: Surface): void {
  app.post(
    `${prefix}/:subscription_id/deliveries/:delivery_id/redeliver`,
    {
      config: write(webhookOps.redeliver),
      schema: {
        ...base,
        operationId: id("RedeliverWebhookDelivery"),
        summary: "Send one delivery again now",
        description:
          "Same webhook-id (the event id), a fresh webhook-timestamp and signature. Its attempts count on and the retry schedule starts over; a delivery already pending is made due now.",
        params: DeliveryIdParams,
        response: { 202: dataOf(Delivery) },
      },
    },
    (req, reply) => relay(deps, req, reply, webhookOps.redeliver, req.params),
  );
  app.post(
    `${prefix}/:subscription_id/recover`,
    {
      config: write(webhookOps.recover),
      schema: {
        ...base,
        operationId: id("RecoverWebhookDeliveries"),
        summary: "Send again the deliveries since a time that did not end in a 2xx",
        description:
          "For a receiver that was down: the deliveries created at or after since that failed, or are pending after attempts without a 2xx, are sent again with their event id as webhook-id and a fresh signature, oldest first and at most 1,000 per call. Answers how many, and more: true when others are left (call again; those already sent again are not counted twice). Each attempt still checks that the subscription may receive the event now.",
        params: SubscriptionIdParams,
        body: RecoverBody,
        response: { 202: dataOf(RecoverResult) },
      },
    },
    (req, reply) => relay(deps, req, reply, webhookOps.recover, { ...req.params, ...req.body }),
  );
}

/** A subscription created, edited or deleted. */
function changeRoutes(app: RouteApp, { deps, prefix, partner, base, write, id }: Surface): void {
  app.post(
    prefix,
    {
      config: write(webhookOps.create),
      schema: {
        ...base,
        operationId: id("CreateWebhookSubscription"),
        summary: "Create a subscription; its whsec_ secret is shown once",
        description:
          "url must be https and must not resolve to a private address. Booking events need bookings:read:all, unit events housekeeping:read. A key holds at most WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY subscriptions (20 by default): one more answers 422 WEBHOOK_SUBSCRIPTION_LIMIT_REACHED with limit.",
        body: CreateSubscriptionBody,
        response: { 201: dataOf(SubscriptionWithSecret) },
      },
    },
    (req, reply) =>
      relay(deps, req, reply, webhookOps.create, {
        ...req.body,
        // A key's subscription takes the key's version unless it names one: the service knows no key's.
        api_version: req.body.api_version ?? (partner ? req.apiKeyVersion : undefined),
      }),
  );
  app.patch(
    `${prefix}/:subscription_id`,
    {
      config: write(webhookOps.update),
      schema: {
        ...base,
        operationId: id("UpdateWebhookSubscription"),
        summary: "Edit a subscription",
        params: SubscriptionIdParams,
        body: UpdateSubscriptionBody,
        response: { 200: dataOf(Subscription) },
      },
    },
    (req, reply) => relay(deps, req, reply, webhookOps.update, { ...req.params, patch: req.body }),
  );
  app.delete(
    `${prefix}/:subscription_id`,
    {
      config: write(webhookOps.remove),
      schema: {
        ...base,
        operationId: id("DeleteWebhookSubscription"),
        summary: "Delete a subscription",
        params: SubscriptionIdParams,
        response: { 204: z.null() },
      },
    },
    (req, reply) => relay(deps, req, reply, webhookOps.remove, req.params),
  );
}

/** Activate, deactivate, rotate the secret, send a test event. */
function actionRoutes(app: RouteApp, { deps, prefix, base, write, id }: Surface): void {
  for (const [verb, op, name, summary, response] of [
    ["activate", webhookOps.activate, "ActivateWebhookSubscription", "Activate", dataOf(Subscription)],
    [
      "deactivate",
      webhookOps.deactivate,
      "DeactivateWebhookSubscription",
      "Deactivate",
      dataOf(Subscription),
    ],
    [
      "rotate-secret",
      webhookOps.rotateSecret,
      "RotateWebhookSecret",
      "New secret; the old one also signs for 24 h",
      dataOf(SubscriptionWithSecret),
    ],
    [
      "test",
      webhookOps.test,
      "TestWebhookSubscription",
      "Send a signed test event now and answer what the receiver said",
      dataOf(TestResult),
    ],
  ] as const) {
    app.post(
      `${prefix}/:subscription_id/${verb}`,
      {
        config: write(op),
        schema: {
          ...base,
          operationId: id(name),
          summary,
          params: SubscriptionIdParams,
          response: { 200: response },
        },
      },
      (req, reply) => relay(deps, req, reply, op as typeof webhookOps.activate, req.params),
    );
  }
}

export const webhookRoutes = (deps: GatewayDeps) => subscriptionRoutes(deps, "partner", "/api/v1/webhooks");
export const merchantWebhookRoutes = (deps: GatewayDeps) =>
  subscriptionRoutes(deps, "merchant", "/api/merchant/webhooks");
