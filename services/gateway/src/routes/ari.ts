import { AriChange, AriChangesQuery, ariOps } from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GatewayDeps } from "../deps.js";
import { relay } from "./relay.js";
import { partnerSecurity } from "./security.js";

/** GET /api/v1/ari/changes: the property's ARI change log, for a client that keeps a copy of its answers. */
export const ariRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/v1/ari/changes",
      {
        config: {
          auth: "partner",
          scope: ["availability:read", "rates:read"],
          property: "required",
          operation: ariOps.changes,
        },
        schema: {
          operationId: "partnerListAriChanges",
          tags: ["availability"],
          summary: "What changed in availability, units, rates and restrictions, by cursor",
          description:
            "Oldest first, in commit order. availability and units entries need availability:read, rates and restrictions entries rates:read. Without a cursor: no entries and a next_cursor that follows from now; take it, read /availability and /rates, then follow it. Entries are kept 7 days: an older cursor answers 410 ARI_CURSOR_EXPIRED.",
          security: partnerSecurity,
          querystring: AriChangesQuery,
          response: { 200: z.object({ data: z.array(AriChange), next_cursor: z.string() }) },
        },
      },
      (req, reply) => relay(deps, req, reply, ariOps.changes, req.query),
    );
  };
