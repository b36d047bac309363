// The partner SDK: a typed client generated from the OpenAPI document (src/schema.ts), the
// hand-written layer over it (client.ts), typed errors, and webhook verification.
export * from "./client.js";
export { ERROR_STATUS } from "./error-codes.js";
export { ApiError, type ErrorCode, type ErrorExtras, parseRetryAfter } from "./errors.js";
export type { FeedEvent, FeedPage } from "./events.js";
export { NetworkError, RETRY_DEFAULTS, type RetryOptions, retryDelay } from "./retry.js";
export type { components, paths } from "./schema.js";
export {
  verifyWebhook,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from "./webhooks.js";
