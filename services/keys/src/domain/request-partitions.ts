/** The request log is kept 90 days, in UTC. */
export const REQUEST_RETENTION_DAYS = 90;
/** Days after today whose partitions the upkeep keeps ready, so inserts never wait for one. */
export const PARTITION_DAYS_AHEAD = 7;
/**
 * Partitions one upkeep run drops at most: each drop takes the table's lock for a moment, so a
 * backlog (a service that was down for weeks) goes over several runs instead of one long stall.
 */
export const MAX_DROPS_PER_RUN = 10;

const DAY_MS = 86_400_000;
const NAME = /^requests_(\d{4})(\d{2})(\d{2})$/;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back), `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The partition that holds one UTC day. */
export function partitionName(day: string): string {
  return `requests_${day.replaceAll("-", "")}`;
}

/** The day a partition holds, or undefined for a table that is not one of the log's days. */
export function partitionDay(name: string): string | undefined {
  const m = NAME.exec(name);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

export interface UpkeepPlan {
  /** Days from today to PARTITION_DAYS_AHEAD after it that have no partition, in order. */
  create: string[];
  /**
   * Days whose every entry is older than the retention, oldest first, at most MAX_DROPS_PER_RUN.
   * A day goes once its end is 90 days old: each entry is kept 90 days and at most a day more.
   */
  drop: string[];
}

/** What one upkeep run does, given the days that have a partition and today's UTC day. */
export function upkeepPlan(existing: readonly string[], today: string): UpkeepPlan {
  const have = new Set(existing);
  const create: string[] = [];
  for (let ahead = 0; ahead <= PARTITION_DAYS_AHEAD; ahead++) {
    const day = addDays(today, ahead);
    if (!have.has(day)) create.push(day);
  }
  const oldestKept = addDays(today, -REQUEST_RETENTION_DAYS);
  const drop = [...have]
    .filter((day) => day < oldestKept)
    .sort()
    .slice(0, MAX_DROPS_PER_RUN);
  return { create, drop };
}
