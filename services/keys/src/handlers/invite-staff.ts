import { AppError, type InviteStaffBody, type StaffMember } from "@reservations/contracts";
import { newId, newSecret, Reply, sha256Hex } from "@reservations/service-kit";
import { INVITE_LIFETIME_MS } from "../domain/staff-rules.js";
import type { AuditRow } from "../store/audit.js";
import { emailTaken, type insertInvited, invite, toStaffMember } from "../store/staff.js";
import { auditOf, type KeysDeps, type KeysHandler, merchantTenantOf } from "./context.js";

/** A new person's row fields and the text of their invitation (answered once; the table keeps its SHA-256). */
export function newInvitation(tenantId: string, who: Pick<InviteStaffBody, "email" | "name" | "role">) {
  const token = newSecret("inv_");
  return {
    token,
    person: {
      id: newId("stf"),
      tenant_id: tenantId,
      email: who.email,
      name: who.name,
      role: who.role,
      invite_token_hash: sha256Hex(token),
      invite_expires_at: new Date(Date.now() + INVITE_LIFETIME_MS),
    } satisfies Parameters<typeof insertInvited>[1],
  };
}

/** A second live person with the email is STAFF_EMAIL_TAKEN; anything else goes on. */
export function refuseTakenEmail(err: unknown): never {
  if (emailTaken(err)) throw new AppError("STAFF_EMAIL_TAKEN");
  throw err;
}

/** Owner: invites a person with a role; the answer carries the invitation's text, once. */
export const inviteStaff =
  (deps: KeysDeps): KeysHandler<"inviteStaff"> =>
  async (body, ctx) => {
    const tenantId = merchantTenantOf(ctx);
    const { token, person } = newInvitation(tenantId, body);
    const audit: AuditRow | undefined = auditOf(ctx, tenantId, "staff.invite", person.id);
    const row = await invite(deps.pool, person, audit).catch(refuseTakenEmail);
    const data: StaffMember = toStaffMember(row);
    return new Reply(201, { data, invite_token: token });
  };
