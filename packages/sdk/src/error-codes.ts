// Generated, so exempt from the 300-line rule, by `pnpm sdk:generate` from ERROR_CODES in packages/contracts/src/error-codes.ts.
// Do not edit by hand: `pnpm sdk:check` (CI) fails when this file differs from a fresh generation.

/** Every error_code the API answers, with its HTTP status. */
export const ERROR_STATUS = {
  APIKEY_MISSING: 401,
  APIKEY_INVALID: 401,
  APIKEY_NOT_FOUND: 401,
  APIKEY_SCOPE_MISSING: 403,
  TENANT_INACTIVE: 403,
  PROPERTY_NOT_IDENTIFIED: 422,
  PROPERTY_NOT_FOUND: 404,
  UNIT_NOT_FOUND: 404,
  RATE_PLAN_NOT_FOUND: 404,
  GUEST_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  INVALID_CURSOR: 422,
  ARI_CURSOR_EXPIRED: 410,
  IDEMPOTENCY_KEY_REQUIRED: 422,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_IN_FLIGHT: 409,
  BOOKING_HOLD_EXPIRED: 409,
  BOOKING_NOT_CONFIRMABLE: 422,
  BOOKING_NOT_CANCELLABLE: 422,
  NO_SHOW_OUTSIDE_WINDOW: 422,
  BOOKING_CHANGE_QUOTE_EXPIRED: 409,
  BOOKING_VERSION_CONFLICT: 409,
  BOOKING_PRICE_CHANGED: 409,
  BOOKING_NOT_CHANGEABLE: 422,
  PRECONDITION_FAILED: 412,
  WEBHOOK_SUBSCRIPTION_NOT_FOUND: 404,
  WEBHOOK_EVENT_NOT_PERMITTED: 403,
  KEY_BOOKING_QUOTA_EXCEEDED: 429,
  KEY_HOLD_LIMIT_REACHED: 429,
  UNIT_NOT_AVAILABLE: 409,
  INVENTORY_SLOT_UNAVAILABLE: 422,
  INSUFFICIENT_CAPACITY: 422,
  OCCUPANCY_OUT_OF_BOUNDS: 422,
  INVALID_BOOKING_QUANTITY: 422,
  RATE_PLAN_MIN_STAY: 422,
  RATE_PLAN_MAX_STAY: 422,
  RATE_PLAN_CLOSED_TO_ARRIVAL: 422,
  RATE_PLAN_CLOSED_TO_DEPARTURE: 422,
  RATE_PLAN_STOP_SELL: 422,
  RATE_PLAN_ADVANCE_OUT_OF_BOUNDS: 422,
  RATE_PLAN_OCCUPANCY_NOT_CONFIGURED: 422,
  RATE_PLAN_UNIT_NOT_LINKED: 422,
  RATE_PLAN_WRONG_SALES_CHANNEL: 422,
  RATE_PLAN_INACTIVE: 422,
  RATE_PLAN_PARENT_INACTIVE: 422,
  RATE_PLAN_NOT_USABLE: 422,
  PROMO_CODE_INVALID: 422,
  ROUTE_NOT_FOUND: 404,
  API_VERSION_UNKNOWN: 400,
  API_VERSION_SUNSET: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  DATE_RANGE_TOO_LONG: 422,
  MERCHANT_TOKEN_MISSING: 401,
  MERCHANT_TOKEN_INVALID: 401,
  ADMIN_TOKEN_INVALID: 401,
  TENANT_NOT_FOUND: 404,
  KEY_NOT_FOUND: 404,
  KEY_REVOKED: 409,
  SALE_BLOCK_NOT_FOUND: 404,
  ROOM_NOT_FOUND: 404,
  GROUP_NOT_FOUND: 404,
  WEBHOOK_SUBSCRIPTION_LIMIT_REACHED: 422,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  GROUP_CODE_TAKEN: 409,
  BOOKING_NOT_HOLD: 409,
  STAFF_NOT_FOUND: 404,
  STAFF_EMAIL_TAKEN: 409,
  STAFF_INVITE_INVALID: 401,
  STAFF_CREDENTIALS_INVALID: 401,
  STAFF_SIGN_IN_THROTTLED: 429,
  STAFF_SESSION_INVALID: 401,
  STAFF_ROLE_INSUFFICIENT: 403,
  CSRF_TOKEN_INVALID: 403,
  STAFF_LAST_OWNER: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The fields each error_code carries beside message and error_code. */
export interface ErrorExtras {
  APIKEY_MISSING: Record<string, never>;
  APIKEY_INVALID: Record<string, never>;
  APIKEY_NOT_FOUND: Record<string, never>;
  APIKEY_SCOPE_MISSING: { scope: string };
  TENANT_INACTIVE: Record<string, never>;
  PROPERTY_NOT_IDENTIFIED: Record<string, never>;
  PROPERTY_NOT_FOUND: Record<string, never>;
  UNIT_NOT_FOUND: Record<string, never>;
  RATE_PLAN_NOT_FOUND: Record<string, never>;
  GUEST_NOT_FOUND: Record<string, never>;
  BOOKING_NOT_FOUND: Record<string, never>;
  INVALID_CURSOR: Record<string, never>;
  ARI_CURSOR_EXPIRED: Record<string, never>;
  IDEMPOTENCY_KEY_REQUIRED: Record<string, never>;
  IDEMPOTENCY_KEY_REUSED: Record<string, never>;
  IDEMPOTENCY_IN_FLIGHT: Record<string, never>;
  BOOKING_HOLD_EXPIRED: Record<string, never>;
  BOOKING_NOT_CONFIRMABLE: Record<string, never>;
  BOOKING_NOT_CANCELLABLE: Record<string, never>;
  NO_SHOW_OUTSIDE_WINDOW: { allowed_from: string; allowed_until: string };
  BOOKING_CHANGE_QUOTE_EXPIRED: Record<string, never>;
  BOOKING_VERSION_CONFLICT: Record<string, never>;
  BOOKING_PRICE_CHANGED: { total_price: string };
  BOOKING_NOT_CHANGEABLE: Record<string, never>;
  PRECONDITION_FAILED: { version: number };
  WEBHOOK_SUBSCRIPTION_NOT_FOUND: Record<string, never>;
  WEBHOOK_EVENT_NOT_PERMITTED: Record<string, never>;
  KEY_BOOKING_QUOTA_EXCEEDED: { limit: number; used: number };
  KEY_HOLD_LIMIT_REACHED: { limit: number; used: number };
  UNIT_NOT_AVAILABLE: { remaining_capacity: number };
  INVENTORY_SLOT_UNAVAILABLE: { room_id: string };
  INSUFFICIENT_CAPACITY: { remaining: number; requested: number };
  OCCUPANCY_OUT_OF_BOUNDS: {
    requested_adults: number;
    max_adults: number;
    requested_children?: number;
    max_children?: number;
  };
  INVALID_BOOKING_QUANTITY: { max_quantity: number };
  RATE_PLAN_MIN_STAY: { min_stay: number; nights: number };
  RATE_PLAN_MAX_STAY: { max_stay: number; nights: number };
  RATE_PLAN_CLOSED_TO_ARRIVAL: { date: string };
  RATE_PLAN_CLOSED_TO_DEPARTURE: { date: string };
  RATE_PLAN_STOP_SELL: { dates: string[] };
  RATE_PLAN_ADVANCE_OUT_OF_BOUNDS: {
    advance_days: number;
    min_advance_days: number | null;
    max_advance_days: number | null;
  };
  RATE_PLAN_OCCUPANCY_NOT_CONFIGURED: { requested_adults: number; configured_adults: number[] };
  RATE_PLAN_UNIT_NOT_LINKED: Record<string, never>;
  RATE_PLAN_WRONG_SALES_CHANNEL: Record<string, never>;
  RATE_PLAN_INACTIVE: Record<string, never>;
  RATE_PLAN_PARENT_INACTIVE: Record<string, never>;
  RATE_PLAN_NOT_USABLE: Record<string, never>;
  PROMO_CODE_INVALID: Record<string, never>;
  ROUTE_NOT_FOUND: Record<string, never>;
  API_VERSION_UNKNOWN: { versions: string[] };
  API_VERSION_SUNSET: { versions: string[]; sunset_on: string };
  PAYLOAD_TOO_LARGE: Record<string, never>;
  UNSUPPORTED_MEDIA_TYPE: Record<string, never>;
  REQUEST_TIMEOUT: Record<string, never>;
  SERVICE_UNAVAILABLE: Record<string, never>;
  INTERNAL_ERROR: Record<string, never>;
  DATE_RANGE_TOO_LONG: { max_nights: number; nights: number };
  MERCHANT_TOKEN_MISSING: Record<string, never>;
  MERCHANT_TOKEN_INVALID: Record<string, never>;
  ADMIN_TOKEN_INVALID: Record<string, never>;
  TENANT_NOT_FOUND: Record<string, never>;
  KEY_NOT_FOUND: Record<string, never>;
  KEY_REVOKED: Record<string, never>;
  SALE_BLOCK_NOT_FOUND: Record<string, never>;
  ROOM_NOT_FOUND: Record<string, never>;
  GROUP_NOT_FOUND: Record<string, never>;
  WEBHOOK_SUBSCRIPTION_LIMIT_REACHED: { limit: number };
  WEBHOOK_DELIVERY_NOT_FOUND: Record<string, never>;
  GROUP_CODE_TAKEN: Record<string, never>;
  BOOKING_NOT_HOLD: Record<string, never>;
  STAFF_NOT_FOUND: Record<string, never>;
  STAFF_EMAIL_TAKEN: Record<string, never>;
  STAFF_INVITE_INVALID: Record<string, never>;
  STAFF_CREDENTIALS_INVALID: Record<string, never>;
  STAFF_SIGN_IN_THROTTLED: Record<string, never>;
  STAFF_SESSION_INVALID: Record<string, never>;
  STAFF_ROLE_INSUFFICIENT: { required_role: string };
  CSRF_TOKEN_INVALID: Record<string, never>;
  STAFF_LAST_OWNER: Record<string, never>;
}
