import { z } from "zod";
import { AriChanged } from "./ari.js";
import { AuditRecord } from "./audit.js";
import { Stay } from "./booking-changes.js";
import { Booking, CANCELLATION_REASONS } from "./bookings.js";
import type { Scope } from "./common.js";
import type { ServiceName } from "./health.js";
import { Money } from "./money.js";
import { bookingDataWithMoneyText } from "./stored-money.js";
import { HousekeepingStatus } from "./units.js";

/** JetStream stream that carries every domain event (`events.<family>.<name>`). */
export const EVENTS_STREAM = "EVENTS";
export const EVENTS_SUBJECTS = "events.>";
export const eventSubject = (type: string) => `events.${type}`;

/** The family whose subjects name the service that publishes them: `events.audit.<service>.<name>`. */
export const AUDIT_FAMILY = "audit";

/** The subject `service` publishes an event of `type` on: an audit entry's names the service. */
export function publishedEventSubject(type: string, service: ServiceName): string {
  const [family, ...name] = type.split(".");
  return family === AUDIT_FAMILY
    ? eventSubject(`${AUDIT_FAMILY}.${service}.${name.join(".")}`)
    : eventSubject(type);
}

/** Every subject `service` may publish a family's events on (`events.<family>.>`, `events.audit.<service>.>`). */
export const familySubjects = (family: string, service: ServiceName) =>
  eventSubject(family === AUDIT_FAMILY ? `${AUDIT_FAMILY}.${service}.>` : `${family}.>`);

/** The service an audit entry's subject names (`events.audit.<service>.…` under `namespace`), if any. */
export function auditSubjectService(subject: string, namespace = ""): string | undefined {
  const prefix = `${namespace ? `${namespace}.` : ""}${eventSubject(AUDIT_FAMILY)}.`;
  if (!subject.startsWith(prefix)) return undefined;
  const [service, ...rest] = subject.slice(prefix.length).split(".");
  return service && rest.length > 0 ? service : undefined;
}

/** The families of the stream's events, and the scope a key's subscription needs for each. */
export const EVENT_FAMILIES = {
  booking: "bookings:read:all",
  unit: "housekeeping:read",
  ari: "availability:read",
} as const satisfies Record<string, Scope>;

/**
 * The services that publish each family's events: only their credentials may publish on
 * `events.<family>.>`. `audit`: the entries a service writes with a change, for the keys service,
 * each service on `events.audit.<service>.>` only.
 */
export const EVENT_PUBLISHERS = {
  booking: ["booking"],
  unit: ["inventory"],
  ari: ["inventory"],
  audit: ["inventory", "booking", "webhooks"],
} as const satisfies Record<keyof typeof EVENT_FAMILIES | "audit", readonly ServiceName[]>;

/**
 * The stream's durable consumers: the service whose copies share each, and the events it takes (a
 * subject pattern under `events.`). Only that service's credentials may read or acknowledge them.
 */
export const EVENT_CONSUMERS = {
  "inventory-bookings": { service: "inventory", filter: "booking.>" },
  "webhooks-fanout": { service: "webhooks", filter: ">" },
  "keys-audit": { service: "keys", filter: "audit.>" },
} as const satisfies Record<string, { service: ServiceName; filter: string }>;
export type EventConsumerName = keyof typeof EVENT_CONSUMERS;

const BookingData = z.object({ booking: Booking });

/** One kind of event: its `type`, the shape of its `data`, who may receive it and when it is sent. */
const kind = <const T extends string, const D extends z.ZodObject>(
  type: T,
  data: D,
  scope: Scope,
  description: string,
) => ({ type, data, scope, description });

/**
 * Every kind the stream carries. The stream's union, the payloads subscribers receive,
 * GET /webhooks/events and the document's `webhooks` all come from this table and EVENT_KINDS.
 */
const STREAM_KINDS = [
  kind(
    "booking.created",
    BookingData,
    EVENT_FAMILIES.booking,
    "A booking was made (through the API, by the hotel or from a channel).",
  ),
  kind("booking.confirmed", BookingData, EVENT_FAMILIES.booking, "A pending booking or hold was confirmed."),
  kind(
    "booking.cancelled",
    BookingData.extend({
      reason: z
        .enum(CANCELLATION_REASONS)
        .describe(
          "guest: cancelled through the API; hold_expired: the hold's clock ran out; voided: the key was revoked and its bookings voided; hotel: cancelled by the hotel.",
        ),
    }),
    EVENT_FAMILIES.booking,
    "A booking was cancelled; reason is guest, hold_expired, voided or hotel.",
  ),
  kind(
    "booking.changed",
    BookingData.extend({
      previous: z
        .object({ stay: Stay, total_price: Money })
        .describe("The stay and total the booking had before the change."),
      change_quote_id: z.string().describe("The change quote the change applied."),
    }),
    EVENT_FAMILIES.booking,
    "A booking's stay changed (dates, unit, room, rate plan or guests); previous is what it was.",
  ),
  kind("booking.checked_in", BookingData, EVENT_FAMILIES.booking, "The guest arrived."),
  kind("booking.checked_out", BookingData, EVENT_FAMILIES.booking, "The guest left."),
  kind(
    "booking.no_show",
    BookingData,
    EVENT_FAMILIES.booking,
    "The guest did not arrive: the hotel marked the booking a no-show, its nights are back on sale and cancellation_fee is what it costs.",
  ),
  kind(
    "unit.housekeeping_changed",
    z.object({
      unit_id: z.string(),
      room_id: z.string().nullable().describe("The room of a room type that changed; null: the unit itself."),
      status: HousekeepingStatus,
    }),
    EVENT_FAMILIES.unit,
    "The cleaning status of a unit or one of its rooms changed.",
  ),
  kind(
    "ari.changed",
    AriChanged,
    EVENT_FAMILIES.ari,
    "Availability, units, rates or restrictions of the property changed: the entries of GET /ari/changes since the last such event, merged, at most one per property every 5 s.",
  ),
] as const;

/**
 * Every kind a subscriber may receive: the stream's, and the test a subscription's owner sends
 * (never on the stream, and not a subscription pattern: POST /webhooks/{id}/test sends it whatever
 * the subscription's events; its scope is the one that call needs).
 */
export const EVENT_KINDS = [
  ...STREAM_KINDS,
  kind(
    "webhook.test",
    z.object({ subscription_id: z.string(), message: z.string() }),
    "webhooks:write",
    "Sent only by POST /webhooks/{id}/test, to that subscription, whatever its events.",
  ),
] as const;

/**
 * Kinds the stream carries between services only: never delivered to a subscriber, never in the
 * event feed. `audit.recorded`: an audit entry made with a change, for the keys service to keep.
 */
const INTERNAL_KINDS = [{ type: "audit.recorded", data: AuditRecord }] as const;

type Kind = (typeof EVENT_KINDS)[number];

/** The kinds subscribers may receive from the stream (the internal ones are not among them). */
export const STREAM_EVENT_TYPES = STREAM_KINDS.map((k) => k.type);
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

/** Whether an event of the stream is one subscribers and the feed may see. */
export const deliverableType = (type: string): type is StreamEventType =>
  (STREAM_EVENT_TYPES as readonly string[]).includes(type);

/** The envelope of every event on the stream: the fields it carries around its type and data. */
const Envelope = z.object({
  id: z.string(),
  occurred_at: z.iso.datetime({ offset: true }),
  tenant_id: z.string(),
  property_id: z.string().nullable(),
  /** W3C trace context of the change that caused the event, so its trace continues downstream. */
  trace: z.record(z.string(), z.string()).optional(),
});

/**
 * A stream event of one kind. A booking event kept on the stream or in an outbox may carry its
 * amounts as numbers (an older publisher's): it reads with the decimal strings they stand for.
 */
const streamEventOf = <const T extends string, D extends z.ZodObject>(k: { type: T; data: D }) =>
  Envelope.extend({
    type: z.literal(k.type),
    data: z.preprocess(
      (data) => (k.type.startsWith("booking.") ? bookingDataWithMoneyText(data) : data),
      k.data,
    ),
  });

/** `booking.checked_in` → `BookingCheckedIn`: the kind's name in the document. */
export const eventSchemaName = (type: string) =>
  type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

/** What a subscriber receives (docs/partner-guide.md, webhooks), a named component per kind. */
const webhookEventOf = <const T extends string, D extends z.ZodObject>(k: {
  type: T;
  data: D;
  description: string;
}) =>
  z
    .object({
      type: z.literal(k.type),
      timestamp: z.iso.datetime({ offset: true }).describe("When it happened."),
      data: k.data,
    })
    .meta({ id: `${eventSchemaName(k.type)}Event`, description: k.description });

type StreamEventSchemas<K extends readonly { type: string; data: z.ZodObject }[]> = {
  -readonly [I in keyof K]: ReturnType<typeof streamEventOf<K[I]["type"], K[I]["data"]>>;
};
type WebhookEventSchemas<K extends readonly Kind[]> = {
  -readonly [I in keyof K]: ReturnType<typeof webhookEventOf<K[I]["type"], K[I]["data"]>>;
};

/**
 * An event on the stream: publishers build it with newEvent (service-kit), consumers parse the
 * stream's messages with it. The envelope stays the same for every kind; `type` picks the shape of `data`.
 */
export const DomainEvent = z.discriminatedUnion(
  "type",
  // map() cannot keep each kind's own types: the cast restores what streamEventOf made of it.
  [...STREAM_KINDS, ...INTERNAL_KINDS].map(
    (k): z.ZodObject => streamEventOf<string, z.ZodObject>(k),
  ) as unknown as StreamEventSchemas<[...typeof STREAM_KINDS, ...typeof INTERNAL_KINDS]>,
);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type DomainEventData<T extends DomainEventType> = DomainEventOf<T>["data"];

/** Each kind's payload schema, in the order of EVENT_KINDS (the document's `webhooks` refers to them). */
export const WEBHOOK_EVENTS = EVENT_KINDS.map(
  (k): z.ZodObject => webhookEventOf<string, z.ZodObject>(k),
) as unknown as WebhookEventSchemas<typeof EVENT_KINDS>;

/** The body of every webhook delivery: `{type, timestamp, data}`, signed per Standard Webhooks. */
export const WebhookEvent = z.discriminatedUnion("type", WEBHOOK_EVENTS).meta({
  id: "WebhookEvent",
  description: "Any event a subscription may receive.",
  // For generators of typed clients: `type` names the schema (OpenAPI's discriminator).
  discriminator: {
    propertyName: "type",
    mapping: Object.fromEntries(
      EVENT_KINDS.map((k) => [k.type, `#/components/schemas/${eventSchemaName(k.type)}Event`]),
    ),
  },
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type WebhookEventType = WebhookEvent["type"];
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

/**
 * The one way to build what a subscriber receives: a known type with its data (a type error
 * otherwise), checked against the contract, and nothing the contract does not name.
 */
export function webhookEvent<T extends WebhookEventType>(
  type: T,
  data: WebhookEventOf<T>["data"],
  timestamp: string,
): WebhookEventOf<T> {
  return WebhookEvent.parse({ type, timestamp, data }) as WebhookEventOf<T>;
}
