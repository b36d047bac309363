import type { AuditEntry, AuditRecord } from "@reservations/contracts";
import { type Db, inTransaction, type ListPosition, type Pool } from "@reservations/service-kit";
import { auditPartitionName } from "../domain/audit-partitions.js";
import { positionOf } from "./position.js";

/** An entry as keys.record_audit_entries takes it: named as the table's columns. */
export interface AuditRow {
  id: string;
  tenant_id: string;
  at: string;
  actor_type: "staff" | "merchant_token";
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  ip: string | null;
  request_id: string;
  client_request_id: string | null;
}

/** The row of an entry: its id and time (an event's own, for entries other services send), what it says. */
export const auditRow = (id: string, tenantId: string, at: string, r: AuditRecord): AuditRow => ({
  id,
  tenant_id: tenantId,
  at,
  actor_type: r.actor.type,
  actor_id: r.actor.id,
  actor_email: r.actor.email,
  action: r.action,
  target_type: r.target.type,
  target_id: r.target.id,
  ip: r.ip,
  request_id: r.request_id,
  client_request_id: r.client_request_id,
});

/** Which of these hotels exist: an entry sent for any other is not kept. */
export async function existingTenants(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>("SELECT id FROM keys.tenants WHERE id = ANY($1::text[])", [
    ids,
  ]);
  return new Set(rows.map((r) => r.id));
}

/**
 * Keeps entries, each once by (id, at): an entry sent again (an event redelivered) is not kept twice.
 * In the caller's transaction when `db` is one; answers how many were new.
 */
export async function recordAuditEntries(db: Db, rows: readonly AuditRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { rows: out } = await db.query<{ n: number }>("SELECT keys.record_audit_entries($1) AS n", [
    JSON.stringify(rows),
  ]);
  return out[0]?.n ?? 0;
}

interface ListedRow extends AuditRow {
  position: string;
}

export const toAuditEntry = (r: ListedRow): AuditEntry => ({
  id: r.id,
  at: new Date(r.at).toISOString(),
  actor: { type: r.actor_type, id: r.actor_id, email: r.actor_email },
  action: r.action,
  target: { type: r.target_type, id: r.target_id },
  ip: r.ip,
  request_id: r.request_id,
  client_request_id: r.client_request_id,
});

/** `actor`: a staff id, or `merchant_token` for the token's entries. */
export interface AuditFilter {
  actor?: string;
  action?: string;
}

/** The hotel's entries, newest first, after a position, `limit` rows at most. */
export async function auditPage(
  db: Db,
  tenantId: string,
  filter: AuditFilter,
  after: ListPosition | undefined,
  limit: number,
): Promise<ListedRow[]> {
  const values: unknown[] = [tenantId, limit];
  const where = ["tenant_id = $1"];
  const add = (clause: (n: number) => string, value: unknown) => {
    values.push(value);
    where.push(clause(values.length));
  };
  if (filter.actor === "merchant_token") where.push("actor_type = 'merchant_token'");
  else if (filter.actor !== undefined) add((n) => `actor_type = 'staff' AND actor_id = $${n}`, filter.actor);
  if (filter.action !== undefined) add((n) => `action = $${n}`, filter.action);
  if (after) {
    values.push(after.t, after.id);
    where.push(`(at, id) < ($${values.length - 1}::timestamptz, $${values.length}::text)`);
  }
  const { rows } = await db.query<ListedRow>(
    `SELECT id, tenant_id, at, actor_type, actor_id, actor_email, action, target_type, target_id, ip, request_id,
            client_request_id, ${positionOf("at")} AS position
       FROM keys.audit_entries WHERE ${where.join(" AND ")}
      ORDER BY at DESC, id DESC LIMIT $2`,
    values,
  );
  return rows;
}

/** The months (`YYYY-MM`) whose partition is attached to keys.audit_entries. */
export async function auditPartitionNames(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'keys.audit_entries'::regclass`,
  );
  return rows.map((r) => r.name);
}

/** Makes one month's partition unless it exists; true when it made it. */
export async function ensureAuditPartition(db: Db, month: string): Promise<boolean> {
  const { rows } = await db.query<{ made: boolean }>("SELECT keys.ensure_audit_partition($1::date) AS made", [
    `${month}-01`,
  ]);
  return rows[0]?.made ?? false;
}

/** Drops one month's partition with its entries, waiting at most 500 ms for the table's lock. */
export async function dropAuditPartition(pool: Pool, month: string): Promise<void> {
  const name = auditPartitionName(month);
  if (!/^audit_entries_\d{6}$/.test(name)) throw new Error(`not an audit partition: ${name}`);
  await inTransaction(pool, (tx) => tx.query(`DROP TABLE IF EXISTS keys.${name}`), {
    setup: "SET LOCAL lock_timeout = 500",
  });
}
