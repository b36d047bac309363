import { AppError, type CallerContext, type StaffMember } from "@reservations/contracts";
import { checkOwnersLeft } from "../domain/staff-rules.js";
import { changeStaff, type StaffPatch, toStaffMember } from "../store/staff.js";
import { auditOf, type KeysDeps, type KeysHandler, merchantTenantOf, publishChange } from "./context.js";

/**
 * Changes a person under the hotel's owners' lock, refusing what would leave no active owner, and
 * tells every gateway before answering: a deactivated person's, or a new role's, sessions end at once.
 */
async function change(
  deps: KeysDeps,
  ctx: CallerContext,
  staffId: string,
  patch: StaffPatch,
  action: "staff.update" | "staff.deactivate",
): Promise<{ data: StaffMember }> {
  const tenantId = merchantTenantOf(ctx);
  const row = await changeStaff(
    deps.pool,
    tenantId,
    staffId,
    (current, owners) => {
      if (current.status === "deactivated") return { name: patch.name };
      checkOwnersLeft(
        current,
        { role: patch.role ?? current.role, status: patch.status ?? current.status },
        owners,
      );
      return patch;
    },
    auditOf(ctx, tenantId, action, staffId),
  );
  if (!row) throw new AppError("STAFF_NOT_FOUND");
  await publishChange(deps, { staff: row.id });
  return { data: toStaffMember(row) };
}

/** Owner: a new role or name; a new role ends the person's sessions (they sign in again with it). */
export const updateStaff =
  (deps: KeysDeps): KeysHandler<"updateStaff"> =>
  ({ staff_id, patch }, ctx) =>
    change(deps, ctx, staff_id, patch, "staff.update");

/** Owner: the person loses access for good and their sessions end; deactivating again answers the same. */
export const deactivateStaff =
  (deps: KeysDeps): KeysHandler<"deactivateStaff"> =>
  ({ staff_id }, ctx) =>
    change(deps, ctx, staff_id, { status: "deactivated" }, "staff.deactivate");
