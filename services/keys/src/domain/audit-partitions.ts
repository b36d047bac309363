/** The audit trail is kept one year. */
export const AUDIT_RETENTION_DAYS = 365;
/** Partitions one upkeep run drops at most (see request-partitions.ts). */
export const MAX_AUDIT_DROPS_PER_RUN = 3;

const DAY_MS = 86_400_000;
const NAME = /^audit_entries_(\d{4})(\d{2})$/;

/** The UTC month of a day `YYYY-MM-DD`, as `YYYY-MM`. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** `month` moved by `months` (negative: back), `YYYY-MM`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The partition that holds one UTC month. */
export const auditPartitionName = (month: string): string => `audit_entries_${month.replace("-", "")}`;

/** The month a partition holds, or undefined for a table that is not one of the trail's months. */
export function auditPartitionMonth(name: string): string | undefined {
  const m = NAME.exec(name);
  return m ? `${m[1]}-${m[2]}` : undefined;
}

export interface AuditUpkeepPlan {
  /** This month and the next, when they have no partition. */
  create: string[];
  /** Months whose every entry is past the retention (the month ended a year ago), oldest first. */
  drop: string[];
}

/** What one upkeep run does, given the months that have a partition and today's UTC day. */
export function auditUpkeepPlan(existing: readonly string[], today: string): AuditUpkeepPlan {
  const have = new Set(existing);
  const thisMonth = monthOf(today);
  const create = [thisMonth, addMonths(thisMonth, 1)].filter((m) => !have.has(m));
  const oldestKept = new Date(Date.parse(`${today}T00:00:00Z`) - AUDIT_RETENTION_DAYS * DAY_MS);
  const drop = [...have]
    .filter((month) => Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`) <= oldestKept.getTime())
    .sort()
    .slice(0, MAX_AUDIT_DROPS_PER_RUN);
  return { create, drop };
}
