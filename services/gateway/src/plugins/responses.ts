import {
  codedErrorBody,
  ERROR_CODES,
  FieldErrorBody,
  RateLimitedBody,
  requiredRole,
} from "@reservations/contracts";
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { IfNoneMatch } from "./if-none-match.js";
import { type Refusals, type RouteFacts, routeErrors } from "./route-errors.js";

/** Response headers, described once (the document's components.headers) and named on each response. */
export const RESPONSE_HEADERS = {
  RateLimit: {
    description:
      'What is left of the limit this call counted against (IETF RateLimit draft): `"<policy>";r=<calls left>;t=<seconds until a call frees>`, policy `key`, `merchant` or `ip`.',
    schema: { type: "string" },
    example: '"key";r=119;t=60',
  },
  "RateLimit-Policy": {
    description: 'The limit: `"<policy>";q=<calls>;w=60`, a sliding window of 60 seconds.',
    schema: { type: "string" },
    example: '"key";q=120;w=60',
  },
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
    example: 1,
  },
  ETag: {
    description:
      "The answer's strong entity tag. Sent back as If-None-Match, the same read answers 304 with no body while nothing in it changed.",
    schema: { type: "string" },
    example: '"hG3kQ9x0LmT2vB7nW4cR1a"',
  },
  "Idempotent-Replayed": {
    description:
      "`true` on the stored answer of an earlier request with the same Idempotency-Key and body (replayed, not run again).",
    schema: { type: "string", enum: ["true"] },
    example: "true",
  },
} as const;
type HeaderName = keyof typeof RESPONSE_HEADERS;

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  304: "Not modified: the If-None-Match sent names the current ETag; no body",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  422: "Unprocessable",
  429: "Too many requests",
  500: "Internal error",
  503: "Service unavailable",
};

/** The headers an answer at `status` carries. */
function headersAt(status: number, config: RouteFacts["config"]): HeaderName[] {
  const names: HeaderName[] = [];
  // A valid operator token counts against no limit; a missing or wrong one, against the client address's.
  const counted = config.auth === "admin" ? status === 401 || status === 429 : status < 500;
  if (counted) names.push("RateLimit", "RateLimit-Policy");
  if (status === 429 || status === 503) names.push("Retry-After");
  if (config.conditional && (status === 200 || status === 304)) names.push("ETag");
  // A finished request's answer is stored, refusals that would repeat included, and replayed.
  if (config.idempotent && (status < 300 || [404, 409, 422].includes(status)))
    names.push("Idempotent-Replayed");
  return names;
}

const headerDocs = (names: HeaderName[]) =>
  Object.fromEntries(
    names.map((name) => {
      const { description, schema } = RESPONSE_HEADERS[name];
      return [name, { description, ...schema }];
    }),
  );

function describeRefusals(status: number, r: Refusals): string {
  const lines = r.codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].message}`);
  if (r.fields) lines.push("a field error: `errors` names each field refused, and there is no `error_code`");
  if (r.rateLimited) lines.push("the request rate limit: no `error_code`; wait for `Retry-After`");
  const title = STATUS_TEXT[status] ?? "Refused";
  return lines.length === 1
    ? `${title}: ${lines[0]}`
    : `${title}, one of:\n\n${lines.map((l) => `- ${l}`).join("\n")}`;
}

function refusalSchema(r: Refusals): z.ZodType {
  const shapes: z.ZodType[] = [
    ...r.codes.map(codedErrorBody),
    ...(r.fields ? [FieldErrorBody] : []),
    ...(r.rateLimited ? [RateLimitedBody] : []),
  ];
  return shapes.length === 1 ? shapes[0]! : z.union(shapes as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}

const json = (schema: unknown) => ({ "application/json": { schema } });

/**
 * A route's documented responses: its own successes, with the headers they carry, and every error
 * `routeErrors` finds, each status a union of the error shapes naming exactly its codes.
 */
export function documentResponses(
  facts: RouteFacts,
  successes: Record<string, unknown>,
): Record<number, { description: string; headers: object; content: object }> {
  const responses: Record<number, { description: string; headers: object; content: object }> = {};
  // A conditional read's 304 has no body (documentRoute leaves out a null content).
  const answers = facts.config.conditional ? { ...successes, 304: z.null() } : successes;
  for (const [key, schema] of Object.entries(answers)) {
    const status = Number(key);
    if (!(status < 400)) continue;
    responses[status] = {
      description: STATUS_TEXT[status] ?? "Success",
      headers: headerDocs(headersAt(status, facts.config)),
      content: json(schema),
    };
  }
  for (const [status, refusals] of routeErrors(facts)) {
    responses[status] = {
      description: describeRefusals(status, refusals),
      headers: headerDocs(headersAt(status, facts.config)),
      content: json(refusalSchema(refusals)),
    };
  }
  return responses;
}

const BODY_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/** X-Property, documented on every route bound to a property. It is resolved in property.ts; any string passes here. */
const xProperty = {
  required: z
    .string()
    .optional()
    .describe(
      "The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent.",
    ),
  optional: z
    .string()
    .optional()
    .describe(
      "Narrows the answer to this property; not required, even for a key of several properties. A property the key does not cover: 404 PROPERTY_NOT_FOUND.",
    ),
};

/** Headers schemas this plugin made for routes without headers of their own: X-Property, If-None-Match. */
const ownHeadersOnly = new WeakSet<object>();

/** Whether a header passes a schema of ownHeadersOnly: absent, or one string. */
const plainHeader = (value: unknown) => value === undefined || typeof value === "string";

/**
 * The zod validator, but for the headers schemas this plugin made: any string passes X-Property
 * (property.ts resolves it) and If-None-Match, and Node gives each as one string, so a typeof
 * decides instead of zod copying every header of every request.
 */
export const validateRequest: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart !== "headers" || !ownHeadersOnly.has(route.schema)) return validatorCompiler(route);
  const full = validatorCompiler(route);
  return (headers: Record<string, unknown>) =>
    plainHeader(headers["x-property"]) && plainHeader(headers["if-none-match"]) ? true : full(headers);
};

/** The request headers a route's config brings: X-Property when bound to a property, If-None-Match when conditional. */
function configHeaders(config: RouteFacts["config"]): Record<string, z.ZodType> {
  return {
    ...(config.property ? { "x-property": xProperty[config.property] } : {}),
    ...(config.conditional ? { "if-none-match": IfNoneMatch } : {}),
  };
}

/** What each documented route's schema was added with, for its responses in the document. */
const routeFacts = new WeakMap<object, RouteFacts>();

/**
 * Prepares every route for the document as it is added: the X-Property header of property-bound
 * routes (validated too), and what its responses are made from. The responses themselves are made
 * only with the document (`documentedResponses`): made for every route at start, they would hold
 * 1.6 MiB of the idle gateway's heap that nothing else reads. Hidden routes are left as they are.
 */
export function registerResponseDocs(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
    // A GET route's HEAD twin shares its schema: each schema is prepared once.
    if (!schema || schema.hide || routeFacts.has(schema)) return;
    const config = route.config ?? {};
    const methods = ([] as string[]).concat(route.method);
    routeFacts.set(schema, {
      config,
      // Fastify parses a body sent with any of these, even to a route that reads none.
      body: methods.some((m) => BODY_METHODS.includes(m)),
      fields: Boolean(schema.params || schema.querystring || schema.headers),
      role: config.auth === "merchant" ? requiredRole(methods[0]!, route.url) : undefined,
    });
    const added = configHeaders(config);
    if (Object.keys(added).length > 0) {
      const own = schema.headers as z.ZodObject | undefined;
      const headers = (own ?? z.object({})).extend(added).loose();
      if (!own) ownHeadersOnly.add(headers);
      schema.headers = headers;
    }
  });
}

/**
 * The schema as the document shows it: its own successes and every refusal the route can answer
 * (documentResponses) as its responses; the schema itself when registerResponseDocs left it alone.
 */
export function documentedResponses<S extends object>(schema: S): S {
  const facts = routeFacts.get(schema);
  if (!facts) return schema;
  const own = ((schema as { response?: Record<string, unknown> }).response ?? {}) as Record<string, unknown>;
  return { ...schema, response: documentResponses(facts, own) };
}
