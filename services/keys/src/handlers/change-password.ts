import { AppError } from "@reservations/contracts";
import { checkSignIn, hashPassword } from "../domain/passwords.js";
import { setPassword } from "../store/people.js";
import { findStaff, toStaffMember } from "../store/staff.js";
import { auditOf, type KeysDeps, type KeysHandler, merchantTenantOf, publishChange } from "./context.js";

/**
 * Gateway, for a signed-in person: a new password, once the present one is given. The password is
 * the person's, so every session of theirs ends, in all their hotels and on every gateway, before
 * the answer: they sign in again with the new one.
 */
export const changePassword =
  (deps: KeysDeps): KeysHandler<"changePassword"> =>
  async ({ staff_id, password, new_password }, ctx) => {
    const tenantId = merchantTenantOf(ctx);
    const member = await findStaff(deps.pool, tenantId, staff_id);
    if (member?.status !== "active") throw new AppError("STAFF_NOT_FOUND");
    if (!(await checkSignIn(member.password_hash ?? undefined, password))) {
      throw new AppError("STAFF_CREDENTIALS_INVALID");
    }
    const ended = await setPassword(
      deps.pool,
      member.person_id,
      await hashPassword(new_password),
      auditOf(ctx, tenantId, "staff.change_password", staff_id),
    );
    for (const id of new Set([staff_id, ...ended])) await publishChange(deps, { staff: id });
    return { data: toStaffMember(member) };
  };
