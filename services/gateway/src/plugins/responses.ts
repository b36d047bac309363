import {
  codedErrorBody,
  ERROR_CODES,
  type ErrorCode,
  FieldErrorBody,
  type OperationErrors,
  operationErrors,
  RateLimitedBody,
} from "@reservations/contracts";
import type { FastifyContextConfig, FastifyInstance, FastifySchema, FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { AUTH_ERRORS, SCOPE_ERRORS } from "./authentication.js";
import { BODY_ERRORS } from "./errors.js";
import { PROPERTY_ERRORS } from "./property.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract operation the route relays: the codes its service answers are documented on the route. */
    operation?: OperationErrors;
    /** The route takes an Idempotency-Key (`required`: a missing one is refused); a repeat is replayed (Idempotent-Replayed). */
    idempotent?: "required" | "optional";
  }
}

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

/** What a route answers at one error status. */
export interface Refusals {
  codes: ErrorCode[];
  /** SPEC's field shape `{message, errors}` (422). */
  fields: boolean;
  /** The request-rate refusal `{message}` without error_code (429). */
  rateLimited: boolean;
}

/** What decides a route's errors: its config (credential, scope, X-Property, operation) and which inputs it reads. */
export interface RouteFacts {
  config: Pick<FastifyContextConfig, "auth" | "scope" | "property" | "operation" | "idempotent">;
  /** Whether the route's method carries a body: one is parsed, whatever the route reads (413, 415, 422 on `body`). */
  body: boolean;
  /** Whether the route validates path parameters, a query or headers of its own (422 field errors). */
  fields: boolean;
}

/**
 * Every error a route can answer, by status: its edge's (credential, scope, X-Property, Idempotency-Key,
 * body), its operation's (the contract's list for this caller), a service out of reach, and the
 * unexpected. Unknown paths (404 ROUTE_NOT_FOUND) belong to no route.
 */
export function routeErrors({ config, body, fields }: RouteFacts): Map<number, Refusals> {
  const { auth, operation } = config;
  const codes: ErrorCode[] = [
    ...(auth ? AUTH_ERRORS[auth] : []),
    ...(config.scope ? SCOPE_ERRORS : []),
    ...(config.property ? PROPERTY_ERRORS[config.property] : []),
    ...(config.idempotent === "required" ? (["IDEMPOTENCY_KEY_REQUIRED"] as const) : []),
    ...(body ? BODY_ERRORS : []),
    ...(operation ? operationErrors(operation, auth ?? "system") : []),
    // Keys and merchant tokens are looked up in the keys service; operations are relayed to theirs.
    ...(operation || auth === "partner" || auth === "merchant" ? (["SERVICE_UNAVAILABLE"] as const) : []),
    "INTERNAL_ERROR",
  ];
  const byStatus = new Map<number, Refusals>();
  const at = (status: number) => {
    const r = byStatus.get(status) ?? { codes: [], fields: false, rateLimited: false };
    byStatus.set(status, r);
    return r;
  };
  for (const code of new Set(codes)) at(ERROR_CODES[code].status).codes.push(code);
  if (fields || body) at(422).fields = true;
  // Every route can refuse for the request rate: the key's, the hotel's or the client address's limit
  // (an operator's call counts only without a valid token).
  at(429).rateLimited = true;
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** The headers an answer at `status` carries. */
function headersAt(status: number, config: RouteFacts["config"]): HeaderName[] {
  const names: HeaderName[] = [];
  // A valid operator token counts against no limit; a missing or wrong one, against the client address's.
  const counted = config.auth === "admin" ? status === 401 || status === 429 : status < 500;
  if (counted) names.push("RateLimit", "RateLimit-Policy");
  if (status === 429 || status === 503) names.push("Retry-After");
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

/** Values of the extra fields in examples, by name; some codes need their own (a stay too long, say). */
const EXTRA_EXAMPLES: Record<string, unknown> = {
  scope: "bookings:write",
  limit: 25,
  used: 25,
  remaining_capacity: 0,
  room_id: "room_1KqV7sB9xT4pN2cF8wRe",
  remaining: 2,
  requested: 3,
  requested_adults: 3,
  max_adults: 2,
  max_quantity: 1,
  min_stay: 3,
  nights: 2,
  max_stay: 14,
  configured_adults: [1, 2],
  max_nights: 365,
};
const CODE_EXAMPLES: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  APIKEY_SCOPE_MISSING: { message: "The API key lacks the scope bookings:write." },
  RATE_PLAN_MAX_STAY: { nights: 21 },
  DATE_RANGE_TOO_LONG: { nights: 400 },
  WEBHOOK_SUBSCRIPTION_LIMIT_REACHED: { limit: 20 },
};

/** An answer with this code as the API sends it; checked against the code's own schema. */
export function errorExample(code: ErrorCode): Record<string, unknown> {
  const { message, extra } = ERROR_CODES[code];
  const value = {
    message,
    error_code: code,
    ...Object.fromEntries(Object.keys(extra).map((field) => [field, EXTRA_EXAMPLES[field]])),
    ...CODE_EXAMPLES[code],
  };
  return codedErrorBody(code).parse(value);
}

export const FIELD_ERROR_EXAMPLE = FieldErrorBody.parse({
  message: "The request is not valid.",
  errors: { end_date: ["must be after start_date"] },
});
export const RATE_LIMITED_EXAMPLE = RateLimitedBody.parse({
  message: "Too many requests; retry after the time in Retry-After.",
});

const json = (schema: unknown) => ({ "application/json": { schema } });

/**
 * A route's documented responses: its own successes, with the headers they carry, and every error
 * `routeErrors` finds, each status a union of SPEC's shapes naming exactly its codes.
 */
export function documentResponses(
  facts: RouteFacts,
  successes: Record<string, unknown>,
): Record<number, { description: string; headers: object; content: object }> {
  const responses: Record<number, { description: string; headers: object; content: object }> = {};
  for (const [key, schema] of Object.entries(successes)) {
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

/** Headers schemas this plugin made for routes without headers of their own: X-Property alone. */
const xPropertyOnly = new WeakSet<object>();

/**
 * The zod validator, but for the X-Property-only headers schemas: any string passes them (property.ts
 * resolves it) and Node gives such a header as one string, so a typeof decides instead of zod
 * copying every header of every request.
 */
export const validateRequest: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart !== "headers" || !xPropertyOnly.has(route.schema)) return validatorCompiler(route);
  const full = validatorCompiler(route);
  return (headers: Record<string, unknown>) => {
    const value = headers["x-property"];
    return value === undefined || typeof value === "string" ? true : full(headers);
  };
};

/** What each documented route's schema was added with, for its responses in the document. */
const routeFacts = new WeakMap<object, RouteFacts>();

/**
 * Prepares every route for the document as it is added: the X-Property header of property-bound
 * routes (validated too), and what its responses are made from. The responses themselves (every
 * refusal's schema, from routeErrors) are made only when the document is (`documentedResponses`,
 * from documentRoute): made for every route at start, they held 1.6 MiB of the idle gateway's live
 * heap (28.8 against 27.2 MiB after a full collection) that nothing but the document reads. Hidden routes (docs page, probes) are left as they are.
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
    });
    if (config.property) {
      const own = schema.headers as z.ZodObject | undefined;
      const headers = (own ?? z.object({})).extend({ "x-property": xProperty[config.property] }).loose();
      if (!own) xPropertyOnly.add(headers);
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
