import { listOf, Unit, unitsOps } from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";
import { errorResponses, relay } from "./forward.js";
import { partnerSecurity } from "./properties.js";

export const unitRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ["units"], security: partnerSecurity };
    app.get(
      "/api/v1/units",
      {
        config: { auth: "partner", scope: "units:read", property: "required" },
        schema: { ...base, summary: "Units exposed through the API", response: { 200: listOf(Unit), ...errorResponses } },
      },
      (req, reply) => relay(deps, req, reply, unitsOps.list, {}),
    );
  };
