import { AppError, type allocationOps } from "@reservations/contracts";
import { inTransaction } from "@reservations/service-kit";
import { findAllocation, releaseAllocation as release } from "../store/ledger.js";
import type { InventoryDeps, InventoryHandler } from "./context.js";

/** Returns a booking's room to sale; null when the booking never had an allocation. */
export const releaseAllocation =
  (deps: InventoryDeps): InventoryHandler<typeof allocationOps.release> =>
  async ({ booking_id }, ctx) => {
    const { pool } = deps.kit;
    const existing = await findAllocation(pool, booking_id);
    if (!existing) return { data: null };
    if (existing.tenant_id !== ctx.tenant_id) throw new AppError("BOOKING_NOT_FOUND");
    return { data: (await inTransaction(pool, (tx) => release(tx, booking_id))) ?? null };
  };
