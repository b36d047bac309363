// No zod here: the hotel console reads this table too (@reservations/contracts/merchant-roles).

/**
 * The roles of a hotel's staff, most powerful first: owner (everything), manager (everything but
 * staff, token rotation and revoke-and-void), viewer (reads only). The merchant token acts as an owner.
 */
export const STAFF_ROLES = ["owner", "manager", "viewer"] as const;
/** One of STAFF_ROLES (contracts' StaffRole, without zod). */
type Role = (typeof STAFF_ROLES)[number];

/** Whether `role` may make a call that needs `required` (a role may do what every role after it may). */
export const roleAllows = (role: Role, required: Role): boolean =>
  STAFF_ROLES.indexOf(role) <= STAFF_ROLES.indexOf(required);

const property = "/api/merchant/properties/{property_id}";
const group = `${property}/booking-groups/{group_id}`;
const webhook = "/api/merchant/webhooks/{subscription_id}";

/**
 * The role each merchant call needs, by `METHOD path`: the one table the gateway enforces (a
 * merchant route missing from it stops the gateway at start), the OpenAPI document shows
 * (`x-required-role`) and the docs list. Reads are for every role; writes need a manager; staff,
 * token rotation and revoke-and-void need an owner. The merchant token acts as an owner.
 */
export const MERCHANT_ROLES = {
  "GET /api/merchant/session": "viewer",
  "DELETE /api/merchant/session": "viewer",
  "POST /api/merchant/session/password": "viewer",
  "POST /api/merchant/session/hotel": "viewer",
  "GET /api/merchant/staff": "viewer",
  "POST /api/merchant/staff": "owner",
  "PATCH /api/merchant/staff/{staff_id}": "owner",
  "POST /api/merchant/staff/{staff_id}/deactivate": "owner",
  "GET /api/merchant/audit": "viewer",
  "POST /api/merchant/token/rotate": "owner",
  "GET /api/merchant/keys": "viewer",
  "POST /api/merchant/keys": "manager",
  "GET /api/merchant/keys/{key_id}": "viewer",
  "PATCH /api/merchant/keys/{key_id}": "manager",
  "POST /api/merchant/keys/{key_id}/pause": "manager",
  "POST /api/merchant/keys/{key_id}/resume": "manager",
  "POST /api/merchant/keys/{key_id}/revoke": "manager",
  "GET /api/merchant/keys/{key_id}/requests": "viewer",
  // A read sent as POST: it changes nothing.
  "POST /api/merchant/keys/{key_id}/void-preview": "viewer",
  "POST /api/merchant/keys/{key_id}/revoke-and-void": "owner",
  "GET /api/merchant/properties": "viewer",
  "POST /api/merchant/properties": "manager",
  [`GET ${property}`]: "viewer",
  [`PATCH ${property}`]: "manager",
  [`GET ${property}/units`]: "viewer",
  [`POST ${property}/units`]: "manager",
  [`PATCH ${property}/units/{unit_id}`]: "manager",
  [`PUT ${property}/units/{unit_id}/housekeeping`]: "manager",
  [`GET ${property}/housekeeping`]: "viewer",
  [`GET ${property}/sale-blocks`]: "viewer",
  [`POST ${property}/sale-blocks`]: "manager",
  [`DELETE ${property}/sale-blocks/{block_id}`]: "manager",
  [`GET ${property}/rate-plans`]: "viewer",
  [`POST ${property}/rate-plans`]: "manager",
  [`PATCH ${property}/rate-plans/{rate_plan_id}`]: "manager",
  [`GET ${property}/rate-plans/{rate_plan_id}/restrictions`]: "viewer",
  [`PUT ${property}/rate-plans/{rate_plan_id}/restrictions`]: "manager",
  [`GET ${property}/calendar`]: "viewer",
  [`POST ${property}/guests`]: "manager",
  [`GET ${property}/bookings`]: "viewer",
  [`POST ${property}/bookings`]: "manager",
  [`GET ${property}/bookings/{booking_id}`]: "viewer",
  [`POST ${property}/bookings/{booking_id}/cancel`]: "manager",
  [`POST ${property}/bookings/{booking_id}/change-quotes`]: "manager",
  [`POST ${property}/bookings/{booking_id}/change`]: "manager",
  [`POST ${property}/bookings/{booking_id}/check-in`]: "manager",
  [`POST ${property}/bookings/{booking_id}/check-out`]: "manager",
  [`POST ${property}/bookings/{booking_id}/no-show`]: "manager",
  [`GET ${property}/stats`]: "viewer",
  [`GET ${property}/booking-groups`]: "viewer",
  [`POST ${property}/booking-groups`]: "manager",
  [`GET ${group}`]: "viewer",
  [`POST ${group}/members`]: "manager",
  [`DELETE ${group}/members/{booking_id}`]: "manager",
  [`PUT ${group}/rooming-list`]: "manager",
  [`PUT ${group}/billing`]: "manager",
  [`POST ${group}/confirm`]: "manager",
  [`POST ${group}/cancel`]: "manager",
  [`POST ${group}/payments`]: "manager",
  [`POST ${group}/refunds`]: "manager",
  "GET /api/merchant/webhooks": "viewer",
  "POST /api/merchant/webhooks": "manager",
  [`GET ${webhook}`]: "viewer",
  [`PATCH ${webhook}`]: "manager",
  [`DELETE ${webhook}`]: "manager",
  [`GET ${webhook}/deliveries`]: "viewer",
  [`POST ${webhook}/deliveries/{delivery_id}/redeliver`]: "manager",
  [`POST ${webhook}/recover`]: "manager",
  [`POST ${webhook}/activate`]: "manager",
  [`POST ${webhook}/deactivate`]: "manager",
  [`POST ${webhook}/rotate-secret`]: "manager",
  [`POST ${webhook}/test`]: "manager",
} as const satisfies Record<string, Role>;

/** A merchant call as the table names it: `METHOD path`. */
export type MerchantRoute = keyof typeof MERCHANT_ROLES;

/** The table's key of a route: its method and its path with `{param}` for fastify's `:param`. */
export const merchantRouteKey = (method: string, url: string): string =>
  `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;

/** The role a merchant route needs, or undefined when the table does not name it. */
export function requiredRole(method: string, url: string): Role | undefined {
  return (MERCHANT_ROLES as Record<string, Role>)[merchantRouteKey(method, url)];
}
