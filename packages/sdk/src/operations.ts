// Generated, so exempt from the 300-line rule, by `pnpm sdk:generate` from packages/sdk/openapi.json: its partner and merchant operations.
// Do not edit by hand: `pnpm sdk:check` (CI) fails when this file differs from a fresh generation.

import type { Conditional, ConditionalOptions } from "./conditional.js";
import type { Body, Data, Item, OperationSpec, Query, Success } from "./operation.js";
import type { PagedList } from "./pagination.js";
import type { CallOptions } from "./transport.js";

/** Every partner and merchant operation of the OpenAPI document, by operationId. */
export const OPERATIONS = {
  partnerGetHealth: { method: "GET", path: "/api/v1/health", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "body", conditional: false },
  merchantAcceptStaffInvite: { method: "POST", path: "/api/merchant/staff/accept-invite", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantGetSession: { method: "GET", path: "/api/merchant/session", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantSignIn: { method: "POST", path: "/api/merchant/session", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantSignOut: { method: "DELETE", path: "/api/merchant/session", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "none", conditional: false },
  merchantChangePassword: { method: "POST", path: "/api/merchant/session/password", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantSwitchHotel: { method: "POST", path: "/api/merchant/session/hotel", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantListStaff: { method: "GET", path: "/api/merchant/staff", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  merchantInviteStaff: { method: "POST", path: "/api/merchant/staff", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "body", conditional: false },
  merchantUpdateStaff: { method: "PATCH", path: "/api/merchant/staff/{staff_id}", pathParams: ["staff_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantDeactivateStaff: { method: "POST", path: "/api/merchant/staff/{staff_id}/deactivate", pathParams: ["staff_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantListAuditEntries: { method: "GET", path: "/api/merchant/audit", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  merchantRotateToken: { method: "POST", path: "/api/merchant/token/rotate", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantListKeys: { method: "GET", path: "/api/merchant/keys", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  merchantCreateKey: { method: "POST", path: "/api/merchant/keys", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "body", conditional: false },
  merchantGetKey: { method: "GET", path: "/api/merchant/keys/{key_id}", pathParams: ["key_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantUpdateKey: { method: "PATCH", path: "/api/merchant/keys/{key_id}", pathParams: ["key_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantPauseKey: { method: "POST", path: "/api/merchant/keys/{key_id}/pause", pathParams: ["key_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantResumeKey: { method: "POST", path: "/api/merchant/keys/{key_id}/resume", pathParams: ["key_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantRevokeKey: { method: "POST", path: "/api/merchant/keys/{key_id}/revoke", pathParams: ["key_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantListKeyRequests: { method: "GET", path: "/api/merchant/keys/{key_id}/requests", pathParams: ["key_id"], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  merchantListProperties: { method: "GET", path: "/api/merchant/properties", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCreateProperty: { method: "POST", path: "/api/merchant/properties", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantGetProperty: { method: "GET", path: "/api/merchant/properties/{property_id}", pathParams: ["property_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantUpdateProperty: { method: "PATCH", path: "/api/merchant/properties/{property_id}", pathParams: ["property_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantListUnits: { method: "GET", path: "/api/merchant/properties/{property_id}/units", pathParams: ["property_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCreateUnit: { method: "POST", path: "/api/merchant/properties/{property_id}/units", pathParams: ["property_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantUpdateUnit: { method: "PATCH", path: "/api/merchant/properties/{property_id}/units/{unit_id}", pathParams: ["property_id","unit_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantSetUnitHousekeeping: { method: "PUT", path: "/api/merchant/properties/{property_id}/units/{unit_id}/housekeeping", pathParams: ["property_id","unit_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantListHousekeeping: { method: "GET", path: "/api/merchant/properties/{property_id}/housekeeping", pathParams: ["property_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantListSaleBlocks: { method: "GET", path: "/api/merchant/properties/{property_id}/sale-blocks", pathParams: ["property_id"], query: true, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCreateSaleBlock: { method: "POST", path: "/api/merchant/properties/{property_id}/sale-blocks", pathParams: ["property_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantDeleteSaleBlock: { method: "DELETE", path: "/api/merchant/properties/{property_id}/sale-blocks/{block_id}", pathParams: ["property_id","block_id"], query: false, body: false, idempotencyKey: false, answer: "none", conditional: false },
  merchantListRatePlans: { method: "GET", path: "/api/merchant/properties/{property_id}/rate-plans", pathParams: ["property_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCreateRatePlan: { method: "POST", path: "/api/merchant/properties/{property_id}/rate-plans", pathParams: ["property_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantUpdateRatePlan: { method: "PATCH", path: "/api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}", pathParams: ["property_id","rate_plan_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantGetRatePlanRestrictions: { method: "GET", path: "/api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}/restrictions", pathParams: ["property_id","rate_plan_id"], query: true, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantSetRatePlanRestrictions: { method: "PUT", path: "/api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}/restrictions", pathParams: ["property_id","rate_plan_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantCreateGuest: { method: "POST", path: "/api/merchant/properties/{property_id}/guests", pathParams: ["property_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  merchantListBookings: { method: "GET", path: "/api/merchant/properties/{property_id}/bookings", pathParams: ["property_id"], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  merchantCreateBooking: { method: "POST", path: "/api/merchant/properties/{property_id}/bookings", pathParams: ["property_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  merchantGetBooking: { method: "GET", path: "/api/merchant/properties/{property_id}/bookings/{booking_id}", pathParams: ["property_id","booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCheckInBooking: { method: "POST", path: "/api/merchant/properties/{property_id}/bookings/{booking_id}/check-in", pathParams: ["property_id","booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCheckOutBooking: { method: "POST", path: "/api/merchant/properties/{property_id}/bookings/{booking_id}/check-out", pathParams: ["property_id","booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCancelBooking: { method: "POST", path: "/api/merchant/properties/{property_id}/bookings/{booking_id}/cancel", pathParams: ["property_id","booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantNoShowBooking: { method: "POST", path: "/api/merchant/properties/{property_id}/bookings/{booking_id}/no-show", pathParams: ["property_id","booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantGetStats: { method: "GET", path: "/api/merchant/properties/{property_id}/stats", pathParams: ["property_id"], query: true, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantPreviewKeyVoid: { method: "POST", path: "/api/merchant/keys/{key_id}/void-preview", pathParams: ["key_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantRevokeAndVoidKey: { method: "POST", path: "/api/merchant/keys/{key_id}/revoke-and-void", pathParams: ["key_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantListBookingGroups: { method: "GET", path: "/api/merchant/properties/{property_id}/booking-groups", pathParams: ["property_id"], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  merchantCreateBookingGroup: { method: "POST", path: "/api/merchant/properties/{property_id}/booking-groups", pathParams: ["property_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  merchantGetBookingGroup: { method: "GET", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}", pathParams: ["property_id","group_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantAddBookingGroupMember: { method: "POST", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/members", pathParams: ["property_id","group_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  merchantRemoveBookingGroupMember: { method: "DELETE", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/members/{booking_id}", pathParams: ["property_id","group_id","booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantSetBookingGroupRoomingList: { method: "PUT", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/rooming-list", pathParams: ["property_id","group_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantSetBookingGroupBilling: { method: "PUT", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/billing", pathParams: ["property_id","group_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantConfirmBookingGroup: { method: "POST", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/confirm", pathParams: ["property_id","group_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCancelBookingGroup: { method: "POST", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/cancel", pathParams: ["property_id","group_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantRecordBookingGroupPayment: { method: "POST", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/payments", pathParams: ["property_id","group_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  merchantRecordBookingGroupRefund: { method: "POST", path: "/api/merchant/properties/{property_id}/booking-groups/{group_id}/refunds", pathParams: ["property_id","group_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  partnerListProperties: { method: "GET", path: "/api/v1/properties", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: true },
  partnerListUnits: { method: "GET", path: "/api/v1/units", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: true },
  partnerGetUnit: { method: "GET", path: "/api/v1/units/{unit_id}", pathParams: ["unit_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerGetUnitHousekeeping: { method: "GET", path: "/api/v1/units/{unit_id}/housekeeping", pathParams: ["unit_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerGetAvailability: { method: "GET", path: "/api/v1/availability", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "data", conditional: true },
  partnerGetRates: { method: "GET", path: "/api/v1/rates", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "data", conditional: true },
  partnerCreateQuote: { method: "POST", path: "/api/v1/quote", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  partnerGetCalendar: { method: "GET", path: "/api/v1/calendar", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "data", conditional: true },
  merchantGetCalendar: { method: "GET", path: "/api/merchant/properties/{property_id}/calendar", pathParams: ["property_id"], query: true, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerListAriChanges: { method: "GET", path: "/api/v1/ari/changes", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  partnerListBookings: { method: "GET", path: "/api/v1/bookings", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  partnerCreateBooking: { method: "POST", path: "/api/v1/bookings", pathParams: [], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  partnerGetBooking: { method: "GET", path: "/api/v1/bookings/{booking_id}", pathParams: ["booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: true },
  partnerListBookingRevisions: { method: "GET", path: "/api/v1/bookings/{booking_id}/revisions", pathParams: ["booking_id"], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  partnerConfirmBooking: { method: "POST", path: "/api/v1/bookings/{booking_id}/confirm", pathParams: ["booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerCancelBooking: { method: "POST", path: "/api/v1/bookings/{booking_id}/cancel", pathParams: ["booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerQuoteBookingChange: { method: "POST", path: "/api/v1/bookings/{booking_id}/change-quotes", pathParams: ["booking_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  partnerChangeBooking: { method: "POST", path: "/api/v1/bookings/{booking_id}/change", pathParams: ["booking_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  merchantQuoteBookingChange: { method: "POST", path: "/api/merchant/properties/{property_id}/bookings/{booking_id}/change-quotes", pathParams: ["property_id","booking_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantChangeBooking: { method: "POST", path: "/api/merchant/properties/{property_id}/bookings/{booking_id}/change", pathParams: ["property_id","booking_id"], query: false, body: true, idempotencyKey: true, answer: "data", conditional: false },
  partnerExpireSandboxHold: { method: "POST", path: "/api/v1/sandbox/bookings/{booking_id}/expire-hold", pathParams: ["booking_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerListWebhookSubscriptions: { method: "GET", path: "/api/v1/webhooks", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerCreateWebhookSubscription: { method: "POST", path: "/api/v1/webhooks", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  partnerListWebhookEventKinds: { method: "GET", path: "/api/v1/webhooks/events", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerGetWebhookSubscription: { method: "GET", path: "/api/v1/webhooks/{subscription_id}", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerUpdateWebhookSubscription: { method: "PATCH", path: "/api/v1/webhooks/{subscription_id}", pathParams: ["subscription_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  partnerDeleteWebhookSubscription: { method: "DELETE", path: "/api/v1/webhooks/{subscription_id}", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "none", conditional: false },
  partnerListWebhookDeliveries: { method: "GET", path: "/api/v1/webhooks/{subscription_id}/deliveries", pathParams: ["subscription_id"], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  partnerRedeliverWebhookDelivery: { method: "POST", path: "/api/v1/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver", pathParams: ["subscription_id","delivery_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerRecoverWebhookDeliveries: { method: "POST", path: "/api/v1/webhooks/{subscription_id}/recover", pathParams: ["subscription_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  partnerActivateWebhookSubscription: { method: "POST", path: "/api/v1/webhooks/{subscription_id}/activate", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerDeactivateWebhookSubscription: { method: "POST", path: "/api/v1/webhooks/{subscription_id}/deactivate", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerRotateWebhookSecret: { method: "POST", path: "/api/v1/webhooks/{subscription_id}/rotate-secret", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerTestWebhookSubscription: { method: "POST", path: "/api/v1/webhooks/{subscription_id}/test", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantListWebhookSubscriptions: { method: "GET", path: "/api/merchant/webhooks", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantCreateWebhookSubscription: { method: "POST", path: "/api/merchant/webhooks", pathParams: [], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantGetWebhookSubscription: { method: "GET", path: "/api/merchant/webhooks/{subscription_id}", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantUpdateWebhookSubscription: { method: "PATCH", path: "/api/merchant/webhooks/{subscription_id}", pathParams: ["subscription_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantDeleteWebhookSubscription: { method: "DELETE", path: "/api/merchant/webhooks/{subscription_id}", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "none", conditional: false },
  merchantListWebhookDeliveries: { method: "GET", path: "/api/merchant/webhooks/{subscription_id}/deliveries", pathParams: ["subscription_id"], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  merchantRedeliverWebhookDelivery: { method: "POST", path: "/api/merchant/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver", pathParams: ["subscription_id","delivery_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantRecoverWebhookDeliveries: { method: "POST", path: "/api/merchant/webhooks/{subscription_id}/recover", pathParams: ["subscription_id"], query: false, body: true, idempotencyKey: false, answer: "data", conditional: false },
  merchantActivateWebhookSubscription: { method: "POST", path: "/api/merchant/webhooks/{subscription_id}/activate", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantDeactivateWebhookSubscription: { method: "POST", path: "/api/merchant/webhooks/{subscription_id}/deactivate", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantRotateWebhookSecret: { method: "POST", path: "/api/merchant/webhooks/{subscription_id}/rotate-secret", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  merchantTestWebhookSubscription: { method: "POST", path: "/api/merchant/webhooks/{subscription_id}/test", pathParams: ["subscription_id"], query: false, body: false, idempotencyKey: false, answer: "data", conditional: false },
  partnerListEvents: { method: "GET", path: "/api/v1/events", pathParams: [], query: true, body: false, idempotencyKey: false, answer: "list", conditional: false },
  partnerListVersions: { method: "GET", path: "/api/v1/versions", pathParams: [], query: false, body: false, idempotencyKey: false, answer: "body", conditional: false },
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof OPERATIONS;
export type PartnerOperationId = Extract<OperationId, `partner${string}`>;
export type MerchantOperationId = Extract<OperationId, `merchant${string}`>;

/** The partner API (`/api/v1`), one method per operation: `partnerGetBooking` is `getBooking`. */
export interface PartnerOperations {
  /**
   * State of the gateway's dependencies and of each service.
   *
   * `GET /api/v1/health`
   */
  getHealth(options?: CallOptions): Promise<Success<"partnerGetHealth">>;
  /**
   * Properties the key covers, with api_rate_plans_configured.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/properties`
   */
  listProperties(options: ConditionalOptions): Promise<Conditional<Data<"partnerListProperties">>>;
  /**
   * Properties the key covers, with api_rate_plans_configured.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/properties`
   */
  listProperties(options?: CallOptions): Promise<Data<"partnerListProperties">>;
  /**
   * Units exposed through the API.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/units`
   */
  listUnits(options: ConditionalOptions): Promise<Conditional<Data<"partnerListUnits">>>;
  /**
   * Units exposed through the API.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/units`
   */
  listUnits(options?: CallOptions): Promise<Data<"partnerListUnits">>;
  /**
   * One unit.
   *
   * `GET /api/v1/units/{unit_id}`
   */
  getUnit(unitId: string, options?: CallOptions): Promise<Data<"partnerGetUnit">>;
  /**
   * Cleaning status of a unit and its rooms, whether or not sold through this API.
   *
   * `GET /api/v1/units/{unit_id}/housekeeping`
   */
  getUnitHousekeeping(unitId: string, options?: CallOptions): Promise<Data<"partnerGetUnitHousekeeping">>;
  /**
   * Availability of every exposed unit for a stay [start, end).
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/availability`
   */
  getAvailability(query: Query<"partnerGetAvailability">, options: ConditionalOptions): Promise<Conditional<Data<"partnerGetAvailability">>>;
  /**
   * Availability of every exposed unit for a stay [start, end).
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/availability`
   */
  getAvailability(query: Query<"partnerGetAvailability">, options?: CallOptions): Promise<Data<"partnerGetAvailability">>;
  /**
   * Nightly prices by occupancy for the nights [from, to), per unit and api rate plan.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/rates`
   */
  getRates(query: Query<"partnerGetRates">, options: ConditionalOptions): Promise<Conditional<Data<"partnerGetRates">>>;
  /**
   * Nightly prices by occupancy for the nights [from, to), per unit and api rate plan.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/rates`
   */
  getRates(query: Query<"partnerGetRates">, options?: CallOptions): Promise<Data<"partnerGetRates">>;
  /**
   * Price a stay; nothing is held.
   *
   * `POST /api/v1/quote`
   */
  createQuote(body: Body<"partnerCreateQuote">, options?: CallOptions): Promise<Data<"partnerCreateQuote">>;
  /**
   * The lowest price of a stay arriving each date.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/calendar`
   */
  getCalendar(query: Query<"partnerGetCalendar">, options: ConditionalOptions): Promise<Conditional<Data<"partnerGetCalendar">>>;
  /**
   * The lowest price of a stay arriving each date.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/calendar`
   */
  getCalendar(query: Query<"partnerGetCalendar">, options?: CallOptions): Promise<Data<"partnerGetCalendar">>;
  /**
   * What changed in availability, units, rates and restrictions, by cursor.
   *
   * `GET /api/v1/ari/changes`
   */
  listAriChanges(query?: Query<"partnerListAriChanges">, options?: CallOptions): PagedList<Item<"partnerListAriChanges">>;
  /**
   * Bookings created by this key, or every booking of the property with bookings:read:all.
   *
   * `GET /api/v1/bookings`
   */
  listBookings(query?: Query<"partnerListBookings">, options?: CallOptions): PagedList<Item<"partnerListBookings">>;
  /**
   * Create a booking, optionally as a hold (hold_minutes 1..30).
   *
   * `POST /api/v1/bookings`
   */
  createBooking(body: Body<"partnerCreateBooking">, options?: CallOptions): Promise<Data<"partnerCreateBooking">>;
  /**
   * One booking.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/bookings/{booking_id}`
   */
  getBooking(bookingId: string, options: ConditionalOptions): Promise<Conditional<Data<"partnerGetBooking">>>;
  /**
   * One booking.
   *
   * With `{ etag }` (the last answer's, or undefined), a conditional read: `notModified: true`
   * while that answer is current, else the answer and its new `etag`.
   *
   * `GET /api/v1/bookings/{booking_id}`
   */
  getBooking(bookingId: string, options?: CallOptions): Promise<Data<"partnerGetBooking">>;
  /**
   * A booking's versions, oldest first: the booking made, then each change and who made it.
   *
   * `GET /api/v1/bookings/{booking_id}/revisions`
   */
  listBookingRevisions(bookingId: string, query?: Query<"partnerListBookingRevisions">, options?: CallOptions): PagedList<Item<"partnerListBookingRevisions">>;
  /**
   * Confirm a pending booking this key created.
   *
   * `POST /api/v1/bookings/{booking_id}/confirm`
   */
  confirmBooking(bookingId: string, options?: CallOptions): Promise<Data<"partnerConfirmBooking">>;
  /**
   * Cancel a booking this key created.
   *
   * `POST /api/v1/bookings/{booking_id}/cancel`
   */
  cancelBooking(bookingId: string, options?: CallOptions): Promise<Data<"partnerCancelBooking">>;
  /**
   * Quote a change of a booking this key created, holding the nights it adds.
   *
   * `POST /api/v1/bookings/{booking_id}/change-quotes`
   */
  quoteBookingChange(bookingId: string, body: Body<"partnerQuoteBookingChange">, options?: CallOptions): Promise<Data<"partnerQuoteBookingChange">>;
  /**
   * Apply a change quote to a booking this key created.
   *
   * `POST /api/v1/bookings/{booking_id}/change`
   */
  changeBooking(bookingId: string, body: Body<"partnerChangeBooking">, options?: CallOptions): Promise<Data<"partnerChangeBooking">>;
  /**
   * Expire a hold of this key now (sandbox only).
   *
   * `POST /api/v1/sandbox/bookings/{booking_id}/expire-hold`
   */
  expireSandboxHold(bookingId: string, options?: CallOptions): Promise<Data<"partnerExpireSandboxHold">>;
  /**
   * Subscriptions.
   *
   * `GET /api/v1/webhooks`
   */
  listWebhookSubscriptions(options?: CallOptions): Promise<Data<"partnerListWebhookSubscriptions">>;
  /**
   * Create a subscription; its whsec_ secret is shown once.
   *
   * `POST /api/v1/webhooks`
   */
  createWebhookSubscription(body: Body<"partnerCreateWebhookSubscription">, options?: CallOptions): Promise<Data<"partnerCreateWebhookSubscription">>;
  /**
   * Every event kind, what it carries and the scope it needs.
   *
   * `GET /api/v1/webhooks/events`
   */
  listWebhookEventKinds(options?: CallOptions): Promise<Data<"partnerListWebhookEventKinds">>;
  /**
   * One subscription.
   *
   * `GET /api/v1/webhooks/{subscription_id}`
   */
  getWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"partnerGetWebhookSubscription">>;
  /**
   * Edit a subscription.
   *
   * `PATCH /api/v1/webhooks/{subscription_id}`
   */
  updateWebhookSubscription(subscriptionId: string, body: Body<"partnerUpdateWebhookSubscription">, options?: CallOptions): Promise<Data<"partnerUpdateWebhookSubscription">>;
  /**
   * Delete a subscription.
   *
   * `DELETE /api/v1/webhooks/{subscription_id}`
   */
  deleteWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<void>;
  /**
   * Deliveries with their attempts, newest first.
   *
   * `GET /api/v1/webhooks/{subscription_id}/deliveries`
   */
  listWebhookDeliveries(subscriptionId: string, query?: Query<"partnerListWebhookDeliveries">, options?: CallOptions): PagedList<Item<"partnerListWebhookDeliveries">>;
  /**
   * Send one delivery again now.
   *
   * `POST /api/v1/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver`
   */
  redeliverWebhookDelivery(subscriptionId: string, deliveryId: string, options?: CallOptions): Promise<Data<"partnerRedeliverWebhookDelivery">>;
  /**
   * Send again the deliveries since a time that did not end in a 2xx.
   *
   * `POST /api/v1/webhooks/{subscription_id}/recover`
   */
  recoverWebhookDeliveries(subscriptionId: string, body: Body<"partnerRecoverWebhookDeliveries">, options?: CallOptions): Promise<Data<"partnerRecoverWebhookDeliveries">>;
  /**
   * Activate.
   *
   * `POST /api/v1/webhooks/{subscription_id}/activate`
   */
  activateWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"partnerActivateWebhookSubscription">>;
  /**
   * Deactivate.
   *
   * `POST /api/v1/webhooks/{subscription_id}/deactivate`
   */
  deactivateWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"partnerDeactivateWebhookSubscription">>;
  /**
   * New secret; the old one also signs for 24 h.
   *
   * `POST /api/v1/webhooks/{subscription_id}/rotate-secret`
   */
  rotateWebhookSecret(subscriptionId: string, options?: CallOptions): Promise<Data<"partnerRotateWebhookSecret">>;
  /**
   * Send a signed test event now and answer what the receiver said.
   *
   * `POST /api/v1/webhooks/{subscription_id}/test`
   */
  testWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"partnerTestWebhookSubscription">>;
  /**
   * Every event the key may read, oldest first.
   *
   * `GET /api/v1/events`
   */
  listEvents(query?: Query<"partnerListEvents">, options?: CallOptions): PagedList<Item<"partnerListEvents">>;
  /**
   * The API's versions, their status and what each changes.
   *
   * `GET /api/v1/versions`
   */
  listVersions(options?: CallOptions): Promise<Success<"partnerListVersions">>;
}

/** Each method of PartnerOperations and the operationId it calls. */
export const PARTNER_METHODS = {
  getHealth: "partnerGetHealth",
  listProperties: "partnerListProperties",
  listUnits: "partnerListUnits",
  getUnit: "partnerGetUnit",
  getUnitHousekeeping: "partnerGetUnitHousekeeping",
  getAvailability: "partnerGetAvailability",
  getRates: "partnerGetRates",
  createQuote: "partnerCreateQuote",
  getCalendar: "partnerGetCalendar",
  listAriChanges: "partnerListAriChanges",
  listBookings: "partnerListBookings",
  createBooking: "partnerCreateBooking",
  getBooking: "partnerGetBooking",
  listBookingRevisions: "partnerListBookingRevisions",
  confirmBooking: "partnerConfirmBooking",
  cancelBooking: "partnerCancelBooking",
  quoteBookingChange: "partnerQuoteBookingChange",
  changeBooking: "partnerChangeBooking",
  expireSandboxHold: "partnerExpireSandboxHold",
  listWebhookSubscriptions: "partnerListWebhookSubscriptions",
  createWebhookSubscription: "partnerCreateWebhookSubscription",
  listWebhookEventKinds: "partnerListWebhookEventKinds",
  getWebhookSubscription: "partnerGetWebhookSubscription",
  updateWebhookSubscription: "partnerUpdateWebhookSubscription",
  deleteWebhookSubscription: "partnerDeleteWebhookSubscription",
  listWebhookDeliveries: "partnerListWebhookDeliveries",
  redeliverWebhookDelivery: "partnerRedeliverWebhookDelivery",
  recoverWebhookDeliveries: "partnerRecoverWebhookDeliveries",
  activateWebhookSubscription: "partnerActivateWebhookSubscription",
  deactivateWebhookSubscription: "partnerDeactivateWebhookSubscription",
  rotateWebhookSecret: "partnerRotateWebhookSecret",
  testWebhookSubscription: "partnerTestWebhookSubscription",
  listEvents: "partnerListEvents",
  listVersions: "partnerListVersions",
} as const satisfies Record<keyof PartnerOperations, OperationId>;

/** The merchant API (`/api/merchant`), one method per operation: `merchantCreateKey` is `createKey`. */
export interface MerchantOperations {
  /**
   * Accept an invitation with a password of 12 characters or more; then sign in.
   *
   * `POST /api/merchant/staff/accept-invite`
   */
  acceptStaffInvite(body: Body<"merchantAcceptStaffInvite">, options?: CallOptions): Promise<Data<"merchantAcceptStaffInvite">>;
  /**
   * Who is signed in, and the session's CSRF token again (both null for the merchant token).
   *
   * `GET /api/merchant/session`
   */
  getSession(options?: CallOptions): Promise<Data<"merchantGetSession">>;
  /**
   * Sign in: sets the session cookie and answers the CSRF token of its calls.
   *
   * `POST /api/merchant/session`
   */
  signIn(body: Body<"merchantSignIn">, options?: CallOptions): Promise<Data<"merchantSignIn">>;
  /**
   * Sign out: the session ends at once, on every gateway (nothing to end for the merchant token).
   *
   * `DELETE /api/merchant/session`
   */
  signOut(options?: CallOptions): Promise<void>;
  /**
   * A new password for the person signed in; every session of theirs ends: sign in again.
   *
   * `POST /api/merchant/session/password`
   */
  changePassword(body: Body<"merchantChangePassword">, options?: CallOptions): Promise<Data<"merchantChangePassword">>;
  /**
   * Switch the session to another of the person's hotels: a new session cookie and CSRF token.
   *
   * `POST /api/merchant/session/hotel`
   */
  switchHotel(body: Body<"merchantSwitchHotel">, options?: CallOptions): Promise<Data<"merchantSwitchHotel">>;
  /**
   * The hotel's staff, deactivated people included, newest first.
   *
   * `GET /api/merchant/staff`
   */
  listStaff(query?: Query<"merchantListStaff">, options?: CallOptions): PagedList<Item<"merchantListStaff">>;
  /**
   * Invite a person with a role; the invitation is answered once (valid 7 days).
   *
   * `POST /api/merchant/staff`
   */
  inviteStaff(body: Body<"merchantInviteStaff">, options?: CallOptions): Promise<Success<"merchantInviteStaff">>;
  /**
   * Rename a person or change their role; a new role ends their sessions.
   *
   * `PATCH /api/merchant/staff/{staff_id}`
   */
  updateStaff(staffId: string, body: Body<"merchantUpdateStaff">, options?: CallOptions): Promise<Data<"merchantUpdateStaff">>;
  /**
   * Take a person's access away for good; their sessions end at once.
   *
   * `POST /api/merchant/staff/{staff_id}/deactivate`
   */
  deactivateStaff(staffId: string, options?: CallOptions): Promise<Data<"merchantDeactivateStaff">>;
  /**
   * The audit trail: who changed what, newest first (kept one year).
   *
   * `GET /api/merchant/audit`
   */
  listAuditEntries(query?: Query<"merchantListAuditEntries">, options?: CallOptions): PagedList<Item<"merchantListAuditEntries">>;
  /**
   * Rotate the hotel's merchant token: the new one is answered once, the old one stops at once.
   *
   * `POST /api/merchant/token/rotate`
   */
  rotateToken(options?: CallOptions): Promise<Data<"merchantRotateToken">>;
  /**
   * List keys, revoked ones included.
   *
   * `GET /api/merchant/keys`
   */
  listKeys(query?: Query<"merchantListKeys">, options?: CallOptions): PagedList<Item<"merchantListKeys">>;
  /**
   * Issue a key; its text is answered once.
   *
   * `POST /api/merchant/keys`
   */
  createKey(body: Body<"merchantCreateKey">, options?: CallOptions): Promise<Success<"merchantCreateKey">>;
  /**
   * One key.
   *
   * `GET /api/merchant/keys/{key_id}`
   */
  getKey(keyId: string, options?: CallOptions): Promise<Data<"merchantGetKey">>;
  /**
   * Edit a key (never changes its text).
   *
   * `PATCH /api/merchant/keys/{key_id}`
   */
  updateKey(keyId: string, body: Body<"merchantUpdateKey">, options?: CallOptions): Promise<Data<"merchantUpdateKey">>;
  /**
   * Pause a key (answers 401 APIKEY_INVALID until resumed).
   *
   * `POST /api/merchant/keys/{key_id}/pause`
   */
  pauseKey(keyId: string, options?: CallOptions): Promise<Data<"merchantPauseKey">>;
  /**
   * Resume a paused key.
   *
   * `POST /api/merchant/keys/{key_id}/resume`
   */
  resumeKey(keyId: string, options?: CallOptions): Promise<Data<"merchantResumeKey">>;
  /**
   * Revoke a key for good.
   *
   * `POST /api/merchant/keys/{key_id}/revoke`
   */
  revokeKey(keyId: string, options?: CallOptions): Promise<Data<"merchantRevokeKey">>;
  /**
   * The key's request log, newest first (UTC, kept 90 days).
   *
   * `GET /api/merchant/keys/{key_id}/requests`
   */
  listKeyRequests(keyId: string, query?: Query<"merchantListKeyRequests">, options?: CallOptions): PagedList<Item<"merchantListKeyRequests">>;
  /**
   * The hotel's properties.
   *
   * `GET /api/merchant/properties`
   */
  listProperties(options?: CallOptions): Promise<Data<"merchantListProperties">>;
  /**
   * Create a property.
   *
   * `POST /api/merchant/properties`
   */
  createProperty(body: Body<"merchantCreateProperty">, options?: CallOptions): Promise<Data<"merchantCreateProperty">>;
  /**
   * One property.
   *
   * `GET /api/merchant/properties/{property_id}`
   */
  getProperty(propertyId: string, options?: CallOptions): Promise<Data<"merchantGetProperty">>;
  /**
   * Set the property's taxes and fees, or its check-in time.
   *
   * `PATCH /api/merchant/properties/{property_id}`
   */
  updateProperty(propertyId: string, body: Body<"merchantUpdateProperty">, options?: CallOptions): Promise<Data<"merchantUpdateProperty">>;
  /**
   * Every unit of the property, with what decides its exposure.
   *
   * `GET /api/merchant/properties/{property_id}/units`
   */
  listUnits(propertyId: string, options?: CallOptions): Promise<Data<"merchantListUnits">>;
  /**
   * Create a unit: single, whole-house parent or child, or room type with its rooms.
   *
   * `POST /api/merchant/properties/{property_id}/units`
   */
  createUnit(propertyId: string, body: Body<"merchantCreateUnit">, options?: CallOptions): Promise<Data<"merchantCreateUnit">>;
  /**
   * Edit a unit or add rooms to a room type (kind and parent never change).
   *
   * `PATCH /api/merchant/properties/{property_id}/units/{unit_id}`
   */
  updateUnit(propertyId: string, unitId: string, body: Body<"merchantUpdateUnit">, options?: CallOptions): Promise<Data<"merchantUpdateUnit">>;
  /**
   * Set the housekeeping status of a unit or of one of its rooms.
   *
   * `PUT /api/merchant/properties/{property_id}/units/{unit_id}/housekeeping`
   */
  setUnitHousekeeping(propertyId: string, unitId: string, body: Body<"merchantSetUnitHousekeeping">, options?: CallOptions): Promise<Data<"merchantSetUnitHousekeeping">>;
  /**
   * The housekeeping status of every unit of the property and of each room.
   *
   * `GET /api/merchant/properties/{property_id}/housekeeping`
   */
  listHousekeeping(propertyId: string, options?: CallOptions): Promise<Data<"merchantListHousekeeping">>;
  /**
   * The property's sale blocks, all at once, optionally those meeting the dates [from, to).
   *
   * `GET /api/merchant/properties/{property_id}/sale-blocks`
   */
  listSaleBlocks(propertyId: string, query?: Query<"merchantListSaleBlocks">, options?: CallOptions): Promise<Data<"merchantListSaleBlocks">>;
  /**
   * Take a unit or one room off sale for some nights.
   *
   * `POST /api/merchant/properties/{property_id}/sale-blocks`
   */
  createSaleBlock(propertyId: string, body: Body<"merchantCreateSaleBlock">, options?: CallOptions): Promise<Data<"merchantCreateSaleBlock">>;
  /**
   * Remove a sale block.
   *
   * `DELETE /api/merchant/properties/{property_id}/sale-blocks/{block_id}`
   */
  deleteSaleBlock(propertyId: string, blockId: string, options?: CallOptions): Promise<void>;
  /**
   * The property's rate plans.
   *
   * `GET /api/merchant/properties/{property_id}/rate-plans`
   */
  listRatePlans(propertyId: string, options?: CallOptions): Promise<Data<"merchantListRatePlans">>;
  /**
   * Create a rate plan.
   *
   * `POST /api/merchant/properties/{property_id}/rate-plans`
   */
  createRatePlan(propertyId: string, body: Body<"merchantCreateRatePlan">, options?: CallOptions): Promise<Data<"merchantCreateRatePlan">>;
  /**
   * Edit a rate plan (unit_ids and prices replace the whole set).
   *
   * `PATCH /api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}`
   */
  updateRatePlan(propertyId: string, ratePlanId: string, body: Body<"merchantUpdateRatePlan">, options?: CallOptions): Promise<Data<"merchantUpdateRatePlan">>;
  /**
   * A rate plan's restrictions on every date from `from` to `to`.
   *
   * `GET /api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}/restrictions`
   */
  getRatePlanRestrictions(propertyId: string, ratePlanId: string, query: Query<"merchantGetRatePlanRestrictions">, options?: CallOptions): Promise<Data<"merchantGetRatePlanRestrictions">>;
  /**
   * Set restrictions on every date from `from` to `to`; answers each of those dates.
   *
   * `PUT /api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}/restrictions`
   */
  setRatePlanRestrictions(propertyId: string, ratePlanId: string, body: Body<"merchantSetRatePlanRestrictions">, options?: CallOptions): Promise<Data<"merchantSetRatePlanRestrictions">>;
  /**
   * Create a guest.
   *
   * `POST /api/merchant/properties/{property_id}/guests`
   */
  createGuest(propertyId: string, body: Body<"merchantCreateGuest">, options?: CallOptions): Promise<Data<"merchantCreateGuest">>;
  /**
   * The property's bookings of every channel, newest first, searched by stay dates, status and guest name.
   *
   * `GET /api/merchant/properties/{property_id}/bookings`
   */
  listBookings(propertyId: string, query?: Query<"merchantListBookings">, options?: CallOptions): PagedList<Item<"merchantListBookings">>;
  /**
   * Record a booking from the hotel, or from an outside channel when channel is set.
   *
   * `POST /api/merchant/properties/{property_id}/bookings`
   */
  createBooking(propertyId: string, body: Body<"merchantCreateBooking">, options?: CallOptions): Promise<Data<"merchantCreateBooking">>;
  /**
   * One booking of the property, whatever its channel.
   *
   * `GET /api/merchant/properties/{property_id}/bookings/{booking_id}`
   */
  getBooking(propertyId: string, bookingId: string, options?: CallOptions): Promise<Data<"merchantGetBooking">>;
  /**
   * Check the guest in (from pending or confirmed).
   *
   * `POST /api/merchant/properties/{property_id}/bookings/{booking_id}/check-in`
   */
  checkInBooking(propertyId: string, bookingId: string, options?: CallOptions): Promise<Data<"merchantCheckInBooking">>;
  /**
   * Check the guest out (from checked in).
   *
   * `POST /api/merchant/properties/{property_id}/bookings/{booking_id}/check-out`
   */
  checkOutBooking(propertyId: string, bookingId: string, options?: CallOptions): Promise<Data<"merchantCheckOutBooking">>;
  /**
   * Cancel a booking of any channel whose stay has not started (reason hotel).
   *
   * `POST /api/merchant/properties/{property_id}/bookings/{booking_id}/cancel`
   */
  cancelBooking(propertyId: string, bookingId: string, options?: CallOptions): Promise<Data<"merchantCancelBooking">>;
  /**
   * Mark a pending or confirmed booking a no-show, from its arrival day until 48 h after that day began.
   *
   * `POST /api/merchant/properties/{property_id}/bookings/{booking_id}/no-show`
   */
  noShowBooking(propertyId: string, bookingId: string, options?: CallOptions): Promise<Data<"merchantNoShowBooking">>;
  /**
   * Bookings created, cancellations by reason and no-shows on days from..to (property-local dates).
   *
   * `GET /api/merchant/properties/{property_id}/stats`
   */
  getStats(propertyId: string, query: Query<"merchantGetStats">, options?: CallOptions): Promise<Data<"merchantGetStats">>;
  /**
   * What revoke-and-void would cancel: the key's bookings since a day (UTC) whose stay has not started.
   *
   * `POST /api/merchant/keys/{key_id}/void-preview`
   */
  previewKeyVoid(keyId: string, body: Body<"merchantPreviewKeyVoid">, options?: CallOptions): Promise<Data<"merchantPreviewKeyVoid">>;
  /**
   * Revoke the key and cancel (reason voided) what it created since a day; answers what was voided.
   *
   * `POST /api/merchant/keys/{key_id}/revoke-and-void`
   */
  revokeAndVoidKey(keyId: string, body: Body<"merchantRevokeAndVoidKey">, options?: CallOptions): Promise<Data<"merchantRevokeAndVoidKey">>;
  /**
   * The property's booking groups, newest first.
   *
   * `GET /api/merchant/properties/{property_id}/booking-groups`
   */
  listBookingGroups(propertyId: string, query?: Query<"merchantListBookingGroups">, options?: CallOptions): PagedList<Item<"merchantListBookingGroups">>;
  /**
   * Create a group with a block of rooms: all are allocated or none.
   *
   * `POST /api/merchant/properties/{property_id}/booking-groups`
   */
  createBookingGroup(propertyId: string, body: Body<"merchantCreateBookingGroup">, options?: CallOptions): Promise<Data<"merchantCreateBookingGroup">>;
  /**
   * One group: derived status, rooming list, accounts and balances.
   *
   * `GET /api/merchant/properties/{property_id}/booking-groups/{group_id}`
   */
  getBookingGroup(propertyId: string, groupId: string, options?: CallOptions): Promise<Data<"merchantGetBookingGroup">>;
  /**
   * Add a room to the group (allocated like any booking).
   *
   * `POST /api/merchant/properties/{property_id}/booking-groups/{group_id}/members`
   */
  addBookingGroupMember(propertyId: string, groupId: string, body: Body<"merchantAddBookingGroupMember">, options?: CallOptions): Promise<Data<"merchantAddBookingGroupMember">>;
  /**
   * Remove a member: its booking is cancelled (reason hotel) and the room returns to sale.
   *
   * `DELETE /api/merchant/properties/{property_id}/booking-groups/{group_id}/members/{booking_id}`
   */
  removeBookingGroupMember(propertyId: string, groupId: string, bookingId: string, options?: CallOptions): Promise<Data<"merchantRemoveBookingGroupMember">>;
  /**
   * Change the occupants of members.
   *
   * `PUT /api/merchant/properties/{property_id}/booking-groups/{group_id}/rooming-list`
   */
  setBookingGroupRoomingList(propertyId: string, groupId: string, body: Body<"merchantSetBookingGroupRoomingList">, options?: CallOptions): Promise<Data<"merchantSetBookingGroupRoomingList">>;
  /**
   * Set the billing rule and the payers.
   *
   * `PUT /api/merchant/properties/{property_id}/booking-groups/{group_id}/billing`
   */
  setBookingGroupBilling(propertyId: string, groupId: string, body: Body<"merchantSetBookingGroupBilling">, options?: CallOptions): Promise<Data<"merchantSetBookingGroupBilling">>;
  /**
   * Confirm every pending member.
   *
   * `POST /api/merchant/properties/{property_id}/booking-groups/{group_id}/confirm`
   */
  confirmBookingGroup(propertyId: string, groupId: string, options?: CallOptions): Promise<Data<"merchantConfirmBookingGroup">>;
  /**
   * Cancel (reason hotel) every member whose stay has not started.
   *
   * `POST /api/merchant/properties/{property_id}/booking-groups/{group_id}/cancel`
   */
  cancelBookingGroup(propertyId: string, groupId: string, options?: CallOptions): Promise<Data<"merchantCancelBookingGroup">>;
  /**
   * Record a payment on one of the group's accounts.
   *
   * `POST /api/merchant/properties/{property_id}/booking-groups/{group_id}/payments`
   */
  recordBookingGroupPayment(propertyId: string, groupId: string, body: Body<"merchantRecordBookingGroupPayment">, options?: CallOptions): Promise<Data<"merchantRecordBookingGroupPayment">>;
  /**
   * Refund (part of) a payment; never more than what is left unrefunded of it.
   *
   * `POST /api/merchant/properties/{property_id}/booking-groups/{group_id}/refunds`
   */
  recordBookingGroupRefund(propertyId: string, groupId: string, body: Body<"merchantRecordBookingGroupRefund">, options?: CallOptions): Promise<Data<"merchantRecordBookingGroupRefund">>;
  /**
   * The lowest price partners may sell a stay arriving each date at.
   *
   * `GET /api/merchant/properties/{property_id}/calendar`
   */
  getCalendar(propertyId: string, query: Query<"merchantGetCalendar">, options?: CallOptions): Promise<Data<"merchantGetCalendar">>;
  /**
   * Quote a change of any booking of the property, holding the nights it adds.
   *
   * `POST /api/merchant/properties/{property_id}/bookings/{booking_id}/change-quotes`
   */
  quoteBookingChange(propertyId: string, bookingId: string, body: Body<"merchantQuoteBookingChange">, options?: CallOptions): Promise<Data<"merchantQuoteBookingChange">>;
  /**
   * Apply a change quote to a booking of the property; waive_change_fee drops the fee.
   *
   * `POST /api/merchant/properties/{property_id}/bookings/{booking_id}/change`
   */
  changeBooking(propertyId: string, bookingId: string, body: Body<"merchantChangeBooking">, options?: CallOptions): Promise<Data<"merchantChangeBooking">>;
  /**
   * Subscriptions.
   *
   * `GET /api/merchant/webhooks`
   */
  listWebhookSubscriptions(options?: CallOptions): Promise<Data<"merchantListWebhookSubscriptions">>;
  /**
   * Create a subscription; its whsec_ secret is shown once.
   *
   * `POST /api/merchant/webhooks`
   */
  createWebhookSubscription(body: Body<"merchantCreateWebhookSubscription">, options?: CallOptions): Promise<Data<"merchantCreateWebhookSubscription">>;
  /**
   * One subscription.
   *
   * `GET /api/merchant/webhooks/{subscription_id}`
   */
  getWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"merchantGetWebhookSubscription">>;
  /**
   * Edit a subscription.
   *
   * `PATCH /api/merchant/webhooks/{subscription_id}`
   */
  updateWebhookSubscription(subscriptionId: string, body: Body<"merchantUpdateWebhookSubscription">, options?: CallOptions): Promise<Data<"merchantUpdateWebhookSubscription">>;
  /**
   * Delete a subscription.
   *
   * `DELETE /api/merchant/webhooks/{subscription_id}`
   */
  deleteWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<void>;
  /**
   * Deliveries with their attempts, newest first.
   *
   * `GET /api/merchant/webhooks/{subscription_id}/deliveries`
   */
  listWebhookDeliveries(subscriptionId: string, query?: Query<"merchantListWebhookDeliveries">, options?: CallOptions): PagedList<Item<"merchantListWebhookDeliveries">>;
  /**
   * Send one delivery again now.
   *
   * `POST /api/merchant/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver`
   */
  redeliverWebhookDelivery(subscriptionId: string, deliveryId: string, options?: CallOptions): Promise<Data<"merchantRedeliverWebhookDelivery">>;
  /**
   * Send again the deliveries since a time that did not end in a 2xx.
   *
   * `POST /api/merchant/webhooks/{subscription_id}/recover`
   */
  recoverWebhookDeliveries(subscriptionId: string, body: Body<"merchantRecoverWebhookDeliveries">, options?: CallOptions): Promise<Data<"merchantRecoverWebhookDeliveries">>;
  /**
   * Activate.
   *
   * `POST /api/merchant/webhooks/{subscription_id}/activate`
   */
  activateWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"merchantActivateWebhookSubscription">>;
  /**
   * Deactivate.
   *
   * `POST /api/merchant/webhooks/{subscription_id}/deactivate`
   */
  deactivateWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"merchantDeactivateWebhookSubscription">>;
  /**
   * New secret; the old one also signs for 24 h.
   *
   * `POST /api/merchant/webhooks/{subscription_id}/rotate-secret`
   */
  rotateWebhookSecret(subscriptionId: string, options?: CallOptions): Promise<Data<"merchantRotateWebhookSecret">>;
  /**
   * Send a signed test event now and answer what the receiver said.
   *
   * `POST /api/merchant/webhooks/{subscription_id}/test`
   */
  testWebhookSubscription(subscriptionId: string, options?: CallOptions): Promise<Data<"merchantTestWebhookSubscription">>;
}

/** Each method of MerchantOperations and the operationId it calls. */
export const MERCHANT_METHODS = {
  acceptStaffInvite: "merchantAcceptStaffInvite",
  getSession: "merchantGetSession",
  signIn: "merchantSignIn",
  signOut: "merchantSignOut",
  changePassword: "merchantChangePassword",
  switchHotel: "merchantSwitchHotel",
  listStaff: "merchantListStaff",
  inviteStaff: "merchantInviteStaff",
  updateStaff: "merchantUpdateStaff",
  deactivateStaff: "merchantDeactivateStaff",
  listAuditEntries: "merchantListAuditEntries",
  rotateToken: "merchantRotateToken",
  listKeys: "merchantListKeys",
  createKey: "merchantCreateKey",
  getKey: "merchantGetKey",
  updateKey: "merchantUpdateKey",
  pauseKey: "merchantPauseKey",
  resumeKey: "merchantResumeKey",
  revokeKey: "merchantRevokeKey",
  listKeyRequests: "merchantListKeyRequests",
  listProperties: "merchantListProperties",
  createProperty: "merchantCreateProperty",
  getProperty: "merchantGetProperty",
  updateProperty: "merchantUpdateProperty",
  listUnits: "merchantListUnits",
  createUnit: "merchantCreateUnit",
  updateUnit: "merchantUpdateUnit",
  setUnitHousekeeping: "merchantSetUnitHousekeeping",
  listHousekeeping: "merchantListHousekeeping",
  listSaleBlocks: "merchantListSaleBlocks",
  createSaleBlock: "merchantCreateSaleBlock",
  deleteSaleBlock: "merchantDeleteSaleBlock",
  listRatePlans: "merchantListRatePlans",
  createRatePlan: "merchantCreateRatePlan",
  updateRatePlan: "merchantUpdateRatePlan",
  getRatePlanRestrictions: "merchantGetRatePlanRestrictions",
  setRatePlanRestrictions: "merchantSetRatePlanRestrictions",
  createGuest: "merchantCreateGuest",
  listBookings: "merchantListBookings",
  createBooking: "merchantCreateBooking",
  getBooking: "merchantGetBooking",
  checkInBooking: "merchantCheckInBooking",
  checkOutBooking: "merchantCheckOutBooking",
  cancelBooking: "merchantCancelBooking",
  noShowBooking: "merchantNoShowBooking",
  getStats: "merchantGetStats",
  previewKeyVoid: "merchantPreviewKeyVoid",
  revokeAndVoidKey: "merchantRevokeAndVoidKey",
  listBookingGroups: "merchantListBookingGroups",
  createBookingGroup: "merchantCreateBookingGroup",
  getBookingGroup: "merchantGetBookingGroup",
  addBookingGroupMember: "merchantAddBookingGroupMember",
  removeBookingGroupMember: "merchantRemoveBookingGroupMember",
  setBookingGroupRoomingList: "merchantSetBookingGroupRoomingList",
  setBookingGroupBilling: "merchantSetBookingGroupBilling",
  confirmBookingGroup: "merchantConfirmBookingGroup",
  cancelBookingGroup: "merchantCancelBookingGroup",
  recordBookingGroupPayment: "merchantRecordBookingGroupPayment",
  recordBookingGroupRefund: "merchantRecordBookingGroupRefund",
  getCalendar: "merchantGetCalendar",
  quoteBookingChange: "merchantQuoteBookingChange",
  changeBooking: "merchantChangeBooking",
  listWebhookSubscriptions: "merchantListWebhookSubscriptions",
  createWebhookSubscription: "merchantCreateWebhookSubscription",
  getWebhookSubscription: "merchantGetWebhookSubscription",
  updateWebhookSubscription: "merchantUpdateWebhookSubscription",
  deleteWebhookSubscription: "merchantDeleteWebhookSubscription",
  listWebhookDeliveries: "merchantListWebhookDeliveries",
  redeliverWebhookDelivery: "merchantRedeliverWebhookDelivery",
  recoverWebhookDeliveries: "merchantRecoverWebhookDeliveries",
  activateWebhookSubscription: "merchantActivateWebhookSubscription",
  deactivateWebhookSubscription: "merchantDeactivateWebhookSubscription",
  rotateWebhookSecret: "merchantRotateWebhookSecret",
  testWebhookSubscription: "merchantTestWebhookSubscription",
} as const satisfies Record<keyof MerchantOperations, OperationId>;
