import {
  API_VERSIONS,
  type ApiVersion,
  ApiVersionList,
  documentOf,
  type JsonSchema,
  versionList,
} from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GatewayDeps } from "../deps.js";

/** The version a document is asked for: `?version=`, else the call's own. */
const DocumentQuery = z.object({
  version: z
    .enum(API_VERSIONS)
    .optional()
    .describe(
      "The version the document describes; without it, the call's own (Api-Version, else 2026-11-21).",
    ),
});

/** The OpenAPI document of one version, as the gateway serves it: the newest one's, rendered down. */
export function versionDocument(newest: unknown, version: ApiVersion): JsonSchema {
  const document = documentOf(newest as JsonSchema, version);
  document.info = { ...document.info, version };
  return document;
}

/** GET /api/v1/versions, and the OpenAPI document of each version. */
export const versionRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/v1/versions",
      {
        schema: {
          operationId: "partnerListVersions",
          tags: ["versions"],
          summary: "The API's versions, their status and what each changes",
          description:
            "No key needed. A call answers in its Api-Version header's version, else its key's (2026-11-21 unless the hotel chose another).",
          security: [],
          response: { 200: ApiVersionList },
        },
      },
      async () => ({
        data: versionList(deps.config.API_VERSION_SCHEDULE, new Date().toISOString().slice(0, 10)),
      }),
    );
    // Each version's document is derived once from the newest one, which the routes describe.
    const documents = new Map<ApiVersion, JsonSchema>();
    app.get(
      "/api/v1/openapi.json",
      { schema: { hide: true, querystring: DocumentQuery } },
      async (request) => {
        const version = request.query.version ?? request.apiVersion;
        let document = documents.get(version);
        if (!document) {
          document = versionDocument(app.swagger(), version);
          documents.set(version, document);
        }
        return document;
      },
    );
  };
