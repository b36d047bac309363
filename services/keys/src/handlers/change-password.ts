import { AppError } from "@reservations/contracts";
import { checkSignIn, hashPassword } from "../domain/passwords.js";
import { findStaff, setPassword, toStaffMember } from "../store/staff.js";
import { auditOf, type KeysDeps, type KeysHandler, merchantTenantOf, publishChange } from "./context.js";

/**
 * Gateway, for a signed-in person: a new password, once the present one is given. Every session of
 * theirs ends, on every gateway, before the answer: they sign in again with the new one.
 */
export const changePassword =
  (deps: KeysDeps): KeysHandler<"changePassword"> =>
  async ({ staff_id, password, new_password }, ctx) => {
    const tenantId = merchantTenantOf(ctx);
    const person = await findStaff(deps.pool, tenantId, staff_id);
    if (person?.status !== "active") throw new AppError("STAFF_NOT_FOUND");
    if (!(await checkSignIn(person.password_hash ?? undefined, password))) {
      throw new AppError("STAFF_CREDENTIALS_INVALID");
    }
    const changed = await setPassword(
      deps.pool,
      staff_id,
      await hashPassword(new_password),
      auditOf(ctx, tenantId, "staff.change_password", staff_id),
    );
    if (!changed) throw new AppError("STAFF_NOT_FOUND");
    await publishChange(deps, { staff: staff_id });
    return { data: toStaffMember(changed) };
  };
