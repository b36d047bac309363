import type { OpenAPIV3_2 } from "@fastify/swagger";
import { EVENT_KINDS, STREAM_EVENT_TYPES, WEBHOOK_EVENTS } from "@reservations/contracts";

type Operation = NonNullable<OpenAPIV3_2.PathItemObject["post"]>;

/** The Standard Webhooks headers every delivery carries (docs/partner-guide.md, webhooks). */
const SIGNATURE_HEADERS: NonNullable<Operation["parameters"]> = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    schema: { type: "string" },
    description:
      "The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have.",
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    schema: { type: "string", pattern: "^[0-9]+$" },
    description:
      "When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed.",
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    schema: { type: "string" },
    description:
      "Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. " +
      "For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it.",
  },
];

const RESPONSES: Operation["responses"] = {
  "2XX": { description: "Received. Any 2xx answer ends the delivery." },
  "410": {
    description:
      "Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent.",
  },
  default: {
    description:
      "Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`.",
  },
};

/** Who receives a kind, and with which scope. */
function recipients(type: string, scope: string): string {
  if (!(STREAM_EVENT_TYPES as readonly string[]).includes(type)) {
    return `Sent only when the subscription's owner calls POST /api/v1/webhooks/{subscription_id}/test (scope \`${scope}\`), whatever the subscription's events; one attempt, never retried.`;
  }
  const family = type.split(".")[0];
  return (
    `Sent to each active subscription whose events include \`${type}\`, \`${family}.*\` or \`*\` and which covers the event's property. ` +
    `A subscription made with an API key receives it only while that key is active and holds \`${scope}\` (needed to subscribe too); a hotel's own subscription follows the hotel's state.`
  );
}

/**
 * OpenAPI 3.1's top-level `webhooks`: one entry per event kind (EVENT_KINDS, as GET /webhooks/events
 * lists them), each a POST whose body is that kind's payload schema. The schemas themselves are the
 * components generated from the registered zod schemas (WEBHOOK_EVENTS), like every route's.
 */
export function eventWebhooks(): Record<string, OpenAPIV3_2.PathItemObject> {
  return Object.fromEntries(
    EVENT_KINDS.map((kind, i) => {
      const component = WEBHOOK_EVENTS[i]?.meta()?.id;
      if (!component) throw new Error(`the payload schema of ${kind.type} has no component id`);
      return [
        kind.type,
        {
          post: {
            operationId: `on${component.replace(/Event$/, "")}`,
            summary: kind.type,
            description: `${kind.description}\n\n${recipients(kind.type, kind.scope)}`,
            tags: ["webhook events"],
            // The platform calls the subscriber: no API credential; the signature headers prove the sender.
            security: [],
            parameters: SIGNATURE_HEADERS,
            requestBody: {
              required: true,
              description: "`{type, timestamp, data}`, JSON.",
              content: { "application/json": { schema: { $ref: `#/components/schemas/${component}` } } },
            },
            responses: RESPONSES,
          },
        },
      ];
    }),
  );
}
