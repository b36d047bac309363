import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document, generated from the zod contracts of every route, and its docs page. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Reservations partner API",
        version: "1.0.0",
        description:
          "Query and sell hotel rooms: properties, units, availability, rates, quotes, bookings with holds, and webhooks. " +
          "Merchant (`/api/merchant`) and operator (`/api/admin`) calls are documented alongside.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          apiKey: { type: "http", scheme: "bearer", description: "API key: `Authorization: Bearer rk_…`" },
          apiKeyHeader: { type: "apiKey", in: "header", name: "X-Api-Key" },
          merchantToken: { type: "http", scheme: "bearer", description: "Merchant token of the hotel" },
          operatorToken: {
            type: "http",
            scheme: "bearer",
            description: "PLATFORM_ADMIN_TOKEN of the platform operator",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/v1/docs" });
}
