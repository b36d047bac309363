import { listOf, Property, propertiesOps } from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";
import { relay } from "./relay.js";
import { partnerSecurity } from "./security.js";

/** GET /api/v1/properties: the properties the key covers. Call first. */
export const propertyRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/v1/properties",
      {
        config: {
          auth: "partner",
          scope: "properties:read",
          property: "optional",
          operation: propertiesOps.list,
          conditional: true,
        },
        schema: {
          operationId: "partnerListProperties",
          tags: ["properties"],
          summary: "Properties the key covers, with api_rate_plans_configured",
          description:
            "X-Property is not required here, even for multi-property keys; a value sent narrows the list.",
          security: partnerSecurity,
          response: { 200: listOf(Property) },
        },
      },
      (req, reply) => relay(deps, req, reply, propertiesOps.list, {}),
    );
  };
