import {
  AppError,
  type AuditAction,
  type Booking,
  type CallerContext,
  type ErrorCode,
  type Operation,
  propertiesOps,
  type RevisionActor,
} from "@reservations/contracts";
import {
  auditEvent,
  type CursorCodec,
  type Db,
  type Handler,
  inTransaction,
  type ListPosition,
  type Logger,
  type OutboxRelay,
  type Page,
  type Pool,
  type PoolClient,
  type RpcClient,
  type ServiceKit,
} from "@reservations/service-kit";
import type { ChangeQuoteExpiry } from "../jobs/change-quotes.js";
import type { HoldScheduler } from "../jobs/holds.js";
import type { BookingSaga } from "../saga/booking-saga.js";
import type { BookingStatusChanges } from "../saga/status-changes.js";
import { changePosition, changesPage, listChangedBookings } from "../store/booking-changes.js";
import { type ListFilter, listBookings } from "../store/booking-lists.js";
import { toBooking } from "../store/bookings.js";
import { findGroup, type GroupRow } from "../store/groups.js";
import type { Claims } from "../store/idempotency.js";
import { insertAudit } from "../store/outbox.js";
import { SYSTEM } from "../store/status-updates.js";
import type { BookingOutcomes } from "./outcomes.js";

/** What the booking handlers share; built once in service.ts. */
export interface BookingDeps {
  kit: ServiceKit;
  pool: Pool;
  client: RpcClient;
  log: Logger;
  cursors: CursorCodec;
  holds: HoldScheduler;
  changeQuotes: ChangeQuoteExpiry;
  outbox: OutboxRelay;
  saga: BookingSaga;
  statusChanges: BookingStatusChanges;
  outcomes: BookingOutcomes;
  claims: Claims;
}

/** The handler of one booking operation, typed by its contract; service.ts serves it. */
export type OpHandler<Op extends Operation> = Handler<Op["input"], Op["output"]>;

/**
 * A page of a property's bookings, newest first (`created_by_key` narrows them to one key's): the
 * cursor is bound to `scope`, the list it pages.
 */
export async function bookingsPage(
  deps: Pick<BookingDeps, "pool" | "cursors">,
  scope: string,
  cursor: string | undefined,
  limit: number,
  filter: Omit<ListFilter, "after" | "limit">,
): Promise<Page<Booking>> {
  const after = deps.cursors.position(scope, cursor);
  const rows = await listBookings(deps.pool, { ...filter, after, limit });
  return deps.cursors.page(scope, rows, limit, listPosition, toBooking);
}

/**
 * A page of a property's bookings changed since `since`, oldest change first (`created_by_key`
 * narrows them to one key's); the cursor is bound to `scope`, and always set.
 */
export async function changedBookingsPage(
  deps: Pick<BookingDeps, "pool" | "cursors">,
  scope: string,
  cursor: string | undefined,
  limit: number,
  filter: Omit<ListFilter, "after" | "limit"> & { since: string },
): Promise<Page<Booking>> {
  const after = changePosition(deps.cursors, scope, cursor);
  const rows = await listChangedBookings(deps.pool, { ...filter, after, limit });
  return changesPage(deps.cursors, scope, after, rows, toBooking);
}

/** Where a list newest first stands after a row: its exact creation time and id. */
export const listPosition = (row: { created_at_text: string; id: string }): ListPosition => ({
  t: row.created_at_text,
  id: row.id,
});

/** Who a call's change of a booking is by, as its revision names them. */
export function revisionActor(ctx: CallerContext): RevisionActor {
  if (ctx.actor === "partner" && ctx.key_id) return { type: "key", id: ctx.key_id };
  if (ctx.actor !== "merchant") return SYSTEM;
  return ctx.merchant
    ? { type: ctx.merchant.type, id: ctx.merchant.id }
    : { type: "merchant_token", id: null };
}

/** Tenant and property of a partner call, as the gateway resolved them. */
export function partnerScope(ctx: CallerContext): { tenant: string; property: string; key: string } {
  if (!ctx.tenant_id || !ctx.property_id || !ctx.key_id) throw new AppError("BOOKING_NOT_FOUND");
  return { tenant: ctx.tenant_id, property: ctx.property_id, key: ctx.key_id };
}

/** The hotel's tenant; anything but a merchant call is answered as not found. */
export function merchantTenant(ctx: CallerContext, notFound: ErrorCode): string {
  if (ctx.actor !== "merchant" || !ctx.tenant_id) throw new AppError(notFound);
  return ctx.tenant_id;
}

/**
 * The hotel's tenant, for a property that must be its own: another hotel's is 404
 * PROPERTY_NOT_FOUND. Inventory is asked as this service (`system`): the hotel's caller context
 * goes to no other service.
 */
export async function ownProperty(
  deps: Pick<BookingDeps, "client">,
  ctx: CallerContext,
  propertyId: string,
): Promise<string> {
  return (await ownPropertyWithCurrency(deps, ctx, propertyId)).tenant;
}

/** ownProperty, with the property's currency (null from an inventory copy that does not say it). */
export async function ownPropertyWithCurrency(
  deps: Pick<BookingDeps, "client">,
  ctx: CallerContext,
  propertyId: string,
): Promise<{ tenant: string; currency: string | null }> {
  const tenant = merchantTenant(ctx, "PROPERTY_NOT_FOUND");
  const { found, currencies } = await deps.client.request(
    propertiesOps.resolve,
    { tenant_id: tenant, property_ids: [propertyId] },
    { request_id: ctx.request_id, actor: "system" },
  );
  if (!found.includes(propertyId)) throw new AppError("PROPERTY_NOT_FOUND");
  return { tenant, currency: currencies?.[propertyId] ?? null };
}

/** The hotel's group in this property (any other is GROUP_NOT_FOUND); `lock` takes its row lock. */
export async function groupOf(
  db: Db,
  ctx: CallerContext,
  propertyId: string,
  groupId: string,
  lock = false,
): Promise<GroupRow> {
  const tenant = merchantTenant(ctx, "GROUP_NOT_FOUND");
  const g = await findGroup(db, tenant, propertyId, groupId, lock);
  if (!g) throw new AppError("GROUP_NOT_FOUND");
  return g;
}

/** Runs a change to one group under its lock, inside a transaction the caller runs. */
export async function withGroupIn<T>(
  tx: PoolClient,
  ctx: CallerContext,
  propertyId: string,
  groupId: string,
  fn: (g: GroupRow) => Promise<T>,
): Promise<T> {
  return fn(await groupOf(tx, ctx, propertyId, groupId, true));
}

/**
 * Runs a change to one group under its lock in a transaction of its own, so changes to a group (and
 * its money) queue; with `action`, the change's audit entry goes to the outbox in that transaction.
 */
export function withGroup<T>(
  pool: Pool,
  ctx: CallerContext,
  propertyId: string,
  groupId: string,
  fn: (tx: PoolClient, g: GroupRow) => Promise<T>,
  action?: AuditAction,
): Promise<T> {
  return inTransaction(pool, (tx) =>
    withGroupIn(tx, ctx, propertyId, groupId, async (g) => {
      const result = await fn(tx, g);
      if (action) await insertAudit(tx, auditEvent(ctx, action, g.id));
      return result;
    }),
  );
}
