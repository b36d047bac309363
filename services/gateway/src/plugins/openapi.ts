import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { BaseConfig } from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { RESPONSE_HEADERS, registerResponseDocs } from "./responses.js";

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

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document as JSON
type Doc = Record<string, any>;

/**
 * The per-route step of the document: the zod schemas as JSON Schema (fastify-type-provider-zod),
 * keeping what that step leaves out: the headers of each response, and a 204's lack of a body.
 */
function documentRoute(
  input: Parameters<typeof jsonSchemaTransform>[0],
): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const given = (input.schema as Doc | undefined)?.response as Doc | undefined;
  const responses = (out.schema as Doc | undefined)?.response as Doc | undefined;
  for (const [status, response] of Object.entries(responses ?? {})) {
    const headers = given?.[status]?.headers;
    const schema = response.content?.["application/json"]?.schema;
    responses![status] = {
      ...(schema?.type === "null" ? { type: "null", description: response.description } : response),
      ...(headers && Object.keys(headers).length > 0 ? { headers } : {}),
    };
  }
  return out;
}

/** Response headers as references to the document's components.headers, each described once. */
function sharedHeaders(doc: Doc): Doc {
  doc.components.headers = Object.fromEntries(
    Object.entries(RESPONSE_HEADERS).map(([name, { description, schema, example }]) => [
      name,
      { description, schema, example },
    ]),
  );
  for (const operation of operationsOf(doc)) {
    for (const response of Object.values<Doc>(operation.responses ?? {})) {
      for (const name of Object.keys(response.headers ?? {})) {
        if (name in RESPONSE_HEADERS) response.headers[name] = { $ref: `#/components/headers/${name}` };
      }
    }
  }
  return doc;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** Every operation object of the document. */
export function operationsOf(doc: Doc): Doc[] {
  return Object.values<Doc>(doc.paths ?? {}).flatMap((path) =>
    METHODS.filter((m) => path[m]).map((m) => path[m]),
  );
}

/** The whole-document step: the zod registry's components, then this gateway's finishing. */
function finishDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]): Doc {
  return sharedHeaders(jsonSchemaTransformObject(input) as Doc);
}

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
    transform: documentRoute,
    transformObject: finishDocument,
  });
  registerResponseDocs(app);
  // Set when the page's answers are sent, over the API's own CSP (headers.ts).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
}
