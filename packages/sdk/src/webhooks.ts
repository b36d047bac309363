import { WebhookVerificationError as Refused, Webhook } from "standardwebhooks";
import type { components } from "./schema.js";

/** A delivery whose headers are missing, whose signature does not match, or whose timestamp is too far off. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

type Schemas = components["schemas"];

/**
 * What a delivery's body carries (Standard Webhooks): the event kind, when it happened, and its
 * data; one member per kind of the document's `webhooks` (its `…Event` components), told apart by `type`.
 */
export type WebhookEvent = Schemas[Exclude<Extract<keyof Schemas, `${string}Event`>, `${string}FeedEvent`>];

/** A fetch Headers, or Node's `req.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNED_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;

function header(headers: WebhookHeaders, name: string): string {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? "";
  const record = headers as Record<string, string | string[] | undefined>;
  const value =
    record[name] ?? Object.entries(record).find(([k]) => k.toLowerCase() === name)?.[1] ?? undefined;
  return Array.isArray(value) ? value.join(" ") : (value ?? "");
}

/**
 * Checks a delivery's signature with the subscription's secret (`whsec_…`) and answers the event.
 * Throws WebhookVerificationError when a header is missing, the signature does not match, or the
 * timestamp is more than five minutes off. Pass the body exactly as received (not re-serialised).
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): WebhookEvent {
  const text = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
  const signed = Object.fromEntries(SIGNED_HEADERS.map((name) => [name, header(headers, name)]));
  let event: unknown;
  try {
    event = new Webhook(secret).verify(text, signed);
  } catch (err) {
    // The library's own class stays out of this package's types, which then need no Node.js typings.
    if (err instanceof Refused) throw new WebhookVerificationError(err.message, { cause: err });
    throw err;
  }
  if (!event || typeof event !== "object" || typeof (event as { type?: unknown }).type !== "string") {
    throw new WebhookVerificationError("The payload is not an event");
  }
  return event as WebhookEvent;
}
