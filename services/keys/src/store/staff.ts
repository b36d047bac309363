import type { StaffMember, StaffRole } from "@reservations/contracts";
import { type Db, inTransaction, type ListPosition, type Pool } from "@reservations/service-kit";
import { type AuditRow, recordAuditEntries } from "./audit.js";
import { positionOf } from "./position.js";
import { endSessionsOf } from "./sessions.js";

/**
 * A membership (one person on one hotel's staff) as stored, with its person's email and password
 * hash; the hash never leaves the service.
 */
export interface StaffRow {
  id: string;
  tenant_id: string;
  person_id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffMember["status"];
  password_hash: string | null;
  created_at: Date;
  position: string;
}

/** A membership joined with its person: `s` the membership, `p` the person. */
const FROM = "keys.staff s JOIN keys.people p ON p.id = s.person_id";
const COLUMNS = `s.id, s.tenant_id, s.person_id, p.email, s.name, s.role, s.status, p.password_hash, s.created_at,
  ${positionOf("s.created_at")} AS position`;

export const toStaffMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role,
  status: r.status,
  created_at: r.created_at.toISOString(),
});

/** Postgres's word for a person already invited to or active on this hotel's staff (staff_membership_idx). */
export const emailTaken = (err: unknown) =>
  (err as { constraint?: string }).constraint === "staff_membership_idx";

/** What an invitation makes: a membership `invited`, and its person when the email names none yet. */
export interface Invitation {
  id: string;
  person_id: string;
  tenant_id: string;
  email: string;
  name: string;
  role: StaffRole;
  invite_token_hash: string;
  invite_expires_at: Date;
}

/**
 * An invited membership for the email's person, made first when the email names nobody: a known
 * email and an unknown one take the same two statements.
 */
export async function insertInvited(db: Db, s: Invitation): Promise<StaffRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO keys.people (id, email) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [s.person_id, s.email],
  );
  await db.query(
    `INSERT INTO keys.staff (id, tenant_id, person_id, name, role, invite_token_hash, invite_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [s.id, s.tenant_id, rows[0]!.id, s.name, s.role, s.invite_token_hash, s.invite_expires_at],
  );
  return (await findStaff(db, s.tenant_id, s.id))!;
}

/**
 * Uses an invitation: the invited membership behind the hash, if it has not run out, becomes active
 * and the invitation is used up. Undefined when there is none such.
 */
export async function acceptInvitation(db: Db, inviteHash: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<{ id: string; tenant_id: string }>(
    `UPDATE keys.staff SET status = 'active', invite_token_hash = NULL, invite_expires_at = NULL
      WHERE invite_token_hash = $1 AND status = 'invited' AND invite_expires_at > now()
      RETURNING id, tenant_id`,
    [inviteHash],
  );
  return rows[0] && findStaff(db, rows[0].tenant_id, rows[0].id);
}

/** One membership of the hotel; `lock` holds the row until the transaction `db` is in ends. */
export async function findStaff(
  db: Db,
  tenantId: string,
  id: string,
  lock: "" | "FOR UPDATE OF s" = "",
): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE s.id = $1 AND s.tenant_id = $2 ${lock}`,
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

/** The hotel's staff, deactivated memberships included, newest first; `limit` rows at most. */
export async function staffPage(
  db: Db,
  tenantId: string,
  after: ListPosition | undefined,
  limit: number,
): Promise<StaffRow[]> {
  const { rows } = after
    ? await db.query<StaffRow>(
        `SELECT ${COLUMNS} FROM ${FROM}
          WHERE s.tenant_id = $1 AND (s.created_at, s.id) < ($2::timestamptz, $3::text)
          ORDER BY s.created_at DESC, s.id DESC LIMIT $4`,
        [tenantId, after.t, after.id, limit],
      )
    : await db.query<StaffRow>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE s.tenant_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
        [tenantId, limit],
      );
  return rows;
}

/** Sets a membership's role, name or status (absent fields stay); the row as it is after. */
export async function updateStaffRow(
  db: Db,
  tenantId: string,
  id: string,
  patch: StaffPatch,
): Promise<StaffRow> {
  await db.query(
    `UPDATE keys.staff SET role = COALESCE($2, role), name = COALESCE($3, name), status = COALESCE($4, status),
            invite_token_hash = CASE WHEN $4::text IS NULL THEN invite_token_hash END,
            invite_expires_at = CASE WHEN $4::text IS NULL THEN invite_expires_at END
      WHERE id = $1`,
    [id, patch.role ?? null, patch.name ?? null, patch.status ?? null],
  );
  return (await findStaff(db, tenantId, id))!;
}

/** What a change of a membership sets: a new role, a new name, or the end of its access. */
export type StaffPatch = { role?: StaffRole; name?: string; status?: "deactivated" };

/**
 * Changes one membership of the hotel in a transaction of its own: the hotel's active owners locked
 * and counted, the membership locked, `decide` (which may refuse) given both, the change written
 * with its audit entry, and its sessions ended when its role or access changed (the person's other
 * hotels keep theirs). Undefined when the hotel has no such membership.
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
    const current = await findStaff(tx, tenantId, id, "FOR UPDATE OF s");
    if (!current) return undefined;
    const patch = decide(current, owners);
    const changed = await updateStaffRow(tx, tenantId, id, patch);
    if (changed.role !== current.role || changed.status !== current.status) await endSessionsOf(tx, id);
    if (audit) await recordAuditEntries(tx, [audit]);
    return changed;
  });
}

/** An invited membership with the invitation's audit entry, in one transaction. */
export function invite(pool: Pool, invitation: Invitation, audit?: AuditRow): Promise<StaffRow> {
  return inTransaction(pool, async (tx) => {
    const row = await insertInvited(tx, invitation);
    if (audit) await recordAuditEntries(tx, [audit]);
    return row;
  });
}

/** The invited membership an invitation's hash names, if it is still usable (not used, not run out). */
export async function findInvitation(db: Db, inviteHash: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE s.invite_token_hash = $1 AND s.status = 'invited' AND s.invite_expires_at > now()`,
    [inviteHash],
  );
  return rows[0];
}
