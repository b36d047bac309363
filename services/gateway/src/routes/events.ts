import { EVENT_FAMILIES, FeedEvent, FeedQuery, feedOps, listOf } from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";
import { relay } from "./relay.js";
import { partnerSecurity } from "./security.js";

/** GET /api/v1/events: the event feed. */
export const eventRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/v1/events",
      {
        config: {
          auth: "partner",
          // Either family's scope lets a key in; the webhooks service shows each family only with its own.
          scope: Object.values(EVENT_FAMILIES),
          property: "required",
          operation: feedOps.list,
        },
        schema: {
          operationId: "partnerListEvents",
          tags: ["events"],
          summary: "Every event the key may read, oldest first",
          description:
            "Booking events need bookings:read:all, unit events housekeeping:read (a key with neither: 403 APIKEY_SCOPE_MISSING), and of the call's property only (X-Property, as on every call but /properties). An event's `id` is the `webhook-id` of its deliveries. Kept 30 days. `next_cursor` is always given: with no more events yet, it resumes after the last one, and an event that appears later is on the next page, never before the cursor.",
          security: partnerSecurity,
          querystring: FeedQuery,
          response: { 200: listOf(FeedEvent) },
        },
      },
      (req, reply) => relay(deps, req, reply, feedOps.list, req.query),
    );
  };
