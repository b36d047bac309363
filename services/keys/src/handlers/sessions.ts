import { AppError } from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import { checkSignIn } from "../domain/passwords.js";
import { endSession as end, insertSession, authenticateSession as sessionOf } from "../store/sessions.js";
import { activeByEmail, toStaffMember } from "../store/staff.js";
import { type KeysDeps, type KeysHandler, publishChange } from "./context.js";

/**
 * Gateway: a sign-in. The password is checked against the person's hash, or a dummy one when the
 * email names no active person, so both cost one scrypt; then the session the gateway made is kept.
 */
export const signIn =
  (deps: KeysDeps): KeysHandler<"signIn"> =>
  async ({ email, password, session_hash }) => {
    const person = await activeByEmail(deps.pool, email);
    const ok = await checkSignIn(person?.password_hash ?? undefined, password);
    if (!person || !ok) throw new AppError("STAFF_CREDENTIALS_INVALID");
    await insertSession(deps.pool, { id: newId("ses"), session_hash, staff_id: person.id });
    return { data: toStaffMember(person) };
  };

/** Gateway: the live session behind a cookie's hash (its idle time starts again), or null. */
export const authenticateSession =
  (deps: KeysDeps): KeysHandler<"authenticateSession"> =>
  ({ session_hash }) =>
    sessionOf(deps.pool, session_hash);

/** Gateway: sign-out; the session ends on every gateway before the answer. Ending it again is fine. */
export const endSession =
  (deps: KeysDeps): KeysHandler<"endSession"> =>
  async ({ session_id }) => {
    const staffId = await end(deps.pool, session_id);
    if (staffId) await publishChange(deps, { staff: staffId });
    return new Reply(204, null);
  };
