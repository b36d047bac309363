import {
  type Allocation,
  type Booking,
  type BookingStatus,
  formatMoney,
  type RevisionActor,
  type StayTax,
  type TaxLine,
} from "@reservations/contracts";

import { type Db, newId, type PoolClient, prepared } from "@reservations/service-kit";
import { nightsBetween } from "@reservations/service-kit/dates";
import { toMinor } from "@reservations/service-kit/money";
import { isoInZone } from "@reservations/service-kit/zoned";
import { balanceDueMinor, paymentStatusOf } from "../domain/balance.js";
import { firstNightMinor } from "../domain/no-show.js";

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
  // The stay's terms as they were when it was booked.
  children: number[];
  /** Kept as JSON, each amount a number in the currency. */
  taxes: StayTax[];
  cancellation_policy: Booking["cancellation_policy"];
  free_cancellation_until: Date | null;
  /** What a cancellation after free_cancellation_until costs. */
  late_cancellation_fee_minor: number;
  /** What its cancellation cost: set by a guest's or the hotel's cancellation, or a no-show. */
  cancellation_fee_minor: number | null;
  /** The first night's price, for a no-show without a cancellation policy. */
  first_night_minor: number;
  /** The private rate plan's code it was booked with, as sent (trimmed). */
  promo_code: string | null;
  /** 1 when made, one more at every change (store/sql/revise-booking.sql). */
  version: number;
  updated_at: Date;
  /** The hotel's person or token that made it; null when a key did (created_by_key). */
  created_by: RevisionActor | null;
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

/** Taxes kept as JSON numbers, as an answer writes them: exact hundredths in the booking's currency. */
export const taxLinesOf = (taxes: readonly StayTax[], currency: string): TaxLine[] =>
  taxes.map((t) => ({
    name: t.name,
    amount: formatMoney(toMinor(t.amount), currency),
    included: t.included,
  }));

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
    nights: nightsBetween(r.start_date, r.end_date),
    adults: r.adults,
    quantity: 1,
    guest: { id: r.guest_id, first_name: r.first_name, last_name: r.last_name, email: r.email },
    currency: r.currency,
    total_price: formatMoney(r.total_minor, r.currency),
    balance_due: formatMoney(balanceDueMinor(r), r.currency),
    payment_status: paymentStatusOf(r),
    origin: r.origin,
    conflict: r.conflict,
    cancellation_reason: r.cancellation_reason,
    created_at: r.created_at.toISOString(),
    confirmed_at: iso(r.confirmed_at),
    cancelled_at: iso(r.cancelled_at),
    version: r.version,
    updated_at: r.updated_at.toISOString(),
    children: r.children,
    taxes: taxLinesOf(r.taxes, r.currency),
    cancellation_policy: r.cancellation_policy,
    // With the property's offset then, as the quote showed it.
    free_cancellation_until: r.free_cancellation_until && isoInZone(r.free_cancellation_until, r.timezone),
    cancellation_fee:
      r.cancellation_fee_minor === null ? null : formatMoney(r.cancellation_fee_minor, r.currency),
    promo_code: r.promo_code,
  };
}

/** A booking row with its guest and its group share, from `source` (a table or a CTE) named b. */
export const joined = (
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

/** A guest inserted with its booking. */
export interface NewGuest {
  first_name: string;
  last_name: string;
  email: string;
}

/** A booking to insert: the row's own fields, with its guest (existing or new) and its hold's length. */
export type NewBooking = Pick<
  BookingRow,
  | "id"
  | "tenant_id"
  | "property_id"
  | "unit_id"
  | "room_id"
  | "rate_plan_id"
  | "start_date"
  | "end_date"
  | "adults"
  | "currency"
  | "timezone"
  | "total_minor"
  | "is_hold"
  | "hold_origin"
  | "created_by_key"
  | "origin"
  | "channel"
  | "conflict"
  | "children"
  | "taxes"
  | "cancellation_policy"
  | "free_cancellation_until"
  | "late_cancellation_fee_minor"
  | "first_night_minor"
> & {
  promo_code?: string | null;
  /** An existing guest of the tenant, or a new one inserted with the booking. */
  guest: { id: string } | NewGuest;
  /** Who made it, when no key did: the hotel's person or token (its revisions name them). */
  created_by?: RevisionActor;
  status: "pending" | "confirmed";
  hold_minutes: number | null;
};

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
    children: a.children,
    taxes: a.taxes,
    cancellation_policy: a.cancellation_policy,
    free_cancellation_until: a.free_cancellation_until === null ? null : new Date(a.free_cancellation_until),
    late_cancellation_fee_minor: a.cancellation_fee_minor,
    first_night_minor: firstNightMinor(a.nightly),
  } satisfies Partial<NewBooking>;
}

/** A new booking's row by the names of booking.booking_record; a new guest gets `newGuestId`. */
export function bookingRecord(b: NewBooking, newGuestId = newId("gst")) {
  const fresh = "id" in b.guest ? null : b.guest;
  return {
    id: b.id,
    tenant_id: b.tenant_id,
    property_id: b.property_id,
    unit_id: b.unit_id,
    room_id: b.room_id,
    rate_plan_id: b.rate_plan_id,
    start_date: b.start_date,
    end_date: b.end_date,
    adults: b.adults,
    guest_id: "id" in b.guest ? b.guest.id : null,
    currency: b.currency,
    timezone: b.timezone,
    total_minor: b.total_minor,
    status: b.status,
    is_hold: b.is_hold,
    hold_origin: b.hold_origin,
    hold_minutes: b.hold_minutes,
    created_by_key: b.created_by_key,
    origin: b.origin,
    channel: b.channel,
    conflict: b.conflict,
    children: b.children,
    taxes: b.taxes,
    cancellation_policy: b.cancellation_policy,
    free_cancellation_until: b.free_cancellation_until?.toISOString() ?? null,
    late_cancellation_fee_minor: b.late_cancellation_fee_minor,
    first_night_minor: b.first_night_minor,
    promo_code: b.promo_code ?? null,
    created_by: b.created_by ?? null,
    new_guest_id: fresh ? newGuestId : null,
    first_name: fresh?.first_name ?? null,
    last_name: fresh?.last_name ?? null,
    email: fresh?.email ?? null,
  };
}

/** The booking (and its new guest, if any) as a group's transaction inserts it, prepared. */
const insertBookingStatement = prepared<BookingRow>(
  "booking_insert_booking",
  `SELECT (r.booking).*, (r.booking).created_at::text AS created_at_text, r.first_name, r.last_name, r.email,
     NULL::bigint AS group_balance_due_minor, NULL::text AS group_payment_status
     FROM booking.insert_booking(jsonb_populate_record(NULL::booking.booking_record, $1)) r`,
);

/** Inserts a booking (and its new guest, when it has one) in one statement; answers it as findById would. */
export async function insertBooking(db: PoolClient, b: NewBooking): Promise<BookingRow> {
  const { rows } = await insertBookingStatement(db, [JSON.stringify(bookingRecord(b))]);
  return rows[0]!;
}

/**
 * The booking `b` will be once inserted with `guest` (its existing guest as last read, or its new
 * one), but for what only the insert decides: its timestamps, and its guest as the insert finds it.
 * booking.record_booking fills those in.
 */
export function renderNew(b: NewBooking, guest: Booking["guest"]): Booking {
  const unknownYet = new Date(0);
  return toBooking({
    ...b,
    promo_code: b.promo_code ?? null,
    guest_id: guest.id,
    first_name: guest.first_name,
    last_name: guest.last_name,
    email: guest.email,
    hold_expires_at: null,
    cancellation_reason: null,
    cancellation_fee_minor: null,
    created_at: unknownYet,
    created_at_text: "",
    version: 1,
    updated_at: unknownYet,
    created_by: null,
    confirmed_at: null,
    cancelled_at: null,
  });
}
