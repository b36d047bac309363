import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { BaseConfig } from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/v1/docs";

/**
 * The docs page's CSP: Swagger UI loads its scripts, styles and the document from this origin, has no
 * inline script, and draws its icons from data: URLs. Its bundle applies inline styles as it renders
 * (a hash would break with each Swagger UI release); a style cannot run script.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join("; ");

/** The OpenAPI document, generated from the zod contracts of every route, and its docs page. */
export async function registerOpenApi(app: FastifyInstance, config: BaseConfig): Promise<void> {
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
      servers: [{ url: config.PUBLIC_BASE_URL, description: config.APP_ENV }],
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
  // Set when the page's answers are sent, over the API's own CSP (headers.ts).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
}
