import { AppError, allocationOps, type CallerContext } from "@reservations/contracts";
import type { CursorCodec, Logger, Pool, RpcClient, ServiceKit } from "@reservations/service-kit";
import type { HoldScheduler } from "../jobs/holds.js";
import type { OutboxRelay } from "../jobs/outbox-relay.js";

/** What the booking handlers share; built once in service.ts. */
export interface BookingDeps {
  kit: ServiceKit;
  pool: Pool;
  client: RpcClient;
  log: Logger;
  cursors: CursorCodec;
  holds: HoldScheduler;
  outbox: OutboxRelay;
}

/** Tenant and property of a partner call, as the gateway resolved them. */
export function partnerScope(ctx: CallerContext): { tenant: string; property: string; key: string } {
  if (!ctx.tenant_id || !ctx.property_id || !ctx.key_id) throw new AppError("BOOKING_NOT_FOUND");
  return { tenant: ctx.tenant_id, property: ctx.property_id, key: ctx.key_id };
}

/** Serves the system's own calls (expiry, voids) with the booking's tenant and property. */
export function systemContext(
  row: { tenant_id: string; property_id: string },
  requestId: string,
): CallerContext {
  return {
    request_id: requestId,
    actor: "system",
    tenant_id: row.tenant_id,
    property_id: row.property_id,
    key_id: null,
    scopes: [],
    property_ids: null,
  };
}

/**
 * Returns a booking's room to sale without failing the caller: when inventory cannot be reached,
 * the booking.cancelled event or the reconciler releases it later.
 */
export async function releaseQuietly(
  deps: Pick<BookingDeps, "client" | "log">,
  bookingId: string,
  row: { tenant_id: string; property_id: string },
  requestId: string,
): Promise<void> {
  await deps.client
    .request(allocationOps.release, { booking_id: bookingId }, systemContext(row, requestId))
    .catch((err) =>
      deps.log.warn({ err: (err as Error).message, booking_id: bookingId }, "release deferred"),
    );
}
