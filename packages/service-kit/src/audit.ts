import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditRecord,
  type CallerContext,
  type DomainEventOf,
} from "@reservations/contracts";
import { newEvent } from "./event-publisher.js";

/** The merchant token as an audit entry names it: no id, no email. */
const TOKEN_ACTOR: AuditRecord["actor"] = { type: "merchant_token", id: null, email: null };

/** What an audit entry says of a change: who (from the caller context unless given), what, on what. */
export function auditRecord(
  ctx: Pick<CallerContext, "merchant" | "ip" | "request_id" | "client_request_id">,
  action: AuditAction,
  targetId: string,
  actor?: AuditRecord["actor"],
): AuditRecord {
  const who =
    actor ??
    (ctx.merchant
      ? { type: ctx.merchant.type, id: ctx.merchant.id, email: ctx.merchant.email }
      : TOKEN_ACTOR);
  return {
    actor: who,
    action,
    target: { type: AUDIT_ACTIONS[action], id: targetId },
    ip: ctx.ip,
    request_id: ctx.request_id,
    client_request_id: ctx.client_request_id ?? null,
  };
}

/**
 * The audit entry of a change a merchant call made, as an event for the outbox of the service that
 * makes the change, written in its transaction (the keys service keeps it, once, by the event's id).
 * Undefined for any other caller: a partner key's calls are in its request log.
 */
export function auditEvent(
  ctx: CallerContext,
  action: AuditAction,
  targetId: string,
): DomainEventOf<"audit.recorded"> | undefined {
  if (ctx.actor !== "merchant" || !ctx.tenant_id) return undefined;
  return newEvent("audit.recorded", auditRecord(ctx, action, targetId), {
    tenant_id: ctx.tenant_id,
    property_id: null,
  });
}
