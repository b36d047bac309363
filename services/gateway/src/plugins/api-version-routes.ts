import {
  type ApiVersion,
  ERROR_CODES,
  type JsonSchema,
  NEWEST_API_VERSION,
  type RouteRendering,
  routeRenderings,
} from "@reservations/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What each version does to the route's request and answer, worked out on its first call. */
    versions?: () => Map<ApiVersion, RouteRendering>;
  }
}

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === "object" && schema !== null && "_zod" in schema;

const jsonSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;

let errors: Map<ApiVersion, RouteRendering> | undefined;

/** What each version does to a refusal: the extra fields of every coded error, read as one schema. */
export function errorRenderings(): Map<ApiVersion, RouteRendering> {
  errors ??= routeRenderings({
    answers: [
      jsonSchema(
        z.object(Object.assign({}, ...Object.values(ERROR_CODES).map((c) => c.extra as z.ZodRawShape))),
        "output",
      ),
    ],
  });
  return errors;
}

/**
 * Each route's shapes (its zod body and answers) as the version chain reads them, computed when the
 * route is first called, so a start does not convert every schema of the API.
 */
export function prepareRouteRenderings(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const schema = route.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
    let versions: Map<ApiVersion, RouteRendering> | undefined;
    route.config = {
      ...(route.config ?? {}),
      versions: () => {
        versions ??= routeRenderings({
          answers: Object.values(schema?.response ?? {}).flatMap((s) =>
            isZod(s) ? [jsonSchema(s, "output")] : [],
          ),
          body: isZod(schema?.body) ? jsonSchema(schema.body, "input") : undefined,
        });
        return versions;
      },
    };
  });
}

/** What the call's version does to its route's request and answer; none in the newest version. */
export function renderingOf(request: FastifyRequest): RouteRendering | undefined {
  if (request.apiVersion === NEWEST_API_VERSION) return undefined;
  return request.routeOptions.config.versions?.().get(request.apiVersion);
}
