import type { RequestLogRecord } from "@reservations/contracts";
import {
  type Db,
  faults,
  isConnectionLost,
  type ListPosition,
  type Logger,
  type Pool,
} from "@reservations/service-kit";
import { positionOf } from "./position.js";
import { ensurePartitionsFor, isMissingPartition } from "./request-partitions.js";

export interface RequestRow {
  id: number;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  ip: string | null;
  occurred_at: Date;
  position: string;
}

/** How far behind its latest entry a key's last_used_at may lag: it moves at most once per step. */
export const LAST_USED_STEP = "1 minute";

/**
 * One multi-row insert of the entries whose key exists, moving each key's last_used_at forward; answers
 * how many were stored. Not in a transaction, so an insert refused for a missing partition can be
 * retried; an entry that fails for a value of its own is found by halving the batch and dropped alone.
 */
export async function insertRequests(
  pool: Pool,
  entries: readonly RequestLogRecord[],
  log?: Logger,
): Promise<number> {
  if (entries.length === 0) return 0;
  try {
    return await insertBatch(pool, entries);
  } catch (err) {
    if (isConnectionLost(err)) throw err;
    if (isMissingPartition(err)) {
      // A day with no partition yet (the upkeep makes the next days ahead; an entry from further
      // away, or from before the first upkeep, has none): make it and store the batch after all.
      await ensurePartitionsFor(
        pool,
        entries.map((e) => e.occurred_at),
      );
      return insertRequests(pool, entries, log);
    }
    if (entries.length === 1) {
      log?.warn(
        { code: (err as { code?: string }).code },
        "a request-log entry could not be stored; dropped",
      );
      return 0;
    }
    const half = Math.ceil(entries.length / 2);
    const stored = await Promise.all([
      insertRequests(pool, entries.slice(0, half), log),
      insertRequests(pool, entries.slice(half), log),
    ]);
    return stored[0] + stored[1];
  }
}

async function insertBatch(db: Db, entries: readonly RequestLogRecord[]): Promise<number> {
  // A test's way to make one chosen entry raise in Postgres, as a value it cannot store would.
  for (const entry of entries) await faults.hit("keys.requests.entry", { entry });
  // One statement, no transaction around it: it locks nothing but the few keys it writes.
  const { rows } = await db.query<{ recorded: number }>(
    `WITH entry AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[],
                            $6::double precision[], $7::text[], $8::timestamptz[]) WITH ORDINALITY
         AS e(key_id, tenant_id, method, path, status, duration_ms, ip, occurred_at, n)
     ), stored AS (
       INSERT INTO keys.requests (key_id, method, path, status, duration_ms, ip, occurred_at)
       SELECT e.key_id, e.method, e.path, e.status, e.duration_ms, e.ip, e.occurred_at
       FROM entry e JOIN keys.api_keys k ON k.id = e.key_id AND k.tenant_id = e.tenant_id
       -- Ids in batch order, so entries of the same instant list in the order they happened.
       ORDER BY e.n
       RETURNING key_id, occurred_at
     ), due AS (
       -- last_used_at is coarse: a key's row is written only when its latest entry is a minute
       -- or more past it, so a busy key's row is rewritten at most once a minute, not every batch.
       -- Those rows are locked in id order: batches from several gateways then queue, never deadlock.
       SELECT k.id, latest.at
       FROM keys.api_keys k
       JOIN (SELECT key_id, max(occurred_at) AS at FROM stored GROUP BY key_id) latest ON latest.key_id = k.id
       WHERE k.last_used_at IS NULL OR k.last_used_at <= latest.at - interval '${LAST_USED_STEP}'
       ORDER BY k.id
       FOR NO KEY UPDATE OF k
     ), touched AS (
       UPDATE keys.api_keys k SET last_used_at = due.at
       FROM due
       WHERE k.id = due.id AND (k.last_used_at IS NULL OR k.last_used_at < due.at)
     )
     SELECT count(*)::integer AS recorded FROM stored`,
    [
      entries.map((e) => e.key_id),
      entries.map((e) => e.tenant_id),
      entries.map((e) => e.method),
      entries.map((e) => e.path),
      entries.map((e) => e.status),
      entries.map((e) => e.duration_ms),
      entries.map((e) => e.ip),
      entries.map((e) => e.occurred_at),
    ],
  );
  return rows[0]?.recorded ?? 0;
}

/** A key's entries, newest first by (occurred_at, id); `limit` rows at most. */
export async function requestsPage(
  db: Db,
  keyId: string,
  after: ListPosition | undefined,
  limit: number,
  statusClass?: number,
): Promise<RequestRow[]> {
  const { text, values } = pageQuery(keyId, after, limit, statusClass);
  const { rows } = await db.query<RequestRow>(text, values);
  return rows;
}

/**
 * The listing's statement, exported so a test can EXPLAIN it. Partitions are days in time order
 * and the list index is newest first within each, so Postgres reads them newest first and stops
 * at the page's end; past the first page, `occurred_at <=` (the row comparison alone cannot)
 * prunes the days after the cursor before anything runs. `statusClass` (2 for 2xx…) keeps one class.
 */
export function pageQuery(
  keyId: string,
  after: ListPosition | undefined,
  limit: number,
  statusClass?: number,
): { text: string; values: unknown[] } {
  const columns = `id, method, path, status, duration_ms, ip, occurred_at, ${positionOf("occurred_at")} AS position`;
  const values: unknown[] = [keyId];
  const where = ["key_id = $1"];
  if (after) {
    values.push(after.t, after.id);
    where.push("occurred_at <= $2::timestamptz AND (occurred_at, id) < ($2::timestamptz, $3::bigint)");
  }
  if (statusClass !== undefined) {
    values.push(statusClass * 100);
    where.push(`status >= $${values.length}::int AND status < $${values.length}::int + 100`);
  }
  values.push(limit);
  return {
    text: `SELECT ${columns} FROM keys.requests WHERE ${where.join(" AND ")}
           ORDER BY occurred_at DESC, id DESC LIMIT $${values.length}`,
    values,
  };
}
