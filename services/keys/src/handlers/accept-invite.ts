import { AppError } from "@reservations/contracts";
import { inTransaction, sha256Hex } from "@reservations/service-kit";
import { checkSignIn, hashPassword, needsRehash } from "../domain/passwords.js";
import { recordAuditEntries } from "../store/audit.js";
import { rehashPassword, setFirstPassword } from "../store/people.js";
import { acceptInvitation, findInvitation, type StaffRow, toStaffMember } from "../store/staff.js";
import { auditOf, type KeysDeps, type KeysHandler } from "./context.js";

/**
 * The password an acceptance gives: a new person's first one (hashed), or a known person's own,
 * checked (a wrong one is STAFF_CREDENTIALS_INVALID and the invitation stays usable), so nobody
 * takes over an email that already has a person.
 */
async function proveOrSet(deps: KeysDeps, invited: StaffRow, password: string): Promise<string | undefined> {
  const stored = invited.password_hash;
  if (stored === null) return hashPassword(password);
  if (!(await checkSignIn(stored, password))) throw new AppError("STAFF_CREDENTIALS_INVALID");
  if (needsRehash(stored))
    await rehashPassword(deps.pool, invited.person_id, stored, await hashPassword(password));
  return undefined;
}

/**
 * Anyone with an invitation: makes the membership active, with the person's first password or
 * their own; the invitation is used up. Unknown, used or expired: 401 STAFF_INVITE_INVALID. The
 * invitation is looked up before any password work, so a guessed one costs no hashing.
 */
export const acceptInvite =
  (deps: KeysDeps): KeysHandler<"acceptInvite"> =>
  async ({ invite_token, password }, ctx) => {
    const hash = sha256Hex(invite_token);
    const invited = await findInvitation(deps.pool, hash);
    if (!invited) throw new AppError("STAFF_INVITE_INVALID");
    const firstPassword = await proveOrSet(deps, invited, password);
    const row = await inTransaction(deps.pool, async (tx) => {
      // Conditional: another acceptance may have set the password or used the invitation meanwhile.
      if (firstPassword && !(await setFirstPassword(tx, invited.person_id, firstPassword))) {
        throw new AppError("STAFF_CREDENTIALS_INVALID");
      }
      const accepted = await acceptInvitation(tx, hash);
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
