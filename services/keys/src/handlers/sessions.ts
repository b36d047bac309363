import { AppError } from "@reservations/contracts";
import { newId, Reply } from "@reservations/service-kit";
import { checkSignIn, hashPassword, needsRehash } from "../domain/passwords.js";
import {
  defaultHotel,
  type HotelRow,
  hotelsOfMember,
  personByEmail,
  rehashPassword,
  switchSession,
  toHotels,
} from "../store/people.js";
import { endSession as end, insertSession, authenticateSession as sessionOf } from "../store/sessions.js";
import { findStaff, toStaffMember } from "../store/staff.js";
import { type KeysDeps, type KeysHandler, publishChange } from "./context.js";

/** The answer of a sign-in or a switch: the membership the session is in, and the person's hotels. */
async function signedIn(deps: KeysDeps, hotel: HotelRow, hotels: HotelRow[]) {
  const member = await findStaff(deps.pool, hotel.id, hotel.staff_id);
  if (!member) throw new AppError("STAFF_CREDENTIALS_INVALID");
  return { data: { staff: toStaffMember(member), hotels: toHotels(hotels, hotel.staff_id) } };
}

/**
 * Gateway: a sign-in. The password is checked against the person's hash, or a dummy one when the
 * email names nobody who may sign in anywhere, so both cost one verification; then the session the
 * gateway made opens in the hotel asked for (one of theirs, else refused alike), or the default one.
 */
export const signIn =
  (deps: KeysDeps): KeysHandler<"signIn"> =>
  async ({ email, password, tenant_id, session_hash }) => {
    const person = await personByEmail(deps.pool, email);
    const stored = person?.hotels.length ? (person.password_hash ?? undefined) : undefined;
    const ok = await checkSignIn(stored, password);
    if (!person || !stored || !ok) throw new AppError("STAFF_CREDENTIALS_INVALID");
    const hotel = tenant_id ? person.hotels.find((h) => h.id === tenant_id) : defaultHotel(person.hotels);
    if (!hotel) throw new AppError("STAFF_CREDENTIALS_INVALID");
    if (needsRehash(stored)) await rehashPassword(deps.pool, person.id, stored, await hashPassword(password));
    await insertSession(deps.pool, { id: newId("ses"), session_hash, staff_id: hotel.staff_id });
    return signedIn(deps, hotel, person.hotels);
  };

/**
 * Gateway: moves a signed-in person's session to another of their hotels. The old session ends on
 * every gateway before the answer; a hotel that is not theirs is TENANT_NOT_FOUND.
 */
export const switchHotel =
  (deps: KeysDeps): KeysHandler<"switchHotel"> =>
  async ({ session_id, staff_id, tenant_id, session_hash }) => {
    const next = { id: newId("ses"), session_hash };
    const hotel = await switchSession(deps.pool, { session_id, staff_id }, tenant_id, next);
    if (!hotel) throw new AppError("TENANT_NOT_FOUND");
    await publishChange(deps, { staff: staff_id });
    return signedIn(deps, hotel, await hotelsOfMember(deps.pool, hotel.staff_id));
  };

/** Gateway: the hotels of the person a membership belongs to, the membership's own first. */
export const listHotels =
  (deps: KeysDeps): KeysHandler<"listHotels"> =>
  async ({ staff_id }) => ({ data: toHotels(await hotelsOfMember(deps.pool, staff_id), staff_id) });

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
