import { z } from "zod";
import { AuditRecord } from "./audit.js";
import { DateString, dataOf, Environment, Id, listOf, PageQuery, Scope, Text, wellFormed } from "./common.js";
import { operation } from "./envelope.js";
import type { ErrorCode } from "./error-codes.js";
import { InviteStaffBody, staffOperations } from "./staff.js";
import { ApiVersionName, DEFAULT_API_VERSION } from "./versions/api-versions.js";

// ---------- Tenants (operator API) ----------

export const Tenant = z
  .object({ id: z.string(), name: z.string(), active: z.boolean(), created_at: z.string() })
  .meta({ id: "Tenant" });
export type Tenant = z.infer<typeof Tenant>;

export const CreateTenantBody = z
  .object({
    name: Text(200),
    owner: InviteStaffBody.pick({ email: true, name: true })
      .optional()
      .describe("The hotel's first owner, invited at once: the answer carries their invite_token."),
  })
  .meta({ id: "CreateTenant" });
export const TenantWithToken = Tenant.extend({
  merchant_token: z.string().describe("Shown once; only a hash is stored."),
  owner_invite_token: z
    .string()
    .optional()
    .describe("When an owner was given: their invitation, shown once (valid 7 days)."),
}).meta({ id: "TenantWithToken" });
export const TenantIdParams = z.object({ tenant_id: Id });

// ---------- API keys (merchant API) ----------

export const KEY_STATUSES = ["active", "paused", "revoked", "expired"] as const;

const KEY_VERSION_NOTE = "The version this key's calls answer in without an Api-Version header";

export const ApiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    environment: Environment,
    /** First characters of the text, to recognise a key; the rest is never shown again. */
    prefix: z.string(),
    scopes: z.array(Scope),
    /** Properties the key covers; null means every property of the hotel, present and future. */
    property_ids: z.array(z.string()).nullable(),
    requests_per_minute: z.number().int().nullable(),
    max_live_holds: z.number().int().nullable(),
    max_bookings_per_24h: z.number().int().nullable(),
    expires_on: z.string().nullable(),
    status: z.enum(KEY_STATUSES),
    api_version: ApiVersionName.describe(`${KEY_VERSION_NOTE}.`),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof ApiKey>;

const limitField = z.number().int().min(1).max(1_000_000).nullable().optional();

export const CreateKeyBody = z
  .object({
    name: Text(200),
    environment: Environment,
    scopes: z.array(Scope).min(1).max(11),
    property_ids: z.array(Id).min(1).max(1000).nullable().optional(),
    requests_per_minute: limitField,
    max_live_holds: limitField,
    max_bookings_per_24h: limitField,
    expires_on: DateString.nullable().optional().describe("Empty, or tomorrow or later (UTC)."),
    // No zod default: PATCH's partial copy would reset it and the SDK would require it; keys fills it in.
    api_version: ApiVersionName.optional().describe(`${KEY_VERSION_NOTE}; default ${DEFAULT_API_VERSION}`),
  })
  .meta({ id: "CreateKey" });
export type CreateKeyBody = z.infer<typeof CreateKeyBody>;

/** Editing never changes the key's text (or its environment); an absent field stays as it is. */
export const UpdateKeyBody = CreateKeyBody.omit({ environment: true })
  .partial()
  .extend({
    api_version: ApiVersionName.optional().describe(`${KEY_VERSION_NOTE}; absent, it stays as it is.`),
  })
  .meta({ id: "UpdateKey" });
export type UpdateKeyBody = z.infer<typeof UpdateKeyBody>;

export const KeyIdParams = z.object({ key_id: Id });
export const CreatedKey = z.object({
  data: ApiKey,
  secret: z.string().describe("The key text, shown once."),
});

/** A page of the request log, optionally of one status class (`4xx`: 400 to 499). */
export const RequestLogQuery = PageQuery.extend({
  status_class: z.enum(["2xx", "3xx", "4xx", "5xx"]).optional().describe("Only answers of this class."),
});

export const RequestLogEntry = z
  .object({
    id: z.string(),
    method: z.string(),
    path: z.string(),
    status: z.number().int(),
    duration_ms: z.number(),
    ip: z.string().nullable(),
    occurred_at: z.string(),
  })
  .meta({ id: "RequestLogEntry" });

/** What the gateway records for every authenticated call. */
export const RequestLogRecord = z.object({
  key_id: wellFormed(z.string()),
  tenant_id: wellFormed(z.string()),
  method: wellFormed(z.string().max(10)),
  path: wellFormed(z.string().max(2048)),
  status: z.number().int().min(100).max(999),
  duration_ms: z.number(),
  ip: wellFormed(z.string().max(64)).nullable(),
  occurred_at: wellFormed(z.string()),
});
export type RequestLogRecord = z.infer<typeof RequestLogRecord>;

/** A key as the gateway needs it to authenticate and limit a call. */
export const KeyPrincipal = z.object({
  key_id: z.string(),
  tenant_id: z.string(),
  tenant_active: z.boolean(),
  environment: Environment,
  status: z.enum(["active", "paused", "revoked"]),
  expires_on: z.string().nullable(),
  scopes: z.array(Scope),
  property_ids: z.array(z.string()).nullable(),
  requests_per_minute: z.number().int().nullable(),
  max_live_holds: z.number().int().nullable(),
  max_bookings_per_24h: z.number().int().nullable(),
  /** The version the key's calls answer in when they name none (the gateway's, never a service's). */
  api_version: ApiVersionName,
});
export type KeyPrincipal = z.infer<typeof KeyPrincipal>;

export const MerchantPrincipal = z.object({
  tenant_id: z.string(),
  tenant_active: z.boolean(),
  /** The token a rotation under way is replacing: accepted until the rotation is answered, never cached. */
  token_retiring: z.boolean().default(false),
});
export type MerchantPrincipal = z.infer<typeof MerchantPrincipal>;

/**
 * The state of an API key as every gateway and the webhooks service see it: the JetStream KV bucket
 * of key states, entry `key.<key_id>`, written by the keys service after each change and before it
 * answers. `version` only grows, so a late write never puts an older state back.
 */
export const KeyState = z.object({
  key_id: z.string(),
  key_hash: z.string(),
  tenant_id: z.string(),
  environment: Environment,
  status: z.enum(["active", "paused", "revoked"]),
  expires_on: z.string().nullable(),
  scopes: z.array(Scope),
  property_ids: z.array(z.string()).nullable(),
  version: z.number().int(),
  created_at: z.string(),
  /**
   * The key's latest states, newest first (the first is the present one), each from `since` on:
   * what the key could do when an event happened, not only now.
   */
  history: z.array(
    z.object({
      since: z.string(),
      status: z.enum(["active", "paused", "revoked"]),
      expires_on: z.string().nullable(),
      scopes: z.array(Scope),
      property_ids: z.array(z.string()).nullable(),
    }),
  ),
});
export type KeyState = z.infer<typeof KeyState>;

/** A hotel account's state (entry `tenant.<tenant_id>`); a new version also means its merchant token may have changed. */
export const TenantState = z.object({
  tenant_id: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  /** The hotel's latest states, newest first, each from `since` on. */
  history: z.array(z.object({ since: z.string(), active: z.boolean() })),
});
export type TenantState = z.infer<typeof TenantState>;

/** Whether a key may act now: active, not past its expiry (00:00 UTC of expires_on), its hotel active. */
export function keyUsable(
  key: Pick<KeyState, "status" | "expires_on">,
  tenantActive: boolean,
  todayUtc: string,
) {
  return tenantActive && key.status === "active" && (key.expires_on === null || key.expires_on > todayUtc);
}

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** What pause, resume and edit refuse: another hotel's key or none, and a revoked one (revoke is permanent). */
const KEY_CHANGE_ERRORS = ["KEY_NOT_FOUND", "KEY_REVOKED"] as const satisfies readonly ErrorCode[];

export const keysOps = {
  createTenant: operation("keys.tenants.create", CreateTenantBody, dataOf(TenantWithToken), {
    errors: ["STAFF_EMAIL_TAKEN"],
  }),
  deactivateTenant: operation("keys.tenants.deactivate", TenantIdParams, dataOf(Tenant), {
    errors: ["TENANT_NOT_FOUND"],
  }),
  activateTenant: operation("keys.tenants.activate", TenantIdParams, dataOf(Tenant), {
    errors: ["TENANT_NOT_FOUND"],
  }),
  /** Gateway: which tenant a merchant token belongs to (sent as its SHA-256). */
  authenticateMerchant: operation(
    "keys.merchants.authenticate",
    z.object({ token_hash: sha256Hex }),
    MerchantPrincipal.nullable(),
    { errors: [] },
  ),
  /** Gateway: the key behind a key text (sent as its SHA-256), or null. */
  authenticateKey: operation(
    "keys.keys.authenticate",
    z.object({ key_hash: sha256Hex }),
    KeyPrincipal.nullable(),
    { errors: [] },
  ),
  /** Merchant: a new merchant token, answered this once; the old one stops at once. */
  rotateMerchantToken: operation(
    "keys.merchants.rotate-token",
    z.object({}),
    dataOf(z.object({ merchant_token: z.string() }).meta({ id: "RotatedMerchantToken" })),
    { errors: [] },
  ),
  createKey: operation("keys.keys.create", CreateKeyBody, CreatedKey, { errors: [] }),
  listKeys: operation("keys.keys.list", PageQuery, listOf(ApiKey), { errors: ["INVALID_CURSOR"] }),
  getKey: operation("keys.keys.get", KeyIdParams, dataOf(ApiKey), { errors: ["KEY_NOT_FOUND"] }),
  updateKey: operation("keys.keys.update", KeyIdParams.extend({ patch: UpdateKeyBody }), dataOf(ApiKey), {
    errors: KEY_CHANGE_ERRORS,
  }),
  pauseKey: operation("keys.keys.pause", KeyIdParams, dataOf(ApiKey), { errors: KEY_CHANGE_ERRORS }),
  resumeKey: operation("keys.keys.resume", KeyIdParams, dataOf(ApiKey), { errors: KEY_CHANGE_ERRORS }),
  // Revoking a revoked key answers it again.
  revokeKey: operation("keys.keys.revoke", KeyIdParams, dataOf(ApiKey), { errors: ["KEY_NOT_FOUND"] }),
  /**
   * The booking service, voiding a key's bookings for its hotel: the hotel's key (another hotel's or
   * none: KEY_NOT_FOUND), revoked first when `revoke` is set (revoking a revoked key is no change),
   * with `audit`, the hotel's entry of the revoke-and-void, in the revoke's transaction.
   */
  voidKey: operation(
    "keys.keys.void",
    z.object({ tenant_id: Id, key_id: Id, revoke: z.boolean(), audit: AuditRecord.optional() }),
    z.object({ key_id: z.string() }),
    { errors: ["KEY_NOT_FOUND"], callers: ["booking"] },
  ),
  listRequests: operation(
    "keys.requests.list",
    KeyIdParams.extend(RequestLogQuery.shape),
    listOf(RequestLogEntry),
    { errors: ["KEY_NOT_FOUND", "INVALID_CURSOR"] },
  ),
  /** Gateway: a batch of request-log entries. */
  recordRequests: operation(
    "keys.requests.record",
    z.object({ entries: z.array(RequestLogRecord).max(1000) }),
    z.object({ recorded: z.number().int() }),
    { errors: [] },
  ),
  ...staffOperations,
};
