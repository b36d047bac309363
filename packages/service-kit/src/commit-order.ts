import { AppError } from "@reservations/contracts";
import type { CursorCodec } from "./cursor.js";

// Lists read in commit order (bookings changed since, the ARI change log): each row carries the id of
// the transaction that wrote it (xid8) and a sequence number, and a reader only passes rows of
// transactions that can no longer commit, so one that began earlier but commits later is waited
// for, never skipped.

/**
 * SQL (a scalar subquery, evaluated once per statement): the transaction id below which every
 * transaction that could have written this database's rows has ended, as the statement's snapshot
 * sees them. A transaction still running in another database of the server cannot write here, so
 * it does not hold readers back (pg_locks and pg_stat_activity name it; both are readable by any
 * role); one that ended meanwhile is counted, which only makes this read stop a little early.
 */
export const SETTLED_BELOW = `(WITH snap AS (SELECT pg_current_snapshot() AS s)
  SELECT coalesce(min(x), (SELECT pg_snapshot_xmax(s) FROM snap))
    FROM snap, pg_snapshot_xip(snap.s) x
   WHERE NOT EXISTS (
     SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'transactionid' AND l.granted AND l.mode = 'ExclusiveLock'
        AND l.transactionid = x::xid AND a.datid IS NOT NULL
        AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())))`;

/** Where a reader stands: after the row of transaction `x`, number `s` (0 and 0: before all). */
export interface CommitPosition {
  x: string;
  s: string;
}

export const BEFORE_ALL: CommitPosition = { x: "0", s: "0" };
const DIGITS = /^\d{1,20}$/;

/**
 * A cursor of a commit-order list as its position and the extra fields `extra` names (strings of
 * digits); undefined without a cursor. Anything the list did not write is INVALID_CURSOR.
 */
export function commitPosition<E extends string = never>(
  cursors: CursorCodec,
  scope: string,
  cursor: string | undefined,
  extra: readonly E[] = [],
): (CommitPosition & Record<E, string>) | undefined {
  const position = cursors.decode(scope, cursor);
  if (position === undefined) return undefined;
  for (const field of ["x", "s", ...extra]) {
    const value = position[field];
    if (typeof value !== "string" || !DIGITS.test(value)) throw new AppError("INVALID_CURSOR");
  }
  return position as CommitPosition & Record<E, string>;
}

/**
 * Where a reader stands after a page read at `bound` (the read's SETTLED_BELOW): at the page's last
 * row when the page is full (more may follow), else at the bound, since every settled row before it
 * was read; never behind `after`.
 */
export function nextCommitPosition(
  rows: readonly { xid: string; seq: string }[],
  limit: number,
  bound: string,
  after: CommitPosition,
): CommitPosition {
  const last = rows.at(-1);
  if (last && rows.length === limit) return { x: last.xid, s: last.seq };
  return BigInt(bound) > BigInt(after.x) ? { x: bound, s: "0" } : { x: after.x, s: after.s };
}
