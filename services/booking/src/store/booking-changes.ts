import {
  BEFORE_ALL,
  type CommitPosition,
  type CursorCodec,
  commitPosition,
  type Db,
  type Page,
  SETTLED_BELOW,
} from "@reservations/service-kit";
import { containing, type ListFilter } from "./booking-lists.js";
import { type BookingRow, joined } from "./bookings.js";

// The bookings changed since a time, in commit order, for a client that keeps a copy of them.

type ChangedRow = BookingRow & { change_xid: string; change_seq: string };

/**
 * Bookings whose last change is after `after` and at or after `since`, oldest change first. Only
 * changes of transactions that can no longer commit are read (SETTLED_BELOW): one that began earlier
 * but commits later (so its rows sort earlier) is waited for, never passed over, and a booking
 * changed again sorts again, later.
 */
export async function listChangedBookings(
  db: Db,
  f: Omit<ListFilter, "after"> & { since: string; after: CommitPosition },
): Promise<ChangedRow[]> {
  const q = f.search ?? {};
  const { rows } = await db.query<ChangedRow>(
    `${joined("booking.bookings")}
      WHERE b.tenant_id = $1 AND b.property_id = $2 AND ($3::text IS NULL OR b.created_by_key = $3)
        AND b.updated_at >= $4::timestamptz AND (b.change_xid, b.change_seq) > ($5::xid8, $6::bigint)
        AND b.change_xid < ${SETTLED_BELOW}
        AND ($8::date IS NULL OR b.end_date > $8::date) AND ($9::date IS NULL OR b.start_date < $9::date)
        AND ($10::text IS NULL OR b.status = $10::text)
        AND ($11::text IS NULL OR g.first_name || ' ' || g.last_name ILIKE $11::text
          OR g.last_name || ' ' || g.first_name ILIKE $11::text)
      ORDER BY b.change_xid, b.change_seq LIMIT $7`,
    [
      f.tenant_id,
      f.property_id,
      f.created_by_key,
      f.since,
      f.after.x,
      f.after.s,
      f.limit,
      q.from ?? null,
      q.to ?? null,
      q.status ?? null,
      q.guest ? containing(q.guest) : null,
    ],
  );
  return rows;
}

/** A cursor of the changes list as its position; anything this list did not write is INVALID_CURSOR. */
export function changePosition(
  cursors: CursorCodec,
  scope: string,
  cursor: string | undefined,
): CommitPosition {
  return commitPosition(cursors, scope, cursor) ?? BEFORE_ALL;
}

/**
 * A page of changes. Its cursor is always set, the last page's too: following it later reads the
 * changes made since, as an event feed does.
 */
export function changesPage<T>(
  cursors: CursorCodec,
  scope: string,
  after: CommitPosition,
  rows: readonly ChangedRow[],
  toEntry: (row: BookingRow) => T,
): Page<T> {
  const last = rows.at(-1);
  const position = last ? { x: String(last.change_xid), s: String(last.change_seq) } : after;
  return { data: rows.map(toEntry), next_cursor: cursors.encode(scope, { ...position }) };
}
