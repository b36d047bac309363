import {
  ERROR_CODES,
  type ErrorCode,
  type Operation,
  type OperationErrors,
  operationErrors,
  type StaffRole,
} from "@reservations/contracts";
import type { FastifyContextConfig } from "fastify";
import { AUTH_ERRORS, SCOPE_ERRORS } from "./authentication.js";
import { BODY_ERRORS } from "./errors.js";
import { PROPERTY_ERRORS } from "./property.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract operation the route relays: the codes its service answers are documented on the route. */
    operation?: OperationErrors & Partial<Pick<Operation, "coverage">>;
    /** The route takes an Idempotency-Key (`required`: a missing one is refused); a repeat is replayed (Idempotent-Replayed). */
    idempotent?: "required" | "optional";
  }
}

/** What a route answers at one error status. */
export interface Refusals {
  codes: ErrorCode[];
  /** The field-error shape `{message, errors}` (422). */
  fields: boolean;
  /** The request-rate refusal `{message}` without error_code (429). */
  rateLimited: boolean;
}

/** What decides a route's errors: its config (credential, scope, X-Property, operation) and which inputs it reads. */
export interface RouteFacts {
  config: Pick<
    FastifyContextConfig,
    "auth" | "scope" | "property" | "operation" | "idempotent" | "conditional"
  >;
  /** Whether the route's method carries a body: one is parsed, whatever the route reads (413, 415, 422 on `body`). */
  body: boolean;
  /** Whether the route validates path parameters, a query or headers of its own (422 field errors). */
  fields: boolean;
  /** Merchant routes: the role the call needs (MERCHANT_ROLES). */
  role?: StaffRole;
}

/**
 * Every error a route can answer, by status: its edge's (credential, scope, X-Property, Idempotency-Key,
 * body), its operation's (the contract's list for this caller), a service out of reach, and the
 * unexpected. Unknown paths (404 ROUTE_NOT_FOUND) belong to no route.
 */
export function routeErrors({ config, body, fields, role }: RouteFacts): Map<number, Refusals> {
  const { auth, operation } = config;
  const codes: ErrorCode[] = [
    ...(auth ? AUTH_ERRORS[auth] : []),
    // With the session cookie: a call that changes something needs its CSRF token; a role too low is refused.
    ...(auth === "merchant" && body ? (["CSRF_TOKEN_INVALID"] as const) : []),
    ...(role && role !== "viewer" ? (["STAFF_ROLE_INSUFFICIENT"] as const) : []),
    ...(config.scope ? SCOPE_ERRORS : []),
    ...(config.property ? PROPERTY_ERRORS[config.property] : []),
    ...(config.idempotent === "required" ? (["IDEMPOTENCY_KEY_REQUIRED"] as const) : []),
    ...(body ? BODY_ERRORS : []),
    ...(operation ? operationErrors(operation, auth ?? "system") : []),
    // Keys and merchant tokens are looked up in the keys service; operations are relayed to theirs.
    ...(operation || auth === "partner" || auth === "merchant" ? (["SERVICE_UNAVAILABLE"] as const) : []),
    // Every call may name an unknown API version; one that needs a credential, a version past its sunset.
    "API_VERSION_UNKNOWN",
    ...(auth ? (["API_VERSION_SUNSET"] as const) : []),
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
