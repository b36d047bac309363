// Over 300 lines: the one table of every error code, each with its status, message and extra fields.
import { z } from "zod";
import { Money } from "./money.js";

const int = z.number().int();

/**
 * The one table of error codes: code → HTTP status → extra fields carried beside
 * `message` and `error_code`.
 */
export const ERROR_CODES = {
  APIKEY_MISSING: { status: 401, message: "No API key was sent.", extra: {} },
  APIKEY_INVALID: { status: 401, message: "The API key is not valid.", extra: {} },
  APIKEY_NOT_FOUND: { status: 401, message: "The API key could not be resolved.", extra: {} },
  APIKEY_SCOPE_MISSING: {
    status: 403,
    message: "The API key lacks a required scope.",
    extra: { scope: z.string() },
  },
  TENANT_INACTIVE: { status: 403, message: "The hotel account is deactivated.", extra: {} },
  PROPERTY_NOT_IDENTIFIED: {
    status: 422,
    message: "This key covers several properties: send the X-Property header.",
    extra: {},
  },
  PROPERTY_NOT_FOUND: { status: 404, message: "Property not found.", extra: {} },
  UNIT_NOT_FOUND: { status: 404, message: "Unit not found.", extra: {} },
  RATE_PLAN_NOT_FOUND: { status: 404, message: "Rate plan not found.", extra: {} },
  GUEST_NOT_FOUND: { status: 404, message: "Guest not found.", extra: {} },
  BOOKING_NOT_FOUND: { status: 404, message: "Booking not found.", extra: {} },
  INVALID_CURSOR: { status: 422, message: "The pagination cursor is not usable.", extra: {} },
  ARI_CURSOR_EXPIRED: {
    status: 410,
    message:
      "The cursor is older than the 7 days the change log keeps: read again, then follow a new cursor.",
    extra: {},
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 422,
    message: "The Idempotency-Key header is required.",
    extra: {},
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: "This Idempotency-Key was already used with a different body.",
    extra: {},
  },
  IDEMPOTENCY_IN_FLIGHT: {
    status: 409,
    message: "A request with this Idempotency-Key has not finished yet.",
    extra: {},
  },
  BOOKING_HOLD_EXPIRED: {
    status: 409,
    message: "The hold ran out before it was confirmed; quote again.",
    extra: {},
  },
  BOOKING_NOT_CONFIRMABLE: {
    status: 422,
    message: "This booking cannot be confirmed.",
    extra: {},
  },
  BOOKING_NOT_CANCELLABLE: {
    status: 422,
    message: "The stay has already started or ended.",
    extra: {},
  },
  NO_SHOW_OUTSIDE_WINDOW: {
    status: 422,
    message:
      "A booking can be marked a no-show only from its arrival day until 48 hours after that day began.",
    extra: { allowed_from: z.string(), allowed_until: z.string() },
  },
  BOOKING_CHANGE_QUOTE_EXPIRED: {
    status: 409,
    message:
      "The change quote ran out or a newer quote replaced it; nothing changed. Quote the change again.",
    extra: {},
  },
  BOOKING_VERSION_CONFLICT: {
    status: 409,
    message: "The booking changed since the change was quoted; nothing changed. Quote the change again.",
    extra: {},
  },
  BOOKING_PRICE_CHANGED: {
    status: 409,
    message: "expected_total_price is not the total this change quote gives the booking; nothing changed.",
    extra: { total_price: Money },
  },
  BOOKING_NOT_CHANGEABLE: {
    status: 422,
    message:
      "The booking cannot change: it is cancelled or checked out, or its stay has started and only a later end_date may change.",
    extra: {},
  },
  PRECONDITION_FAILED: {
    status: 412,
    message: "The booking changed since the version in If-Match; read it again.",
    extra: { version: int },
  },
  WEBHOOK_SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    message: "Webhook subscription not found.",
    extra: {},
  },
  WEBHOOK_EVENT_NOT_PERMITTED: {
    status: 403,
    message: "The API key may not subscribe to these events.",
    extra: {},
  },
  KEY_BOOKING_QUOTA_EXCEEDED: {
    status: 429,
    message: "This key created its maximum number of bookings in the last 24 hours.",
    extra: { limit: int, used: int },
  },
  KEY_HOLD_LIMIT_REACHED: {
    status: 429,
    message: "This key already holds its maximum number of live holds.",
    extra: { limit: int, used: int },
  },
  // Stay cannot be sold.
  UNIT_NOT_AVAILABLE: {
    status: 409,
    message: "No free capacity for these dates; query availability again.",
    extra: { remaining_capacity: int },
  },
  INVENTORY_SLOT_UNAVAILABLE: {
    status: 422,
    message: "The requested room is taken; choose another or let the service assign one.",
    extra: { room_id: z.string() },
  },
  INSUFFICIENT_CAPACITY: {
    status: 422,
    message: "The request exceeds what is free.",
    extra: { remaining: int, requested: int },
  },
  OCCUPANCY_OUT_OF_BOUNDS: {
    status: 422,
    message: "Occupancy exceeds the unit's capacity.",
    // The children's fields come when the children were too many.
    extra: {
      requested_adults: int,
      max_adults: int,
      requested_children: int.optional(),
      max_children: int.optional(),
    },
  },
  INVALID_BOOKING_QUANTITY: {
    status: 422,
    message: "Quantity is invalid for this unit.",
    extra: { max_quantity: int },
  },
  RATE_PLAN_MIN_STAY: {
    status: 422,
    message: "The stay is shorter than the rate plan's minimum.",
    extra: { min_stay: int, nights: int },
  },
  RATE_PLAN_MAX_STAY: {
    status: 422,
    message: "The stay is longer than the rate plan's maximum.",
    extra: { max_stay: int, nights: int },
  },
  RATE_PLAN_CLOSED_TO_ARRIVAL: {
    status: 422,
    message: "The rate plan takes no arrival on this date.",
    extra: { date: z.string() },
  },
  RATE_PLAN_CLOSED_TO_DEPARTURE: {
    status: 422,
    message: "The rate plan takes no departure on this date.",
    extra: { date: z.string() },
  },
  RATE_PLAN_STOP_SELL: {
    status: 422,
    message: "The rate plan does not sell some nights of the stay.",
    extra: { dates: z.array(z.string()) },
  },
  RATE_PLAN_ADVANCE_OUT_OF_BOUNDS: {
    status: 422,
    message: "The stay is booked too early or too late before its arrival for this rate plan.",
    extra: { advance_days: int, min_advance_days: int.nullable(), max_advance_days: int.nullable() },
  },
  RATE_PLAN_OCCUPANCY_NOT_CONFIGURED: {
    status: 422,
    message: "The rate plan has no price for this occupancy.",
    extra: { requested_adults: int, configured_adults: z.array(int) },
  },
  RATE_PLAN_UNIT_NOT_LINKED: {
    status: 422,
    message: "The rate plan is not linked to this unit.",
    extra: {},
  },
  RATE_PLAN_WRONG_SALES_CHANNEL: {
    status: 422,
    message: "The rate plan is not sold in the api channel.",
    extra: {},
  },
  RATE_PLAN_INACTIVE: { status: 422, message: "The rate plan is switched off.", extra: {} },
  RATE_PLAN_PARENT_INACTIVE: {
    status: 422,
    message: "The parent rate plan is switched off.",
    extra: {},
  },
  RATE_PLAN_NOT_USABLE: {
    status: 422,
    message: "The rate plan cannot be used for this stay.",
    extra: {},
  },
  PROMO_CODE_INVALID: {
    status: 422,
    message: "No rate plan of this property takes this promo code.",
    extra: {},
  },
  // Errors of the edge (routing, bodies, time-outs) and of the merchant and operator surface.
  ROUTE_NOT_FOUND: { status: 404, message: "No such route.", extra: {} },
  API_VERSION_UNKNOWN: {
    status: 400,
    message:
      "No API version has this name: send one of `versions` as Api-Version, or none for the key's own.",
    extra: { versions: z.array(z.string()) },
  },
  API_VERSION_SUNSET: {
    status: 410,
    message: "This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how).",
    extra: { versions: z.array(z.string()), sunset_on: z.string() },
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large.", extra: {} },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: "Send the body as application/json.",
    extra: {},
  },
  REQUEST_TIMEOUT: {
    status: 408,
    message: "The request did not fully arrive in time; the connection is closed.",
    extra: {},
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "A service is temporarily unavailable; retry shortly.",
    extra: {},
  },
  INTERNAL_ERROR: { status: 500, message: "Something went wrong on our side.", extra: {} },
  DATE_RANGE_TOO_LONG: {
    status: 422,
    message: "The date range spans more nights than a query may.",
    extra: { max_nights: int, nights: int },
  },
  MERCHANT_TOKEN_MISSING: {
    status: 401,
    message: "No merchant token or session cookie was sent.",
    extra: {},
  },
  MERCHANT_TOKEN_INVALID: { status: 401, message: "The merchant token is not valid.", extra: {} },
  ADMIN_TOKEN_INVALID: { status: 401, message: "The operator token is not valid.", extra: {} },
  TENANT_NOT_FOUND: { status: 404, message: "Hotel account not found.", extra: {} },
  KEY_NOT_FOUND: { status: 404, message: "API key not found.", extra: {} },
  KEY_REVOKED: { status: 409, message: "The API key is revoked for good.", extra: {} },
  SALE_BLOCK_NOT_FOUND: { status: 404, message: "Sale block not found.", extra: {} },
  ROOM_NOT_FOUND: { status: 404, message: "Room not found.", extra: {} },
  GROUP_NOT_FOUND: { status: 404, message: "Booking group not found.", extra: {} },
  WEBHOOK_SUBSCRIPTION_LIMIT_REACHED: {
    status: 422,
    message: "This key already holds its maximum number of webhook subscriptions.",
    extra: { limit: int },
  },
  WEBHOOK_DELIVERY_NOT_FOUND: {
    status: 404,
    message: "Webhook delivery not found.",
    extra: {},
  },
  GROUP_CODE_TAKEN: {
    status: 409,
    message: "A booking group with this code already exists.",
    extra: {},
  },
  BOOKING_NOT_HOLD: {
    status: 409,
    message: "This booking is not a pending hold, so it has no hold to expire.",
    extra: {},
  },
  // Hotel staff: people, sign-in and sessions.
  STAFF_NOT_FOUND: { status: 404, message: "Staff member not found.", extra: {} },
  STAFF_EMAIL_TAKEN: {
    status: 409,
    message: "Someone with this email is already on this hotel's staff.",
    extra: {},
  },
  STAFF_INVITE_INVALID: {
    status: 401,
    message: "The invitation is unknown, used or expired.",
    extra: {},
  },
  STAFF_CREDENTIALS_INVALID: { status: 401, message: "The email or the password is wrong.", extra: {} },
  STAFF_SIGN_IN_THROTTLED: {
    status: 429,
    message: "Too many failed sign-ins; retry after the time in Retry-After.",
    extra: {},
  },
  STAFF_SESSION_INVALID: { status: 401, message: "The session has ended; sign in again.", extra: {} },
  STAFF_ROLE_INSUFFICIENT: {
    status: 403,
    message: "Your role may not make this call.",
    extra: { required_role: z.string() },
  },
  CSRF_TOKEN_INVALID: {
    status: 403,
    message: "A call made with the session cookie must carry its X-CSRF-Token and come from this site.",
    extra: {},
  },
  STAFF_LAST_OWNER: {
    status: 422,
    message: "The hotel's last active owner cannot be demoted or deactivated.",
    extra: {},
  },
} as const satisfies Record<string, { status: number; message: string; extra: z.ZodRawShape }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export type ErrorExtra<C extends ErrorCode> = z.infer<z.ZodObject<(typeof ERROR_CODES)[C]["extra"]>>;
