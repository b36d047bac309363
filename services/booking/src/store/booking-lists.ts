import type { BookingStatus } from "@reservations/contracts";
import type { Db, ListPosition } from "@reservations/service-kit";
import { type BookingRow, joined } from "./bookings.js";

// The booking lists: a key's or the hotel's pages and search, the statuses of ids, the holds' sweeps.

const SELECT = joined("booking.bookings");

export interface ListFilter {
  tenant_id: string;
  property_id: string;
  created_by_key: string | null;
  /** The hotel's search: stays meeting [from, to), one status, part of the guest's name. */
  search?: { from?: string; to?: string; status?: BookingStatus; guest?: string };
  after?: ListPosition;
  limit: number;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first, keyset-paginated on (created_at, id). */
export async function listBookings(db: Db, f: ListFilter): Promise<BookingRow[]> {
  const q = f.search ?? {};
  const { rows } = await db.query<BookingRow>(
    `${SELECT} WHERE b.tenant_id = $1 AND b.property_id = $2 AND ($3::text IS NULL OR b.created_by_key = $3)
       AND ($4::timestamptz IS NULL OR (b.created_at, b.id) < ($4::timestamptz, $5::text))
       AND ($7::date IS NULL OR b.end_date > $7::date) AND ($8::date IS NULL OR b.start_date < $8::date)
       AND ($9::text IS NULL OR b.status = $9::text)
       AND ($10::text IS NULL OR g.first_name || ' ' || g.last_name ILIKE $10::text
         OR g.last_name || ' ' || g.first_name ILIKE $10::text)
     ORDER BY b.created_at DESC, b.id DESC LIMIT $6`,
    [
      f.tenant_id,
      f.property_id,
      f.created_by_key,
      f.after?.t ?? null,
      f.after?.id ?? null,
      f.limit + 1,
      q.from ?? null,
      q.to ?? null,
      q.status ?? null,
      q.guest ? containing(q.guest) : null,
    ],
  );
  return rows;
}

export async function statusesOf(db: Db, ids: readonly string[]): Promise<Map<string, BookingStatus>> {
  const { rows } = await db.query<{ id: string; status: BookingStatus }>(
    "SELECT id, status FROM booking.bookings WHERE id = ANY($1::text[])",
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Pending holds past their time (the sweep's work list). */
export async function expiredHolds(db: Db, limit: number): Promise<{ id: string }[]> {
  const { rows } = await db.query(
    `SELECT id FROM booking.bookings WHERE is_hold AND status = 'pending' AND hold_expires_at <= now()
      ORDER BY hold_expires_at LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function liveHolds(db: Db): Promise<{ id: string; hold_expires_at: Date }[]> {
  const { rows } = await db.query(
    "SELECT id, hold_expires_at FROM booking.bookings WHERE is_hold AND status = 'pending' AND hold_expires_at IS NOT NULL",
  );
  return rows;
}
