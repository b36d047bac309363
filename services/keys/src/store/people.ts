import type { StaffHotel } from "@reservations/contracts";
import { type Db, inTransaction, type Pool } from "@reservations/service-kit";
import { type AuditRow, recordAuditEntries } from "./audit.js";
import { endSession, insertSession } from "./sessions.js";

/** A hotel a person may sign in to: their active membership of an active hotel. */
export interface HotelRow extends StaffHotel {
  staff_id: string;
  /** When the person's latest session in this hotel began; null when they never signed in to it. */
  last_session_at: Date | null;
  joined_at: Date;
}

const HOTELS = `SELECT s.id AS staff_id, t.id, t.name, s.role, s.created_at AS joined_at,
         (SELECT max(ss.created_at) FROM keys.staff_sessions ss WHERE ss.staff_id = s.id) AS last_session_at
    FROM keys.staff s JOIN keys.tenants t ON t.id = s.tenant_id
   WHERE s.person_id = $1 AND s.status = 'active' AND t.active
   ORDER BY t.name, t.id`;

/**
 * The person an email names, with the password hash and the hotels they may sign in to. An unknown
 * email takes the same two queries, so it answers in the same time.
 */
export async function personByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; password_hash: string | null; hotels: HotelRow[] } | undefined> {
  const { rows } = await db.query<{ id: string; password_hash: string | null }>(
    "SELECT id, password_hash FROM keys.people WHERE email = $1",
    [email],
  );
  const person = rows[0];
  const hotels = await hotelsOfPerson(db, person?.id ?? "");
  return person && { ...person, hotels };
}

export async function hotelsOfPerson(db: Db, personId: string): Promise<HotelRow[]> {
  return (await db.query<HotelRow>(HOTELS, [personId])).rows;
}

/** The hotels of the person a membership belongs to. */
export async function hotelsOfMember(db: Db, staffId: string): Promise<HotelRow[]> {
  const { rows } = await db.query<{ person_id: string }>("SELECT person_id FROM keys.staff WHERE id = $1", [
    staffId,
  ]);
  return rows[0] ? hotelsOfPerson(db, rows[0].person_id) : [];
}

/** A sign-in without a hotel opens in the hotel of the person's latest session, else the first they joined. */
export function defaultHotel(hotels: HotelRow[]): HotelRow | undefined {
  const latest = (h: HotelRow) => h.last_session_at?.getTime() ?? -1;
  return [...hotels].sort(
    (a, b) => latest(b) - latest(a) || a.joined_at.getTime() - b.joined_at.getTime(),
  )[0];
}

/** The hotels as the API shows them: the session's own first, then the others by name. */
export const toHotels = (hotels: HotelRow[], staffId: string): StaffHotel[] =>
  [...hotels.filter((h) => h.staff_id === staffId), ...hotels.filter((h) => h.staff_id !== staffId)].map(
    (h) => ({ id: h.id, name: h.name, role: h.role }),
  );

/** A first password, set only while the person has none (a known person's stays theirs). */
export async function setFirstPassword(db: Db, personId: string, passwordHash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    "UPDATE keys.people SET password_hash = $2 WHERE id = $1 AND password_hash IS NULL",
    [personId, passwordHash],
  );
  return rowCount === 1;
}

/** The same password hashed again with today's scheme (no session ends: the password did not change). */
export async function rehashPassword(
  db: Db,
  personId: string,
  stored: string,
  passwordHash: string,
): Promise<void> {
  await db.query("UPDATE keys.people SET password_hash = $3 WHERE id = $1 AND password_hash = $2", [
    personId,
    stored,
    passwordHash,
  ]);
}

/**
 * A person's new password, every live session of theirs ended in all their hotels, and the change's
 * audit entry, in one transaction; the memberships whose sessions ended (for the gateways to drop).
 */
export function setPassword(
  pool: Pool,
  personId: string,
  passwordHash: string,
  audit?: AuditRow,
): Promise<string[]> {
  return inTransaction(pool, async (tx) => {
    await tx.query("UPDATE keys.people SET password_hash = $2 WHERE id = $1", [personId, passwordHash]);
    const { rows } = await tx.query<{ staff_id: string }>(
      `UPDATE keys.staff_sessions SET ended_at = now()
        WHERE ended_at IS NULL AND staff_id IN (SELECT id FROM keys.staff WHERE person_id = $1)
        RETURNING staff_id`,
      [personId],
    );
    if (audit) await recordAuditEntries(tx, [audit]);
    return [...new Set(rows.map((r) => r.staff_id))];
  });
}

/**
 * Moves a live session of a membership to the same person's membership of another hotel: the old
 * session ends and `next` opens there, in one transaction. Undefined when the hotel is not one the
 * person may sign in to, or the session already ended.
 */
export function switchSession(
  pool: Pool,
  from: { session_id: string; staff_id: string },
  tenantId: string,
  next: { id: string; session_hash: string },
): Promise<HotelRow | undefined> {
  return inTransaction(pool, async (tx) => {
    const target = (await hotelsOfMember(tx, from.staff_id)).find((h) => h.id === tenantId);
    if (!target) return undefined;
    if ((await endSession(tx, from.session_id)) !== from.staff_id) return undefined;
    await insertSession(tx, { ...next, staff_id: target.staff_id });
    return target;
  });
}
