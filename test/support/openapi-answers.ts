import { expect } from "vitest";
import type { Doc, Op } from "./openapi-spec.js";

/** Questions the OpenAPI tests ask of the served document: its operations, their codes, and who answers which code. */
export function documentQueries(doc: Doc, ops: Op[]) {
  const byId = (id: string): Doc => {
    const found = ops.find((o) => o.id === id);
    expect(found, `operation ${id}`).toBeDefined();
    return found!.op;
  };
  const schemaOf = (ref: string): Doc => doc.components.schemas[ref.split("/").pop()!];

  /** The codes an operation documents at a status: the error_code of each schema its answer may be. */
  const codesAt = (id: string, status: number): string[] => {
    const schema = byId(id).responses[String(status)]?.content?.["application/json"]?.schema;
    if (!schema) return [];
    const members: Doc[] = schema.anyOf ?? schema.oneOf ?? [schema];
    return members.flatMap((m) => (m.$ref ? (schemaOf(m.$ref).properties?.error_code?.enum ?? []) : []));
  };
  /** Every code an operation documents, with its status. */
  const documented = (id: string): Map<string, number> =>
    new Map(
      Object.keys(byId(id).responses).flatMap((status) =>
        codesAt(id, Number(status)).map((code) => [code, Number(status)] as const),
      ),
    );

  const partner = () => ops.filter((o) => o.path.startsWith("/api/v1/"));
  const open = ["partnerGetHealth", "partnerListVersions"];
  const keyed = () => partner().filter((o) => !open.includes(o.id));
  const propertyBound = () => keyed().filter((o) => o.id !== "partnerListProperties");

  const webhookWrites = [
    "partnerCreateWebhookSubscription",
    "partnerUpdateWebhookSubscription",
    "partnerActivateWebhookSubscription",
    "partnerTestWebhookSubscription",
    "partnerRotateWebhookSecret",
    "partnerRedeliverWebhookDelivery",
    "partnerRecoverWebhookDeliveries",
  ];
  // A change quote's proposed stay obeys every rule of a sale, with the same codes.
  const stayRules = [
    "partnerCreateQuote",
    "partnerCreateBooking",
    "partnerQuoteBookingChange",
    "merchantQuoteBookingChange",
  ];

  const admin = () => ops.filter((o) => o.path.startsWith("/api/admin/"));
  /** Merchant calls made with the merchant token or a session (all but accepting an invitation and signing in). */
  const merchant = () =>
    ops.filter(
      (o) =>
        o.path.startsWith("/api/merchant/") &&
        !["merchantAcceptStaffInvite", "merchantSignIn"].includes(o.id),
    );
  /** Merchant calls that need more than a viewer (x-required-role). */
  const merchantWrites = () => merchant().filter((o) => o.op["x-required-role"] !== "viewer");
  /** Calls that may carry a body: every one but a GET. */
  const writes = () => ops.filter((o) => o.method !== "get");
  const groupCalls = [
    "merchantGetBookingGroup",
    "merchantAddBookingGroupMember",
    "merchantRemoveBookingGroupMember",
    "merchantSetBookingGroupRoomingList",
    "merchantSetBookingGroupBilling",
    "merchantConfirmBookingGroup",
    "merchantCancelBookingGroup",
    "merchantRecordBookingGroupPayment",
    "merchantRecordBookingGroupRefund",
  ];
  const keyCalls = [
    "merchantGetKey",
    "merchantUpdateKey",
    "merchantPauseKey",
    "merchantResumeKey",
    "merchantRevokeKey",
    "merchantListKeyRequests",
    "merchantPreviewKeyVoid",
    "merchantRevokeAndVoidKey",
  ];

  /** Codes no operation answers, and where the document says so. */
  const NEVER = ["APIKEY_NOT_FOUND"];
  /** Answered only to paths no operation has. */
  const UNROUTED = ["ROUTE_NOT_FOUND"];

  return {
    byId,
    schemaOf,
    codesAt,
    documented,
    partner,
    open,
    keyed,
    propertyBound,
    webhookWrites,
    stayRules,
    admin,
    merchant,
    writes,
    merchantWrites,
    groupCalls,
    keyCalls,
    NEVER,
    UNROUTED,
  };
}

/** If-Match and the refusals of a change of a booking's stay, by the operations that answer them. */
function changeCodes(changeQuotes: string[], changes: string[]): Record<string, string[]> {
  return {
    PRECONDITION_FAILED: [
      "partnerConfirmBooking",
      "partnerCancelBooking",
      "merchantCancelBooking",
      "merchantNoShowBooking",
      ...changeQuotes,
      ...changes,
    ],
    BOOKING_NOT_CHANGEABLE: [...changeQuotes, ...changes],
    BOOKING_CHANGE_QUOTE_EXPIRED: changes,
    BOOKING_VERSION_CONFLICT: changes,
    BOOKING_PRICE_CHANGED: changes,
  };
}

/** The wide reads' range cap, and the promo code no plan takes, by the operations that answer them. */
function rangeAndCodeRefusals(): Record<string, string[]> {
  return {
    DATE_RANGE_TOO_LONG: [
      "partnerGetAvailability",
      "partnerGetRates",
      "partnerGetCalendar",
      "merchantGetCalendar",
    ],
    PROMO_CODE_INVALID: [
      "partnerGetRates",
      "partnerCreateQuote",
      "partnerGetCalendar",
      "merchantGetCalendar",
      "partnerCreateBooking",
      "merchantCreateBooking",
    ],
  };
}

/** The partner lists that page with a signed cursor. */
const CURSOR_LISTS = [
  "partnerListBookings",
  "partnerListWebhookDeliveries",
  "partnerListEvents",
  "partnerListAriChanges",
];

/** The staff calls that may name no such person (the merchant token has none). */
const STAFF_NOT_FOUND_BY = [
  "merchantUpdateStaff",
  "merchantDeactivateStaff",
  "merchantGetSession",
  "merchantChangePassword",
  "merchantSwitchHotel",
];

/** Each code and the operations that answer it (besides any other that may). */
export function answeredBy(ops: Op[], q: ReturnType<typeof documentQueries>): Record<string, string[]> {
  const { keyed, propertyBound, stayRules, webhookWrites, writes, admin, merchant, keyCalls, groupCalls } = q;
  const ids = (list: Op[]) => list.map((o) => o.id);
  const changeQuotes = ["partnerQuoteBookingChange", "merchantQuoteBookingChange"];
  const changes = ["partnerChangeBooking", "merchantChangeBooking"];
  return {
    APIKEY_MISSING: keyed().map((o) => o.id),
    APIKEY_INVALID: keyed().map((o) => o.id),
    APIKEY_SCOPE_MISSING: keyed().map((o) => o.id),
    TENANT_INACTIVE: ids([...keyed(), ...merchant()]),
    PROPERTY_NOT_IDENTIFIED: propertyBound().map((o) => o.id),
    PROPERTY_NOT_FOUND: keyed().map((o) => o.id),
    UNIT_NOT_FOUND: ["partnerGetUnit", "partnerGetUnitHousekeeping", ...stayRules],
    RATE_PLAN_NOT_FOUND: [...stayRules, "merchantSetRatePlanRestrictions", "merchantGetRatePlanRestrictions"],
    GUEST_NOT_FOUND: ["partnerCreateBooking"],
    BOOKING_NOT_FOUND: [
      "partnerGetBooking",
      "partnerConfirmBooking",
      "partnerCancelBooking",
      "partnerQuoteBookingChange",
      "partnerChangeBooking",
    ],
    INVALID_CURSOR: [...CURSOR_LISTS],
    ARI_CURSOR_EXPIRED: ["partnerListAriChanges"],
    IDEMPOTENCY_KEY_REQUIRED: ["partnerCreateBooking", ...changes],
    IDEMPOTENCY_KEY_REUSED: ["partnerCreateBooking", ...changes],
    IDEMPOTENCY_IN_FLIGHT: ["partnerCreateBooking", ...changes],
    BOOKING_HOLD_EXPIRED: ["partnerConfirmBooking"],
    BOOKING_NOT_CONFIRMABLE: ["partnerConfirmBooking"],
    BOOKING_NOT_CANCELLABLE: ["partnerCancelBooking"],
    NO_SHOW_OUTSIDE_WINDOW: ["merchantNoShowBooking"],
    ...changeCodes(changeQuotes, changes),
    WEBHOOK_SUBSCRIPTION_NOT_FOUND: [
      "partnerGetWebhookSubscription",
      "partnerListWebhookDeliveries",
      "partnerUpdateWebhookSubscription",
      "partnerDeleteWebhookSubscription",
      "partnerActivateWebhookSubscription",
      "partnerDeactivateWebhookSubscription",
      "partnerTestWebhookSubscription",
      "partnerRotateWebhookSecret",
      "partnerRedeliverWebhookDelivery",
      "partnerRecoverWebhookDeliveries",
    ],
    WEBHOOK_EVENT_NOT_PERMITTED: webhookWrites,
    KEY_BOOKING_QUOTA_EXCEEDED: ["partnerCreateBooking"],
    KEY_HOLD_LIMIT_REACHED: ["partnerCreateBooking"],
    UNIT_NOT_AVAILABLE: ["partnerCreateBooking", "merchantCreateBooking", ...changeQuotes],
    INVENTORY_SLOT_UNAVAILABLE: ["partnerCreateBooking", "merchantCreateBooking", ...changeQuotes],
    // Partner bookings are of one room; a group's block of rooms can ask for more than are free.
    INSUFFICIENT_CAPACITY: ["merchantCreateBookingGroup"],
    OCCUPANCY_OUT_OF_BOUNDS: stayRules,
    INVALID_BOOKING_QUANTITY: ["partnerCreateBooking"],
    RATE_PLAN_MIN_STAY: stayRules,
    RATE_PLAN_MAX_STAY: stayRules,
    RATE_PLAN_CLOSED_TO_ARRIVAL: stayRules,
    RATE_PLAN_CLOSED_TO_DEPARTURE: stayRules,
    RATE_PLAN_STOP_SELL: stayRules,
    RATE_PLAN_ADVANCE_OUT_OF_BOUNDS: stayRules,
    RATE_PLAN_OCCUPANCY_NOT_CONFIGURED: stayRules,
    RATE_PLAN_UNIT_NOT_LINKED: stayRules,
    RATE_PLAN_WRONG_SALES_CHANNEL: stayRules,
    RATE_PLAN_INACTIVE: stayRules,
    RATE_PLAN_PARENT_INACTIVE: stayRules,
    RATE_PLAN_NOT_USABLE: stayRules,
    ...rangeAndCodeRefusals(),
    BOOKING_NOT_HOLD: ["partnerExpireSandboxHold"],
    WEBHOOK_SUBSCRIPTION_LIMIT_REACHED: ["partnerCreateWebhookSubscription"],
    WEBHOOK_DELIVERY_NOT_FOUND: ["partnerRedeliverWebhookDelivery", "merchantRedeliverWebhookDelivery"],
    INTERNAL_ERROR: ops.map((o) => o.id),
    SERVICE_UNAVAILABLE: ops.filter((o) => !q.open.includes(o.id)).map((o) => o.id),
    API_VERSION_UNKNOWN: ops.map((o) => o.id),
    // A call that needs no credential answers whatever the version.
    API_VERSION_SUNSET: ops.filter((o) => o.op.security?.length !== 0).map((o) => o.id),
    REQUEST_TIMEOUT: writes().map((o) => o.id),
    PAYLOAD_TOO_LARGE: writes().map((o) => o.id),
    UNSUPPORTED_MEDIA_TYPE: writes().map((o) => o.id),
    ADMIN_TOKEN_INVALID: admin().map((o) => o.id),
    TENANT_NOT_FOUND: ["adminDeactivateTenant", "adminActivateTenant", "merchantSwitchHotel"],
    MERCHANT_TOKEN_MISSING: merchant().map((o) => o.id),
    MERCHANT_TOKEN_INVALID: merchant().map((o) => o.id),
    KEY_NOT_FOUND: keyCalls,
    KEY_REVOKED: ["merchantUpdateKey", "merchantPauseKey", "merchantResumeKey"],
    ROOM_NOT_FOUND: ["merchantSetUnitHousekeeping", "merchantCreateSaleBlock"],
    SALE_BLOCK_NOT_FOUND: ["merchantDeleteSaleBlock"],
    GROUP_CODE_TAKEN: ["merchantCreateBookingGroup"],
    GROUP_NOT_FOUND: groupCalls,
    STAFF_NOT_FOUND: STAFF_NOT_FOUND_BY,
    STAFF_EMAIL_TAKEN: ["merchantInviteStaff", "adminCreateTenant"],
    STAFF_INVITE_INVALID: ["merchantAcceptStaffInvite"],
    STAFF_CREDENTIALS_INVALID: ["merchantSignIn", "merchantChangePassword", "merchantAcceptStaffInvite"],
    STAFF_SIGN_IN_THROTTLED: ["merchantSignIn", "merchantChangePassword", "merchantAcceptStaffInvite"],
    STAFF_SESSION_INVALID: ids(merchant()),
    STAFF_ROLE_INSUFFICIENT: ids(q.merchantWrites()),
    CSRF_TOKEN_INVALID: [...ids(merchant().filter((o) => o.method !== "get")), "merchantSignIn"],
    STAFF_LAST_OWNER: ["merchantUpdateStaff", "merchantDeactivateStaff"],
  };
}
