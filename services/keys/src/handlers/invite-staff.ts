import { AppError, type InviteStaffBody, type StaffMember } from "@reservations/contracts";
import { newId, newSecret, Reply, sha256Hex } from "@reservations/service-kit";
import { INVITE_LIFETIME_MS } from "../domain/staff-rules.js";
import type { AuditRow } from "../store/audit.js";
import { emailTaken, type Invitation, invite, toStaffMember } from "../store/staff.js";
import { auditOf, type KeysDeps, type KeysHandler, merchantTenantOf } from "./context.js";

/**
 * An invited membership's fields and the text of its invitation (answered once; the table keeps
 * its SHA-256). The person id is used only when the email names nobody yet.
 */
export function newInvitation(tenantId: string, who: Pick<InviteStaffBody, "email" | "name" | "role">) {
  const token = newSecret("inv_");
  return {
    token,
    person: {
      id: newId("stf"),
      person_id: newId("per"),
      tenant_id: tenantId,
      email: who.email,
      name: who.name,
      role: who.role,
      invite_token_hash: sha256Hex(token),
      invite_expires_at: new Date(Date.now() + INVITE_LIFETIME_MS),
    } satisfies Invitation,
  };
}

/** A person already invited to or active on this hotel's staff is STAFF_EMAIL_TAKEN; anything else goes on. */
export function refuseTakenEmail(err: unknown): never {
  if (emailTaken(err)) throw new AppError("STAFF_EMAIL_TAKEN");
  throw err;
}

/**
 * Owner: invites a person with a role; the answer carries the invitation's text, once. An email
 * known in another hotel, or nowhere, answers alike: a hotel learns nothing of other hotels' people.
 */
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
