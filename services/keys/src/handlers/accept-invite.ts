import { AppError } from "@reservations/contracts";
import { inTransaction, sha256Hex } from "@reservations/service-kit";
import { hashPassword } from "../domain/passwords.js";
import { recordAuditEntries } from "../store/audit.js";
import { acceptInvitation, findInvitation, toStaffMember } from "../store/staff.js";
import { auditOf, type KeysDeps, type KeysHandler } from "./context.js";

/**
 * Anyone with an invitation: sets the person's password and makes them active; the invitation is
 * used up. Unknown, used or expired: 401 STAFF_INVITE_INVALID. The invitation is looked up before
 * the password is hashed, so a guessed one costs no hashing.
 */
export const acceptInvite =
  (deps: KeysDeps): KeysHandler<"acceptInvite"> =>
  async ({ invite_token, password }, ctx) => {
    const hash = sha256Hex(invite_token);
    if (!(await findInvitation(deps.pool, hash))) throw new AppError("STAFF_INVITE_INVALID");
    const passwordHash = await hashPassword(password);
    const row = await inTransaction(deps.pool, async (tx) => {
      // Conditional: another acceptance may have used it while the password was hashed.
      const accepted = await acceptInvitation(tx, hash, passwordHash);
      if (!accepted) throw new AppError("STAFF_INVITE_INVALID");
      const actor = { type: "staff" as const, id: accepted.id, email: accepted.email };
      await recordAuditEntries(tx, [
        auditOf(ctx, accepted.tenant_id, "staff.accept_invite", accepted.id, actor)!,
      ]);
      return accepted;
    });
    await deps.states
      .publishStaff(row.id)
      .catch((err) => deps.kit.log.warn({ err: (err as Error).message }, "staff state left to the sync"));
    return { data: toStaffMember(row) };
  };
