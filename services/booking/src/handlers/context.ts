import { AppError, type CallerContext, type ErrorCode } from "@reservations/contracts";
import type { CursorCodec, Logger, Pool, RpcClient, ServiceKit } from "@reservations/service-kit";
import type { HoldScheduler } from "../jobs/holds.js";
import type { OutboxRelay } from "../jobs/outbox-relay.js";
import type { BookingSaga } from "../saga/booking-saga.js";
import type { BookingTransitions } from "../saga/transitions.js";
import type { BookingOutcomes } from "./outcomes.js";

/** What the booking handlers share; built once in service.ts. */
export interface BookingDeps {
  kit: ServiceKit;
  pool: Pool;
  client: RpcClient;
  log: Logger;
  cursors: CursorCodec;
  holds: HoldScheduler;
  outbox: OutboxRelay;
  saga: BookingSaga;
  transitions: BookingTransitions;
  outcomes: BookingOutcomes;
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
