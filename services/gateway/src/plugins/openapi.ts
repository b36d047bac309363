import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { BaseConfig } from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";
import { documentRoute, finishDocument } from "./openapi-document.js";
import { eventWebhooks } from "./openapi-webhooks.js";
import { registerResponseDocs } from "./responses.js";

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

/** The document's sections, partner first (Swagger UI shows them in this order). */
export const TAGS = [
  {
    name: "properties",
    description:
      "Call first: the properties the key covers, each with `api_rate_plans_configured` (false: nothing of it sells through the API yet).",
  },
  {
    name: "units",
    description:
      "Units exposed through the API (published, not blocked for sale, with an active rate plan in channel api), and the housekeeping status of any unit.",
  },
  {
    name: "availability",
    description: "What is free for a stay `[start, end)`: `remaining_capacity` per unit.",
  },
  {
    name: "rates",
    description:
      "Nightly prices per unit, rate plan and occupancy for the nights `[from, to)`, and the quote of one stay. A quote holds nothing.",
  },
  {
    name: "bookings",
    description:
      "Sell a stay: create a booking (optionally a hold of 1 to 30 minutes), then confirm or cancel it. POST /bookings needs an Idempotency-Key; confirm and cancel are idempotent by state.",
  },
  {
    name: "sandbox",
    description:
      "Sandbox deployments only: test what your integration does when a hold runs out, without waiting for it. A production deployment has none of these paths (404 `ROUTE_NOT_FOUND`) and its document does not list this section.",
  },
  {
    name: "webhooks",
    description:
      "Subscriptions to booking and unit events, signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`), and their deliveries.",
  },
  {
    name: "events",
    description:
      "The feed of every event the key may read, oldest first, kept 30 days: what its webhooks carry, with the same ids, to catch up after a receiver was down.",
  },
  { name: "health", description: "The state of the platform and of each service; no key needed." },
  {
    name: "versions",
    description:
      "The API's versions, pinned by date: which exist, which are deprecated or sunset, and what each changes. No key needed.",
  },
  { name: "merchant: token", description: "The hotel's merchant token for `/api/merchant`." },
  {
    name: "merchant: staff",
    description:
      "The hotel's people, each signing in as themselves with a role (owner, manager, viewer; the `x-required-role` of each merchant call), their sessions, and the audit trail of every change.",
  },
  { name: "merchant: properties", description: "The hotel's properties." },
  {
    name: "merchant: inventory",
    description: "What a property sells: units and rooms, housekeeping, sale blocks, rate plans and prices.",
  },
  {
    name: "merchant: bookings",
    description:
      "Guests, bookings of every channel, check-in and check-out, statistics, and revoke-and-void of a key's bookings.",
  },
  {
    name: "merchant: booking groups",
    description:
      "Blocks of rooms under one holder, with rooming list, billing, payments and refunds. Merchant surface only.",
  },
  {
    name: "merchant: keys",
    description: "Issue, edit, pause, resume and revoke API keys, and read a key's request log (90 days).",
  },
  { name: "merchant: webhooks", description: "The hotel's own webhook subscriptions." },
  {
    name: "operator",
    description: "Hotel accounts, for the platform operator (`PLATFORM_ADMIN_TOKEN`).",
  },
];

const DESCRIPTION = `Query and sell hotel rooms: properties, units, availability, rates, quotes, bookings with holds, and webhooks.

**Keys.** Send the API key as \`Authorization: Bearer rk_…\` (or \`X-Api-Key\`). A key works in one environment and covers one or several properties: with several, send \`X-Property\` on every call bound to a property. Unknown, expired, paused and revoked keys all answer 401 \`APIKEY_INVALID\`; this API never answers \`APIKEY_NOT_FOUND\`.

**Errors.** A refusal is either coded, \`{message, error_code, …}\` (branch on \`error_code\`, never on \`message\`; the extra fields of each code are in its schema, and the object may gain fields), or a 422 field error \`{message, errors: {field: [text]}}\` without \`error_code\`. Each operation lists exactly the codes it can answer. A path that matches no operation answers 404 \`ROUTE_NOT_FOUND\`, and a request that is not valid HTTP a 422 field error on \`request\` or \`headers\`, whatever its path.

**Limits.** Calls count against a per-minute limit: the key's, the hotel's, or the client address's without a valid credential. Answers carry \`RateLimit\` and \`RateLimit-Policy\` (each response below names its headers); past the limit a call answers 429 without \`error_code\` and with \`Retry-After\`.

**Conditional reads.** \`/properties\`, \`/units\`, \`/availability\`, \`/rates\`, \`/calendar\` and \`/bookings/{booking_id}\` answer a strong \`ETag\`. Send it back as \`If-None-Match\`: while the answer would be the same, the call answers 304 with that \`ETag\` and no body. A 304 counts against the limit like any call.

**Versions.** The API is versioned by date. A call answers in the version of its \`Api-Version\` header, else its key's \`api_version\` (2026-11-21, this API as first published, unless the hotel chose another); every answer says which in \`Api-Version\`. An unknown version answers 400 \`API_VERSION_UNKNOWN\`, a sunset one 410 \`API_VERSION_SUNSET\`, and a deprecated one carries \`Deprecation\`, \`Sunset\` and \`Link\`. This document describes one version (its \`info.version\`); \`?version=\` gives another's. GET /api/v1/versions lists them.

Merchant (\`/api/merchant\`) and operator (\`/api/admin\`) calls are documented after the partner API.`;

/** The page's icon: the product's, not the framework's. */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4f73"/><path d="M11 25V8h6.5a4.75 4.75 0 0 1 0 9.5H11m6.5 0L22 25" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></svg>`;

/**
 * The docs page at /api/v1/docs: Swagger UI under the product's name, without its top bar (the
 * framework's logo and a box to load other documents), operation ids shown (the SDK's method names),
 * partner sections first as the document orders them.
 */
async function registerDocsPage(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Set when the page's answers are sent, over the API's own CSP (headers.ts).
    staticCSP: DOCS_CSP,
    theme: {
      title: "Reservations partner API",
      favicon: [
        { filename: "favicon.svg", rel: "icon", sizes: "any", type: "image/svg+xml", content: FAVICON },
      ],
    },
    uiConfig: {
      layout: "BaseLayout",
      deepLinking: true,
      displayOperationId: true,
      displayRequestDuration: true,
      // Shows each merchant call's x-required-role.
      showExtensions: true,
      filter: true,
    },
  });
}

/**
 * Where partners reach the gateway: PUBLIC_BASE_URL. A local address means nothing to a client on
 * another machine, so the document then names its own origin (a relative URL, `/` at the root).
 */
function documentServer(config: BaseConfig): { url: string; description: string } {
  const url = new URL(config.PUBLIC_BASE_URL);
  const local =
    ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || url.hostname.endsWith(".localhost");
  return { url: local ? url.pathname : config.PUBLIC_BASE_URL, description: config.APP_ENV };
}

/** The OpenAPI document, generated from the zod contracts of every route, and its docs page. */
export async function registerOpenApi(app: FastifyInstance, config: BaseConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Reservations partner API",
        version: "1.0.0",
        description: DESCRIPTION,
        // The repository's licence (package.json: UNLICENSED): no rights granted beyond calling the API.
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [documentServer(config)],
      // The sandbox section describes routes a production deployment does not have.
      tags: TAGS.filter((t) => t.name !== "sandbox" || config.APP_ENV === "sandbox"),
      webhooks: eventWebhooks(),
      components: {
        securitySchemes: {
          apiKey: {
            type: "http",
            scheme: "bearer",
            description:
              "API key: `Authorization: Bearer rk_sandbox_…` (sandbox) or `rk_live_…` (production).",
          },
          apiKeyHeader: {
            type: "apiKey",
            in: "header",
            name: "X-Api-Key",
            description: "The same API key in a header of its own.",
          },
          merchantToken: {
            type: "http",
            scheme: "bearer",
            description:
              "The hotel's merchant token, for scripts; it acts as an owner. Every merchant call takes instead the session cookie `rsv_session` of a person signed in with POST /api/merchant/session: then every call that changes something sends the session's `X-CSRF-Token`, a foreign `Origin` is refused (403 CSRF_TOKEN_INVALID), and the person's role must be at least the call's `x-required-role` (403 STAFF_ROLE_INSUFFICIENT).",
          },
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
  await registerDocsPage(app);
}
