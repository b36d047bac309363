import { inTransaction, newId, newSecret, Reply, sha256Hex } from "@reservations/service-kit";
import { insertInvited } from "../store/staff.js";
import { insertTenant } from "../store/tenants.js";
import type { KeysDeps, KeysHandler } from "./context.js";
import { newInvitation, refuseTakenEmail } from "./invite-staff.js";

/**
 * Operator: a hotel account and its merchant token, whose text is answered this once; with `owner`,
 * the hotel's first owner is invited in the same transaction and the invitation answered once too.
 */
export const createTenant =
  (deps: KeysDeps): KeysHandler<"createTenant"> =>
  async ({ name, owner }) => {
    const token = newSecret("mt_");
    const id = newId("ten");
    const invitation = owner && newInvitation(id, { ...owner, role: "owner" });
    const tenant = await inTransaction(deps.pool, async (tx) => {
      const made = await insertTenant(tx, { id, name, merchant_token_hash: sha256Hex(token) });
      if (invitation) await insertInvited(tx, invitation.person);
      return made;
    }).catch(refuseTakenEmail);
    await deps.states
      .publishTenant(tenant.id)
      .catch((err) =>
        deps.kit.log.warn({ err: (err as Error).message }, "new tenant's state left to the sync"),
      );
    const answer = { ...tenant, merchant_token: token };
    return new Reply(201, {
      data: invitation ? { ...answer, owner_invite_token: invitation.token } : answer,
    });
  };
