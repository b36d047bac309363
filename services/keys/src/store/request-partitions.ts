import { type Db, inTransaction, type Pool, type PoolClient } from "@reservations/service-kit";

/**
 * The request log's partitions: one per UTC day, named requests_YYYYMMDD, made by
 * keys.ensure_request_partition (store/sql/ensure-request-partition.sql), which the upkeep job and
 * an insert that found no partition both use.
 */

/** Postgres refuses a row whose day has no partition yet with this error. */
export function isMissingPartition(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === "23514" && /no partition of relation/.test(e.message ?? "");
}

/** Makes the partition of one UTC day (`YYYY-MM-DD`) unless it exists; true when it made it. */
export async function ensurePartition(db: Db, day: string): Promise<boolean> {
  const { rows } = await db.query<{ made: boolean }>(
    "SELECT keys.ensure_request_partition($1::date) AS made",
    [day],
  );
  return rows[0]?.made ?? false;
}

/**
 * Makes the partition of every UTC day these instants fall on, where missing (the day is taken by
 * Postgres, so any instant it can store has one); returns the days it made.
 */
export async function ensurePartitionsFor(db: Db, instants: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ day: string; made: boolean }>(
    `SELECT day, keys.ensure_request_partition(day) AS made
     FROM (SELECT DISTINCT (t AT TIME ZONE 'UTC')::date AS day FROM unnest($1::timestamptz[]) AS t) AS days
     ORDER BY day`,
    [instants],
  );
  return rows.filter((r) => r.made).map((r) => r.day);
}

/** The names of the tables attached to keys.requests. */
export async function partitionNames(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'keys.requests'::regclass`,
  );
  return rows.map((r) => r.name);
}

const DROP_LOCK_TIMEOUT_MS = 500;

/**
 * Drops one day's partition with its rows: no DELETE, no vacuum, no bloat. The drop needs the
 * table's ACCESS EXCLUSIVE lock for a moment, and inserts and listings queue behind it while it
 * waits, so it waits at most DROP_LOCK_TIMEOUT_MS and is retried by the next run otherwise.
 */
export async function dropPartition(pool: Pool, name: string): Promise<void> {
  if (!/^requests_\d{8}$/.test(name)) throw new Error(`not a request-log partition: ${name}`);
  await inTransaction(pool, (tx) => tx.query(`DROP TABLE IF EXISTS keys.${name}`), {
    setup: `SET LOCAL lock_timeout = ${DROP_LOCK_TIMEOUT_MS}`,
  });
}

/** The upkeep's lock, one for every copy of the service; a session lock, so only on `client`. */
const UPKEEP_LOCK = "hashtextextended('keys.requests:upkeep', 0)";

/** True when this session now holds the upkeep lock; false when another copy does. */
export async function tryUpkeepLock(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    `SELECT pg_try_advisory_lock(${UPKEEP_LOCK}) AS locked`,
  );
  return rows[0]?.locked ?? false;
}

export async function releaseUpkeepLock(client: PoolClient): Promise<void> {
  await client.query(`SELECT pg_advisory_unlock(${UPKEEP_LOCK})`);
}
