// The Reservations SDK: the partner client (client.ts), the merchant client (merchant.ts), both over
// operations.ts, generated from the OpenAPI document; typed errors, retries, and webhook verification.

export type { AriChange, AriChangesPage, AriChangesQuery } from "./ari.js";
export * from "./client.js";
export type { Conditional, ConditionalOptions } from "./conditional.js";
export { ERROR_STATUS } from "./error-codes.js";
export {
  ApiError,
  AuthenticationError,
  apiErrorFor,
  type CodeWithStatus,
  ConflictError,
  type ErrorCode,
  type ErrorExtras,
  isApiError,
  NetworkError,
  NotFoundError,
  PermissionError,
  parseRetryAfter,
  RateLimitError,
  TimeoutError,
  UnavailableError,
  ValidationError,
} from "./errors.js";
export type { EventsQuery, FeedEvent, FeedList, FeedPage } from "./events.js";
export {
  createMerchantClient,
  type MerchantAuth,
  type MerchantClient,
  type MerchantClientOptions,
  type MerchantSession,
} from "./merchant.js";
export { addAmounts } from "./money.js";
export type { Body, Data, Item, OperationSpec, Query, Success } from "./operation.js";
export {
  type MerchantOperationId,
  type MerchantOperations,
  OPERATIONS,
  type OperationId,
  type PartnerOperationId,
  type PartnerOperations,
} from "./operations.js";
export { type FollowedFeed, type FollowOptions, type Page, PagedList } from "./pagination.js";
export { RETRY_DEFAULTS, type RetryEvent, type RetryOptions, retryDelay } from "./retry.js";
export type { components, operations, paths } from "./schema.js";
export {
  type AuthHeaders,
  type CallOptions,
  DEFAULT_TIMEOUT_MS,
  type TransportOptions,
  userAgent,
} from "./transport.js";
export { API_VERSION, VERSION } from "./version.js";
export {
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from "./webhooks.js";
