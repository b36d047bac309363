import { AppError } from "@reservations/contracts";
import { rowPosition } from "../store/position.js";
import { findStaff, staffPage, toStaffMember } from "../store/staff.js";
import { type KeysDeps, type KeysHandler, merchantTenantOf } from "./context.js";

/** Merchant: the hotel's staff, deactivated people included, newest first. */
export const listStaff =
  (deps: KeysDeps): KeysHandler<"listStaff"> =>
  async ({ cursor, limit }, ctx) => {
    const tenantId = merchantTenantOf(ctx);
    const scope = `staff:${tenantId}`;
    const rows = await staffPage(deps.pool, tenantId, deps.cursors.position(scope, cursor), limit + 1);
    return deps.cursors.page(scope, rows, limit, rowPosition, toStaffMember);
  };

/** Merchant: one person of the hotel's staff. */
export const getStaff =
  (deps: KeysDeps): KeysHandler<"getStaff"> =>
  async ({ staff_id }, ctx) => {
    const row = await findStaff(deps.pool, merchantTenantOf(ctx), staff_id);
    if (!row) throw new AppError("STAFF_NOT_FOUND");
    return { data: toStaffMember(row) };
  };
