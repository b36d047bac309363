import { bookingOps, keysOps, webhookOps } from "@reservations/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorExample } from "./error-examples.js";
import { documentResponses } from "./responses.js";
import { type RouteFacts, routeErrors } from "./route-errors.js";

/** routeErrors as `{status: [codes…, "fields", "rate"]}`, to compare at a glance. */
const table = (facts: RouteFacts) =>
  Object.fromEntries(
    [...routeErrors(facts)].map(([status, r]) => [
      status,
      [...(r.codes as string[])].sort().concat(r.fields ? ["fields"] : [], r.rateLimited ? ["rate"] : []),
    ]),
  );

/** Routes of each kind, and the codes each status of theirs documents. */
const ROUTES: [string, RouteFacts, Record<number, string[]>][] = [
  [
    "anonymous GET (health)",
    { config: {}, body: false, fields: false },
    { 400: ["API_VERSION_UNKNOWN"], 429: ["rate"], 500: ["INTERNAL_ERROR"] },
  ],
  [
    "partner POST /bookings: key, scope, X-Property, Idempotency-Key, body and the booking service's codes",
    {
      config: {
        auth: "partner",
        scope: "bookings:write",
        property: "required",
        idempotent: "required",
        operation: bookingOps.create,
      },
      body: true,
      fields: true,
    },
    {
      400: ["API_VERSION_UNKNOWN"],
      401: ["APIKEY_INVALID", "APIKEY_MISSING"],
      403: ["APIKEY_SCOPE_MISSING", "TENANT_INACTIVE"],
      404: ["GUEST_NOT_FOUND", "PROPERTY_NOT_FOUND", "RATE_PLAN_NOT_FOUND", "UNIT_NOT_FOUND"],
      409: ["IDEMPOTENCY_IN_FLIGHT", "IDEMPOTENCY_KEY_REUSED", "UNIT_NOT_AVAILABLE"],
      408: ["REQUEST_TIMEOUT"],
      410: ["API_VERSION_SUNSET"],
      413: ["PAYLOAD_TOO_LARGE"],
      415: ["UNSUPPORTED_MEDIA_TYPE"],
      422: [
        "IDEMPOTENCY_KEY_REQUIRED",
        "INVALID_BOOKING_QUANTITY",
        "INVENTORY_SLOT_UNAVAILABLE",
        "OCCUPANCY_OUT_OF_BOUNDS",
        "PROMO_CODE_INVALID",
        "PROPERTY_NOT_IDENTIFIED",
        "RATE_PLAN_ADVANCE_OUT_OF_BOUNDS",
        "RATE_PLAN_CLOSED_TO_ARRIVAL",
        "RATE_PLAN_CLOSED_TO_DEPARTURE",
        "RATE_PLAN_INACTIVE",
        "RATE_PLAN_MAX_STAY",
        "RATE_PLAN_MIN_STAY",
        "RATE_PLAN_NOT_USABLE",
        "RATE_PLAN_OCCUPANCY_NOT_CONFIGURED",
        "RATE_PLAN_PARENT_INACTIVE",
        "RATE_PLAN_STOP_SELL",
        "RATE_PLAN_UNIT_NOT_LINKED",
        "RATE_PLAN_WRONG_SALES_CHANNEL",
        "fields",
      ],
      429: ["KEY_BOOKING_QUOTA_EXCEEDED", "KEY_HOLD_LIMIT_REACHED", "rate"],
      500: ["INTERNAL_ERROR"],
      503: ["SERVICE_UNAVAILABLE"],
    },
  ],
  [
    "the hotel's webhook create: no key scopes, no per-key limit; the session's CSRF token and a manager",
    {
      config: { auth: "merchant", operation: webhookOps.create },
      body: true,
      fields: false,
      role: "manager",
    },
    {
      400: ["API_VERSION_UNKNOWN"],
      401: ["MERCHANT_TOKEN_INVALID", "MERCHANT_TOKEN_MISSING", "STAFF_SESSION_INVALID"],
      403: ["CSRF_TOKEN_INVALID", "STAFF_ROLE_INSUFFICIENT", "TENANT_INACTIVE"],
      408: ["REQUEST_TIMEOUT"],
      410: ["API_VERSION_SUNSET"],
      413: ["PAYLOAD_TOO_LARGE"],
      415: ["UNSUPPORTED_MEDIA_TYPE"],
      422: ["fields"],
      429: ["rate"],
      500: ["INTERNAL_ERROR"],
      503: ["SERVICE_UNAVAILABLE"],
    },
  ],
  [
    "a partner key's webhook create: the events' scopes and the per-key limit",
    {
      config: {
        auth: "partner",
        scope: "webhooks:write",
        property: "required",
        operation: webhookOps.create,
      },
      body: true,
      fields: false,
    },
    {
      400: ["API_VERSION_UNKNOWN"],
      401: ["APIKEY_INVALID", "APIKEY_MISSING"],
      403: ["APIKEY_SCOPE_MISSING", "TENANT_INACTIVE", "WEBHOOK_EVENT_NOT_PERMITTED"],
      404: ["PROPERTY_NOT_FOUND"],
      408: ["REQUEST_TIMEOUT"],
      410: ["API_VERSION_SUNSET"],
      413: ["PAYLOAD_TOO_LARGE"],
      415: ["UNSUPPORTED_MEDIA_TYPE"],
      422: ["PROPERTY_NOT_IDENTIFIED", "WEBHOOK_SUBSCRIPTION_LIMIT_REACHED", "fields"],
      429: ["rate"],
      500: ["INTERNAL_ERROR"],
      503: ["SERVICE_UNAVAILABLE"],
    },
  ],
  [
    "operator GET with a path parameter",
    { config: { auth: "admin", operation: keysOps.activateTenant }, body: false, fields: true },
    {
      400: ["API_VERSION_UNKNOWN"],
      401: ["ADMIN_TOKEN_INVALID"],
      404: ["TENANT_NOT_FOUND"],
      410: ["API_VERSION_SUNSET"],
      422: ["fields"],
      429: ["rate"],
      500: ["INTERNAL_ERROR"],
      503: ["SERVICE_UNAVAILABLE"],
    },
  ],
];

describe("the errors a route documents", () => {
  it.each(ROUTES)("%s", (_, facts, expected) => {
    expect(table(facts)).toEqual(expected);
  });

  it("names the headers each answer carries", () => {
    const headers = (facts: RouteFacts, status: number) =>
      Object.keys(documentResponses(facts, { 200: z.object({}), 201: z.object({}) })[status]?.headers ?? {});
    const booking: RouteFacts = {
      config: { auth: "partner", property: "required", idempotent: "required", operation: bookingOps.create },
      body: true,
      fields: true,
    };
    expect(headers(booking, 201)).toEqual(["RateLimit", "RateLimit-Policy", "Idempotent-Replayed"]);
    expect(headers(booking, 409)).toEqual(["RateLimit", "RateLimit-Policy", "Idempotent-Replayed"]);
    expect(headers(booking, 429)).toEqual(["RateLimit", "RateLimit-Policy", "Retry-After"]);
    expect(headers(booking, 503)).toEqual(["Retry-After"]);
    // A valid operator token counts against no limit; a wrong one against the client address's.
    const admin: RouteFacts = {
      config: { auth: "admin", operation: keysOps.createTenant },
      body: true,
      fields: false,
    };
    expect(headers(admin, 200)).toEqual([]);
    expect(headers(admin, 401)).toEqual(["RateLimit", "RateLimit-Policy"]);
    expect(headers(admin, 429)).toEqual(["RateLimit", "RateLimit-Policy", "Retry-After"]);
  });

  it("has an example of every code with the extra fields it carries", () => {
    expect(errorExample("RATE_PLAN_MIN_STAY")).toMatchObject({ min_stay: 3, nights: 2 });
    expect(errorExample("RATE_PLAN_MAX_STAY")).toMatchObject({ max_stay: 14, nights: 21 });
    expect(errorExample("KEY_HOLD_LIMIT_REACHED")).toMatchObject({ limit: 25, used: 25 });
    expect(errorExample("UNIT_NOT_FOUND")).toEqual({
      message: "Unit not found.",
      error_code: "UNIT_NOT_FOUND",
    });
  });
});
