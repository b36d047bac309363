import { z } from "zod";
import { Id, PageQuery, wellFormed } from "./common.js";
import type { ServiceName } from "./health.js";

/**
 * Every action the audit trail records, `<resource>.<verb>`, with the kind of thing it acts on
 * (the entry's `target.type`). One entry per merchant call that changes something.
 */
export const AUDIT_ACTIONS = {
  "key.create": "key",
  "key.update": "key",
  "key.pause": "key",
  "key.resume": "key",
  "key.revoke": "key",
  "key.revoke_and_void": "key",
  "token.rotate": "tenant",
  "staff.invite": "staff",
  "staff.accept_invite": "staff",
  "staff.update": "staff",
  "staff.change_password": "staff",
  "staff.deactivate": "staff",
  "property.create": "property",
  "property.update": "property",
  "unit.create": "unit",
  "unit.update": "unit",
  "unit.set_housekeeping": "unit",
  "sale_block.create": "sale_block",
  "sale_block.delete": "sale_block",
  "rate_plan.create": "rate_plan",
  "rate_plan.update": "rate_plan",
  "rate_plan.set_restrictions": "rate_plan",
  "guest.create": "guest",
  "booking.create": "booking",
  "booking.cancel": "booking",
  "booking.change_quote": "booking",
  "booking.change": "booking",
  "booking.check_in": "booking",
  "booking.check_out": "booking",
  "booking.no_show": "booking",
  "booking_group.create": "booking_group",
  "booking_group.add_member": "booking_group",
  "booking_group.remove_member": "booking_group",
  "booking_group.set_rooming_list": "booking_group",
  "booking_group.set_billing": "booking_group",
  "booking_group.confirm": "booking_group",
  "booking_group.cancel": "booking_group",
  "booking_group.record_payment": "booking_group",
  "booking_group.record_refund": "booking_group",
  "webhook.create": "webhook_subscription",
  "webhook.update": "webhook_subscription",
  "webhook.delete": "webhook_subscription",
  "webhook.activate": "webhook_subscription",
  "webhook.deactivate": "webhook_subscription",
  "webhook.rotate_secret": "webhook_subscription",
  "webhook.test": "webhook_subscription",
  "webhook.redeliver": "webhook_subscription",
  "webhook.recover": "webhook_subscription",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * The service that may write the entries of each resource: keys writes its own in its transactions,
 * the others send theirs on `events.audit.<service>.…`, and keys keeps only those of their resources.
 */
const AUDIT_RESOURCE_OWNERS = {
  key: "keys",
  token: "keys",
  staff: "keys",
  property: "inventory",
  unit: "inventory",
  sale_block: "inventory",
  rate_plan: "inventory",
  guest: "booking",
  booking: "booking",
  booking_group: "booking",
  webhook: "webhooks",
} as const satisfies Record<string, ServiceName>;

/** The service that may write an action's entries, or none for a resource no service owns. */
export function auditActionOwner(action: string): ServiceName | undefined {
  const resource = action.split(".")[0] ?? "";
  return Object.hasOwn(AUDIT_RESOURCE_OWNERS, resource)
    ? AUDIT_RESOURCE_OWNERS[resource as keyof typeof AUDIT_RESOURCE_OWNERS]
    : undefined;
}

/** Every action with the service that may write its entries. */
export const AUDIT_ACTION_OWNERS = Object.fromEntries(
  Object.keys(AUDIT_ACTIONS).map((action) => [action, auditActionOwner(action)!]),
) as Record<AuditAction, ServiceName>;

/** A client's own X-Request-Id as an entry keeps it: printable, at most 128 characters. */
export const CLIENT_REQUEST_ID = /^[\x20-\x7e]{1,128}$/;

/**
 * An action as entries carry it. Any `<resource>.<verb>`, not only the list above: an entry made by
 * a service that knows a newer action must never be refused on its way to the trail.
 */
const ActionText = z
  .string()
  .regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/)
  .describe("`<resource>.<verb>`: key.create, key.revoke_and_void, rate_plan.update, staff.invite, …");

/** Who made the change: a person of the hotel's staff, or the merchant token (no id, no email). */
export const AuditActor = z
  .object({
    type: z.enum(["staff", "merchant_token"]),
    id: wellFormed(z.string().max(64))
      .nullable()
      .describe("The staff member's id; null for the merchant token."),
    email: wellFormed(z.string().max(320))
      .nullable()
      .describe("The staff member's email; null for the merchant token."),
  })
  .meta({ id: "AuditActor" });

/** What an audit entry says, as a service records it: never a secret, never a guest's data. */
export const AuditRecord = z.object({
  actor: AuditActor,
  action: ActionText,
  target: z.object({ type: wellFormed(z.string().max(40)), id: wellFormed(z.string().max(128)) }),
  ip: wellFormed(z.string().max(64)).nullable(),
  request_id: wellFormed(z.string().max(128)).describe("The gateway's id of the call that made the change."),
  client_request_id: z
    .string()
    .regex(CLIENT_REQUEST_ID)
    .nullable()
    .default(null)
    .describe("The X-Request-Id the client sent with that call, when it sent a usable one; null otherwise."),
});
export type AuditRecord = z.infer<typeof AuditRecord>;

/** One entry of the hotel's audit trail (`GET /api/merchant/audit`). */
export const AuditEntry = AuditRecord.extend({
  id: z.string(),
  at: z.string().describe("When the change was made (UTC)."),
}).meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = PageQuery.extend({
  actor: Id.optional().describe("A staff member's id, or `merchant_token`: only the entries they made."),
  action: wellFormed(z.string().max(81))
    .optional()
    .describe("Only the entries of this action (`key.revoke`)."),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
