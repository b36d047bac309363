import type { Allocation, Booking, BookingStatus, DomainEvent } from "@reservations/contracts";
import { type Db, newId, type PoolClient, type QueryResultRow } from "@reservations/service-kit";

export interface BookingRow {
  id: string;
  tenant_id: string;
  property_id: string;
  unit_id: string;
  room_id: string | null;
  rate_plan_id: string | null;
  start_date: string;
  end_date: string;
  adults: number;
  guest_id: string;
  currency: string;
  timezone: string;
  total_minor: number;
  status: BookingStatus;
  is_hold: boolean;
  hold_origin: "api" | "hotel" | "channel" | null;
  hold_expires_at: Date | null;
  created_by_key: string | null;
  origin: "api" | "hotel" | "channel";
  channel: string | null;
  conflict: boolean;
  cancellation_reason: Booking["cancellation_reason"];
  created_at: Date;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
  // Joined from guests.
  first_name: string;
  last_name: string;
  email: string;
  /** The timestamp as Postgres has it (microseconds), for exact cursors. */
  created_at_text: string;
  // Joined from group_members: a group member's share of its group's money (null otherwise).
  group_balance_due_minor?: number | null;
  group_payment_status?: Booking["payment_status"] | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBooking(r: BookingRow): Booking {
  return {
    id: r.id,
    status: r.status,
    is_hold: r.is_hold,
    hold_origin: r.hold_origin,
    hold_expires_at: iso(r.hold_expires_at),
    property_id: r.property_id,
    unit_id: r.unit_id,
    room_id: r.room_id,
    rate_plan_id: r.rate_plan_id,
    start_date: r.start_date,
    end_date: r.end_date,
    nights: Math.round((Date.parse(r.end_date) - Date.parse(r.start_date)) / 86_400_000),
    adults: r.adults,
    quantity: 1,
    guest: { id: r.guest_id, first_name: r.first_name, last_name: r.last_name, email: r.email },
    currency: r.currency,
    total_price: r.total_minor / 100,
    // A group member owes its occupant's share of the group (see domain/groups.ts); any other booking its total.
    balance_due:
      r.group_payment_status != null
        ? (r.group_balance_due_minor ?? 0) / 100
        : r.status === "cancelled"
          ? 0
          : r.total_minor / 100,
    payment_status: r.group_payment_status ?? "unpaid",
    origin: r.origin,
    conflict: r.conflict,
    cancellation_reason: r.cancellation_reason,
    created_at: r.created_at.toISOString(),
    confirmed_at: iso(r.confirmed_at),
    cancelled_at: iso(r.cancelled_at),
  };
}

/** A booking row with its guest and its group share, from `source` (a table or a CTE) named b. */
const joined = (
  source: string,
) => `SELECT b.*, b.created_at::text AS created_at_text, g.first_name, g.last_name, g.email,
    gm.balance_due_minor AS group_balance_due_minor, gm.payment_status AS group_payment_status
  FROM ${source} b JOIN booking.guests g ON g.id = b.guest_id
  LEFT JOIN booking.group_members gm ON gm.booking_id = b.id`;

const SELECT = joined("booking.bookings");

export async function findBooking(
  db: Db,
  tenantId: string,
  propertyId: string,
  id: string,
  forUpdate = false,
): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `${SELECT} WHERE b.tenant_id = $1 AND b.property_id = $2 AND b.id = $3${forUpdate ? " FOR UPDATE OF b" : ""}`,
    [tenantId, propertyId, id],
  );
  return rows[0];
}

export async function findById(db: Db, id: string): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(`${SELECT} WHERE b.id = $1`, [id]);
  return rows[0];
}

export interface NewBooking {
  id: string;
  tenant_id: string;
  property_id: string;
  unit_id: string;
  room_id: string | null;
  rate_plan_id: string | null;
  start_date: string;
  end_date: string;
  adults: number;
  /** An existing guest of the tenant, or a new one inserted with the booking. */
  guest: { id: string } | { first_name: string; last_name: string; email: string };
  currency: string;
  timezone: string;
  total_minor: number;
  status: "pending" | "confirmed";
  is_hold: boolean;
  hold_origin: "api" | "hotel" | "channel" | null;
  hold_minutes: number | null;
  created_by_key: string | null;
  origin: "api" | "hotel" | "channel";
  channel: string | null;
  conflict: boolean;
}

/** What an allocation decides about a booking: where, when, for how many, at what price. */
export function fromAllocation(a: Allocation) {
  return {
    property_id: a.property_id,
    unit_id: a.unit_id,
    room_id: a.room_id,
    rate_plan_id: a.rate_plan_id,
    start_date: a.start_date,
    end_date: a.end_date,
    adults: a.adults,
    currency: a.currency,
    timezone: a.timezone,
    total_minor: a.total_minor,
    // Only an outside channel's booking that found nothing free is recorded as a conflict.
    conflict: a.conflict,
  } satisfies Partial<NewBooking>;
}

/** Inserts a booking (and its new guest, when it has one) in one statement; answers it as findById would. */
export async function insertBooking(db: PoolClient, b: NewBooking): Promise<BookingRow> {
  const existing = "id" in b.guest ? b.guest.id : null;
  const fresh = "id" in b.guest ? null : b.guest;
  const { rows } = await db.query<BookingRow>(
    `WITH ng AS (
       INSERT INTO booking.guests (id, tenant_id, property_id, first_name, last_name, email)
       SELECT $22, $2, $3, $23, $24, $25 WHERE $22::text IS NOT NULL
       RETURNING id, first_name, last_name, email
     ), b AS (
       INSERT INTO booking.bookings (id, tenant_id, property_id, unit_id, room_id, rate_plan_id, start_date, end_date,
         adults, guest_id, currency, timezone, total_minor, status, is_hold, hold_origin, hold_expires_at,
         created_by_key, origin, channel, conflict, confirmed_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE((SELECT id FROM ng), $10), $11, $12, $13, $14, $15, $16,
         CASE WHEN $17::int IS NULL THEN NULL ELSE now() + make_interval(mins => $17::int) END,
         $18, $19, $20, $21, CASE WHEN $14 = 'confirmed' THEN now() END
       RETURNING *)
     SELECT b.*, b.created_at::text AS created_at_text,
       COALESCE(ng.first_name, g.first_name) AS first_name, COALESCE(ng.last_name, g.last_name) AS last_name,
       COALESCE(ng.email, g.email) AS email, NULL::bigint AS group_balance_due_minor, NULL::text AS group_payment_status
       FROM b LEFT JOIN ng ON true LEFT JOIN booking.guests g ON g.id = b.guest_id`,
    [
      b.id,
      b.tenant_id,
      b.property_id,
      b.unit_id,
      b.room_id,
      b.rate_plan_id,
      b.start_date,
      b.end_date,
      b.adults,
      existing,
      b.currency,
      b.timezone,
      b.total_minor,
      b.status,
      b.is_hold,
      b.hold_origin,
      b.hold_minutes,
      b.created_by_key,
      b.origin,
      b.channel,
      b.conflict,
      fresh ? newId("gst") : null,
      fresh?.first_name ?? null,
      fresh?.last_name ?? null,
      fresh?.email ?? null,
    ],
  );
  return rows[0]!;
}

/** Which booking a transition acts on; each field set narrows it (tenant, property, the key that made it). */
export interface Which {
  id: string;
  tenant_id?: string;
  property_id?: string;
  created_by_key?: string;
}

/**
 * A transition is one conditional UPDATE: it changes the booking only when `when` holds of it now
 * (under its row lock) and answers the booking as it is after, or undefined when nothing changed.
 * Two transitions of one booking therefore never both act: the second re-checks `when` after the
 * first committed.
 */
async function transition(
  db: Db,
  which: Which,
  set: string,
  when: string,
  values: unknown[] = [],
): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `WITH b AS (
       UPDATE booking.bookings SET ${set}
        WHERE id = $1 AND ($2::text IS NULL OR tenant_id = $2) AND ($3::text IS NULL OR property_id = $3)
          AND ($4::text IS NULL OR created_by_key = $4) AND ${when}
       RETURNING *)
     ${joined("b")}`,
    [which.id, which.tenant_id ?? null, which.property_id ?? null, which.created_by_key ?? null, ...values],
  );
  return rows[0];
}

const CONFIRMED =
  "status = 'confirmed', confirmed_at = now(), is_hold = false, hold_origin = NULL, hold_expires_at = NULL";

/**
 * A partner's confirm: a pending booking that is no hold, or a hold this API placed whose clock
 * still runs (by the database's clock, the one that set it).
 */
export const confirmPending = (db: Db, which: Which) =>
  transition(
    db,
    which,
    CONFIRMED,
    "status = 'pending' AND (NOT is_hold OR (hold_origin = 'api' AND hold_expires_at > now()))",
  );

/** The hotel confirms a pending booking of its own (a group member). */
export const confirmByHotel = (db: Db, which: Which) =>
  transition(db, which, CONFIRMED, "status = 'pending'");

/**
 * Cancels a pending or confirmed booking whose stay has not started (its arrival is today or later
 * in the property's time zone); hold fields stay set (SPEC).
 */
export const cancelUnstarted = (db: Db, which: Which, reason: NonNullable<Booking["cancellation_reason"]>) =>
  transition(
    db,
    which,
    "status = 'cancelled', cancelled_at = now(), cancellation_reason = $5",
    "status IN ('pending', 'confirmed') AND start_date >= (now() AT TIME ZONE timezone)::date",
    [reason],
  );

/** The hold clock ran out: a pending hold past its time is cancelled. */
export const expireHold = (db: Db, which: Which) =>
  transition(
    db,
    which,
    "status = 'cancelled', cancelled_at = now(), cancellation_reason = 'hold_expired'",
    "status = 'pending' AND is_hold AND hold_expires_at <= now()",
  );

/** Check-in from pending or confirmed, check-out from checked in; a checked-in hold is no hold any more. */
export const markStay = (db: Db, which: Which, to: "checked_in" | "checked_out") =>
  transition(
    db,
    which,
    `status = '${to}', ${to}_at = now(), is_hold = false, hold_origin = NULL, hold_expires_at = NULL`,
    to === "checked_in" ? "status IN ('pending', 'confirmed')" : "status = 'checked_in'",
  );

/** Flags a live booking whose room was given back as a conflict; undefined when there was nothing to flag. */
export const flagConflict = (db: Db, id: string) =>
  transition(db, { id }, "conflict = true", "status <> 'cancelled' AND NOT conflict");

export interface KeyUsage {
  live_holds: number;
  next_hold_expiry: Date | null;
  bookings_24h: number;
  /** When the oldest booking counted in the 24 hours leaves them. */
  oldest_24h: Date | null;
}

/** A row of booking.key_usage: its oldest_24h is when that booking was made, not when it leaves. */
const toUsage = (r: KeyUsage): KeyUsage => ({
  ...r,
  oldest_24h: r.oldest_24h ? new Date(r.oldest_24h.getTime() + 86_400_000) : null,
});

/** What counts against a key's ceilings now: bookings in the last 24 h, and live holds when `holds`. */
export async function keyUsage(db: Db, keyId: string, holds: boolean): Promise<KeyUsage> {
  const { rows } = await db.query("SELECT * FROM booking.key_usage($1, NULL, $2)", [keyId, holds]);
  return toUsage(rows[0]);
}

/**
 * The last statement of the transaction that inserts a key's booking, to be sent with its COMMIT
 * (inTransactionEndingWith): takes the key's lock, refuses past a ceiling by raising (see
 * ceilingRefusal), else counts the booking and returns the key's usage without it
 * (booking.count_key_booking, in the key-usage migration).
 */
export function countKeyBooking(
  db: PoolClient,
  b: { keyId: string; bookingId: string; hold: boolean; holdLimit: number; bookingLimit: number },
): { last: string; result: (rows: QueryResultRow[]) => KeyUsage } {
  const int = (n: number) => String(Math.trunc(n));
  return {
    last: `SELECT * FROM booking.count_key_booking(${db.escapeLiteral(b.keyId)}, ${db.escapeLiteral(b.bookingId)}, ${b.hold}, ${int(b.holdLimit)}, ${int(b.bookingLimit)})`,
    result: (rows) => toUsage(rows[0] as KeyUsage),
  };
}

/** The refusal booking.count_key_booking raised, if `err` is one: its code, used, and when a slot frees. */
export function ceilingRefusal(
  err: unknown,
):
  | { code: "KEY_HOLD_LIMIT_REACHED" | "KEY_BOOKING_QUOTA_EXCEEDED"; used: number; frees: Date | null }
  | undefined {
  const e = err as { code?: string; message?: string; detail?: string };
  if (e?.code !== "P0001") return undefined;
  if (e.message !== "KEY_HOLD_LIMIT_REACHED" && e.message !== "KEY_BOOKING_QUOTA_EXCEEDED") return undefined;
  const detail = JSON.parse(e.detail ?? "{}") as { used?: number; frees?: string | null };
  return { code: e.message, used: Number(detail.used), frees: detail.frees ? new Date(detail.frees) : null };
}

export interface ListFilter {
  tenant_id: string;
  property_id: string;
  created_by_key: string | null;
  after?: { t: string; id: string };
  limit: number;
}

/** Newest first, keyset-paginated on (created_at, id). */
export async function listBookings(db: Db, f: ListFilter): Promise<BookingRow[]> {
  const { rows } = await db.query<BookingRow>(
    `${SELECT} WHERE b.tenant_id = $1 AND b.property_id = $2 AND ($3::text IS NULL OR b.created_by_key = $3)
       AND ($4::timestamptz IS NULL OR (b.created_at, b.id) < ($4::timestamptz, $5::text))
     ORDER BY b.created_at DESC, b.id DESC LIMIT $6`,
    [f.tenant_id, f.property_id, f.created_by_key, f.after?.t ?? null, f.after?.id ?? null, f.limit + 1],
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

/** Keeps an event (made with newEvent) in the outbox, in the change's transaction; the relay publishes it. */
export async function insertEvent(db: PoolClient, event: DomainEvent): Promise<void> {
  await db.query("INSERT INTO booking.outbox (event_id, event) VALUES ($1, $2)", [
    event.id,
    JSON.stringify(event),
  ]);
}
