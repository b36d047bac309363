import {
  AppError,
  type AuditAction,
  type AuditRecord,
  type CallerContext,
  type keysOps,
  propertiesOps,
} from "@reservations/contracts";
import {
  auditRecord,
  type CursorCodec,
  faults,
  type Handler,
  newId,
  type Pool,
  type ServiceKit,
} from "@reservations/service-kit";
import { checkPropertyIds, dedupe } from "../domain/key-fields.js";
import type { StatePublisher } from "../jobs/state-publisher.js";
import { type AuditRow, auditRow } from "../store/audit.js";

/** What every handler is built with (see service.ts). */
export interface KeysDeps {
  kit: ServiceKit;
  pool: Pool;
  cursors: CursorCodec;
  states: StatePublisher;
}

type KeysOps = typeof keysOps;
/** The handler of one keys operation, typed by its contract. */
export type KeysHandler<K extends keyof KeysOps> = Handler<KeysOps[K]["input"], KeysOps[K]["output"]>;

/** The hotel a merchant call acts for; every key query is scoped by it. */
export function tenantOf(ctx: CallerContext): string {
  if (!ctx.tenant_id) throw new AppError("TENANT_NOT_FOUND");
  return ctx.tenant_id;
}

/** The hotel a call made with its own merchant token acts for: a key or an operator cannot act as the hotel. */
export function merchantTenantOf(ctx: CallerContext): string {
  const tenantId = tenantOf(ctx);
  if (ctx.actor !== "merchant") throw new AppError("TENANT_NOT_FOUND");
  return tenantId;
}

/**
 * The audit entry of a change this service makes, for the change's transaction: the hotel's, made
 * by the caller (or by `actor`, a person acting for themselves); none for a call not made for the hotel.
 */
export function auditOf(
  ctx: CallerContext,
  tenantId: string,
  action: AuditAction,
  targetId: string,
  actor?: AuditRecord["actor"],
): AuditRow | undefined {
  if (!actor && ctx.actor !== "merchant") return undefined;
  return auditRow(
    newId("aud"),
    tenantId,
    new Date().toISOString(),
    auditRecord(ctx, action, targetId, actor),
  );
}

/**
 * Puts a committed change in the key-states bucket before the caller is answered, so every gateway
 * and the webhooks service act on it from then on. When the bucket cannot be reached the change
 * stays saved, the sync job writes it within seconds, and the caller gets 503 to retry (each of
 * these changes is idempotent).
 */
export async function publishChange(
  deps: KeysDeps,
  change: { key: string } | { tenant: string } | { staff: string },
): Promise<void> {
  try {
    await faults.hit("keys.states.publish", change);
    await deps.states.publish(change);
  } catch (err) {
    deps.kit.log.warn(
      { err: (err as Error).message, ...change },
      "key state not published yet; the sync will",
    );
    throw new AppError("SERVICE_UNAVAILABLE", {
      message: "The change is saved but not yet in effect everywhere; retry shortly.",
      headers: { "Retry-After": "1" },
    });
  }
}

/** Deduped property ids, each checked with inventory to belong to the tenant; null stays null. */
export async function ownedPropertyIds(
  deps: KeysDeps,
  tenantId: string,
  propertyIds: string[] | null | undefined,
  ctx: CallerContext,
): Promise<string[] | null | undefined> {
  if (propertyIds == null) return propertyIds;
  const ids = dedupe(propertyIds);
  // Asked as this service: the caller's context goes to no other service.
  const { found } = await deps.kit.client.request(
    propertiesOps.resolve,
    { tenant_id: tenantId, property_ids: ids },
    { request_id: ctx.request_id, actor: "system" },
  );
  checkPropertyIds(ids, found);
  return ids;
}
