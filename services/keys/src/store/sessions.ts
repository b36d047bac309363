import type { SessionPrincipal } from "@reservations/contracts";
import { type Db, type Pool, prepared, purgeInBatches } from "@reservations/service-kit";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "../domain/sessions.js";

export async function insertSession(db: Db, s: { id: string; session_hash: string; staff_id: string }) {
  await db.query("INSERT INTO keys.staff_sessions (id, session_hash, staff_id) VALUES ($1, $2, $3)", [
    s.id,
    s.session_hash,
    s.staff_id,
  ]);
}

const authenticateStatement = prepared<SessionPrincipal & { expires_at: Date }>(
  "keys-authenticate-session",
  `UPDATE keys.staff_sessions s SET last_seen_at = now()
     FROM keys.staff st JOIN keys.tenants t ON t.id = st.tenant_id JOIN keys.people p ON p.id = st.person_id
    WHERE s.session_hash = $1 AND st.id = s.staff_id AND s.ended_at IS NULL AND st.status = 'active'
      AND s.created_at > now() - make_interval(secs => $2::double precision / 1000)
      AND s.last_seen_at > now() - make_interval(secs => $3::double precision / 1000)
   RETURNING s.id AS session_id, st.id AS staff_id, st.tenant_id, t.active AS tenant_active, p.email, st.role,
             least(s.created_at + make_interval(secs => $2::double precision / 1000),
                   now() + make_interval(secs => $3::double precision / 1000)) AS expires_at`,
);

/**
 * The live session behind a cookie's hash, seen now (its idle time starts again); null when there is
 * none, it ended, ran past its 12 hours or 30 idle minutes, or its person is no longer active.
 */
export async function authenticateSession(db: Db, sessionHash: string): Promise<SessionPrincipal | null> {
  const { rows } = await authenticateStatement(db, [sessionHash, SESSION_LIFETIME_MS, SESSION_IDLE_MS]);
  const row = rows[0];
  return row ? { ...row, expires_at: new Date(row.expires_at).toISOString() } : null;
}

/** Ends one session; the membership it belonged to, if it was live. */
export async function endSession(db: Db, sessionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ staff_id: string }>(
    "UPDATE keys.staff_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL RETURNING staff_id",
    [sessionId],
  );
  return rows[0]?.staff_id;
}

/** Ends every live session of a membership (deactivated, or its role changed). */
export async function endSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.query("UPDATE keys.staff_sessions SET ended_at = now() WHERE staff_id = $1 AND ended_at IS NULL", [
    staffId,
  ]);
}

/** Deletes sessions past their 12 hours (and a day more): none of them can be used any more. */
export function purgeSessions(pool: Pool): Promise<number> {
  return purgeInBatches(pool, "keys.staff_sessions", "created_at < now() - interval '36 hours'");
}
