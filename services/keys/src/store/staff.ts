import type { StaffMember, StaffRole } from "@reservations/contracts";
import { type Db, inTransaction, type ListPosition, type Pool } from "@reservations/service-kit";
import { type AuditRow, recordAuditEntries } from "./audit.js";
import { positionOf } from "./position.js";
import { endSessionsOf } from "./sessions.js";

/** A staff member as stored; the password hash never leaves the service. */
export interface StaffRow {
  id: string;
  tenant_id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffMember["status"];
  password_hash: string | null;
  created_at: Date;
  position: string;
}

const COLUMNS = `id, tenant_id, email, name, role, status, password_hash, created_at, ${positionOf("created_at")} AS position`;

export const toStaffMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  status: r.status,
  created_at: r.created_at.toISOString(),
});

/** Postgres's word for a second live person with the same email (staff_email_idx). */
export const emailTaken = (err: unknown) => (err as { constraint?: string }).constraint === "staff_email_idx";

/** A new invited person, with the SHA-256 of their invitation and when it runs out. */
export async function insertInvited(
  db: Db,
  s: {
    id: string;
    tenant_id: string;
    email: string;
    name: string;
    role: StaffRole;
    invite_token_hash: string;
    invite_expires_at: Date;
  },
): Promise<StaffRow> {
  const { rows } = await db.query<StaffRow>(
    `INSERT INTO keys.staff (id, tenant_id, email, name, role, invite_token_hash, invite_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [s.id, s.tenant_id, s.email, s.name, s.role, s.invite_token_hash, s.invite_expires_at],
  );
  return rows[0]!;
}

/**
 * Accepts an invitation: the invited person behind the hash, if it has not run out, becomes active
 * with this password, and the invitation is used up. Undefined when there is none such.
 */
export async function acceptInvitation(
  db: Db,
  inviteHash: string,
  passwordHash: string,
): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(
    `UPDATE keys.staff SET status = 'active', password_hash = $2, invite_token_hash = NULL, invite_expires_at = NULL
      WHERE invite_token_hash = $1 AND status = 'invited' AND invite_expires_at > now()
      RETURNING ${COLUMNS}`,
    [inviteHash, passwordHash],
  );
  return rows[0];
}

/** The active person who signs in with this email (lowercased), if any. */
export async function activeByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${COLUMNS} FROM keys.staff WHERE email = $1 AND status = 'active'`,
    [email],
  );
  return rows[0];
}

/** One person of the hotel; `lock` holds the row until the transaction `db` is in ends. */
export async function findStaff(
  db: Db,
  tenantId: string,
  id: string,
  lock: "" | "FOR UPDATE" = "",
): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${COLUMNS} FROM keys.staff WHERE id = $1 AND tenant_id = $2 ${lock}`,
    [id, tenantId],
  );
  return rows[0];
}

/**
 * How many active owners the hotel has, with their rows locked until the transaction ends: two
 * owners demoting each other at once are counted one after the other, and one of them is refused.
 */
export async function lockActiveOwners(db: Db, tenantId: string): Promise<number> {
  const { rowCount } = await db.query(
    "SELECT id FROM keys.staff WHERE tenant_id = $1 AND role = 'owner' AND status = 'active' ORDER BY id FOR UPDATE",
    [tenantId],
  );
  return rowCount ?? 0;
}

/** The hotel's staff, deactivated people included, newest first; `limit` rows at most. */
export async function staffPage(
  db: Db,
  tenantId: string,
  after: ListPosition | undefined,
  limit: number,
): Promise<StaffRow[]> {
  const { rows } = after
    ? await db.query<StaffRow>(
        `SELECT ${COLUMNS} FROM keys.staff
          WHERE tenant_id = $1 AND (created_at, id) < ($2::timestamptz, $3::text)
          ORDER BY created_at DESC, id DESC LIMIT $4`,
        [tenantId, after.t, after.id, limit],
      )
    : await db.query<StaffRow>(
        `SELECT ${COLUMNS} FROM keys.staff WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [tenantId, limit],
      );
  return rows;
}

/** Sets a person's role, name or status (absent fields stay); the row as it is after. */
export async function updateStaffRow(
  db: Db,
  id: string,
  patch: { role?: StaffRole; name?: string; status?: "deactivated" },
): Promise<StaffRow> {
  const { rows } = await db.query<StaffRow>(
    `UPDATE keys.staff SET role = COALESCE($2, role), name = COALESCE($3, name), status = COALESCE($4, status),
            invite_token_hash = CASE WHEN $4::text IS NULL THEN invite_token_hash END,
            invite_expires_at = CASE WHEN $4::text IS NULL THEN invite_expires_at END
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, patch.role ?? null, patch.name ?? null, patch.status ?? null],
  );
  return rows[0]!;
}

/** What a change of a person sets: a new role, a new name, or the end of their access. */
export type StaffPatch = { role?: StaffRole; name?: string; status?: "deactivated" };

/**
 * Changes one person of the hotel in a transaction of its own: the hotel's active owners locked and
 * counted, the person locked, `decide` (which may refuse) given both, the change written with its
 * audit entry, and the person's sessions ended when their role or access changed. Undefined when
 * the hotel has no such person.
 */
export function changeStaff(
  pool: Pool,
  tenantId: string,
  id: string,
  decide: (current: StaffRow, activeOwners: number) => StaffPatch,
  audit?: AuditRow,
): Promise<StaffRow | undefined> {
  return inTransaction(pool, async (tx) => {
    const owners = await lockActiveOwners(tx, tenantId);
    const current = await findStaff(tx, tenantId, id, "FOR UPDATE");
    if (!current) return undefined;
    const patch = decide(current, owners);
    const changed = await updateStaffRow(tx, id, patch);
    if (changed.role !== current.role || changed.status !== current.status) await endSessionsOf(tx, id);
    if (audit) await recordAuditEntries(tx, [audit]);
    return changed;
  });
}

/** A new invited person with the invitation's audit entry, in one transaction. */
export function invite(
  pool: Pool,
  person: Parameters<typeof insertInvited>[1],
  audit?: AuditRow,
): Promise<StaffRow> {
  return inTransaction(pool, async (tx) => {
    const row = await insertInvited(tx, person);
    if (audit) await recordAuditEntries(tx, [audit]);
    return row;
  });
}

/** The invited person an invitation's hash names, if it is still usable (not used, not run out). */
export async function findInvitation(db: Db, inviteHash: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${COLUMNS} FROM keys.staff
      WHERE invite_token_hash = $1 AND status = 'invited' AND invite_expires_at > now()`,
    [inviteHash],
  );
  return rows[0];
}

/** A person's new password, their sessions ended and the change's audit entry, in one transaction. */
export function setPassword(
  pool: Pool,
  staffId: string,
  passwordHash: string,
  audit?: AuditRow,
): Promise<StaffRow | undefined> {
  return inTransaction(pool, async (tx) => {
    const { rows } = await tx.query<StaffRow>(
      `UPDATE keys.staff SET password_hash = $2 WHERE id = $1 AND status = 'active' RETURNING ${COLUMNS}`,
      [staffId, passwordHash],
    );
    if (!rows[0]) return undefined;
    await endSessionsOf(tx, staffId);
    if (audit) await recordAuditEntries(tx, [audit]);
    return rows[0];
  });
}
