import type { Pool } from "@reservations/service-kit";

/**
 * The request log's partitions: one per UTC day, named requests_YYYYMMDD, made by
 * keys.ensure_request_partition (migration 20261122000003000), which the migration, the upkeep job
 * and an insert that found no partition all use.
 */

/** Postgres refuses a row whose day has no partition yet with this error. */
export function isMissingPartition(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === "23514" && /no partition of relation/.test(e.message ?? "");
}

/** Makes the partition of one UTC day (`YYYY-MM-DD`) unless it exists; true when it made it. */
export async function ensurePartition(pool: Pool, day: string): Promise<boolean> {
  const { rows } = await pool.query<{ made: boolean }>(
    "SELECT keys.ensure_request_partition($1::date) AS made",
    [day],
  );
  return rows[0]?.made ?? false;
}

/**
 * Makes the partition of every UTC day these instants fall on, where missing (the day is taken by
 * Postgres, so any instant it can store has one); returns the days it made.
 */
export async function ensurePartitionsFor(pool: Pool, instants: readonly string[]): Promise<string[]> {
  const { rows } = await pool.query<{ day: string; made: boolean }>(
    `SELECT day, keys.ensure_request_partition(day) AS made
     FROM (SELECT DISTINCT (t AT TIME ZONE 'UTC')::date AS day FROM unnest($1::timestamptz[]) AS t) AS days
     ORDER BY day`,
    [instants],
  );
  return rows.filter((r) => r.made).map((r) => r.day);
}
