import { z } from "zod";
import { listOf, PageQuery } from "./common.js";
import { operation } from "./envelope.js";
import { EVENT_FAMILIES, EVENT_KINDS, eventSchemaName, STREAM_EVENT_TYPES } from "./events.js";

/** `booking.created` or `booking.*`: a kind of the stream or a family. */
export function isFeedType(t: string): boolean {
  return (
    (STREAM_EVENT_TYPES as readonly string[]).includes(t) ||
    Object.keys(EVENT_FAMILIES).some((f) => t === `${f}.*`)
  );
}

/** GET /api/v1/events: a page of the feed, optionally of some kinds or families only. */
export const FeedQuery = PageQuery.extend({
  types: z
    .string()
    .max(1000)
    .refine(
      (types) => types.split(",").every((t) => isFeedType(t.trim())),
      "must be comma-separated event kinds from GET /webhooks/events (other than webhook.test) or families such as booking.*",
    )
    .optional()
    .describe("Comma-separated kinds (booking.created) or families (booking.*); unsaid: every kind."),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

const STREAM_KINDS = EVENT_KINDS.filter((k) => (STREAM_EVENT_TYPES as readonly string[]).includes(k.type));

const feedEventOf = (k: (typeof STREAM_KINDS)[number]) =>
  z
    .object({
      id: z.string().describe("The event's id: the webhook-id of every delivery of this event."),
      type: z.literal(k.type),
      timestamp: z.iso.datetime({ offset: true }).describe("When it happened."),
      property_id: z.string().nullable(),
      data: k.data,
    })
    .meta({ id: `${eventSchemaName(k.type)}FeedEvent`, description: k.description });

/** One event of the feed: what its webhook carries, with its id and property. */
export const FeedEvent = z
  .discriminatedUnion(
    "type",
    STREAM_KINDS.map(feedEventOf) as unknown as [
      ReturnType<typeof feedEventOf>,
      ...ReturnType<typeof feedEventOf>[],
    ],
  )
  .meta({
    id: "FeedEvent",
    description: "An event of the feed, as its webhook carries it, with its id and property.",
    discriminator: {
      propertyName: "type",
      mapping: Object.fromEntries(
        STREAM_KINDS.map((k) => [k.type, `#/components/schemas/${eventSchemaName(k.type)}FeedEvent`]),
      ),
    },
  });
export type FeedEvent = z.infer<typeof FeedEvent>;

export const feedOps = {
  list: operation("webhooks.feed.list", FeedQuery, listOf(FeedEvent), {
    errors: ["INVALID_CURSOR"],
    partnerErrors: ["APIKEY_SCOPE_MISSING"],
  }),
};
