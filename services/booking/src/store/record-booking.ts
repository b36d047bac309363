import type { Booking, DomainEvent } from "@reservations/contracts";
import { type Db, faults, prepared } from "@reservations/service-kit";
import { bookingRecord, type NewBooking } from "./bookings.js";
import { type Lease, Superseded } from "./idempotency.js";
import { type KeyUsage, usageOf } from "./key-usage.js";

/** A key's ceilings, counted last under the key's lock (booking.count_key_booking). */
export interface KeyCount {
  hold: boolean;
  holdLimit: number;
  bookingLimit: number;
}

/**
 * One stay's booking to write with its outcome row and `event` (whose data.booking becomes the
 * booking as stored); with `lease`, the Idempotency-Key record it finishes with the booking as its
 * 201 answer; with `count`, its key's count. `rendered` is the booking as renderNew makes it (a new
 * guest takes its guest's id).
 */
export interface BookingToRecord {
  booking: NewBooking;
  rendered: Booking;
  event: DomainEvent;
  /** The booking's audit entry, when the hotel made it; in the outbox with the booking. */
  audit?: DomainEvent;
  lease?: Lease;
  count?: KeyCount;
}

/** A booking as stored, and its key's usage when counted. */
export interface Recorded {
  booking: Booking;
  usage: KeyUsage | null;
}

/** What booking.record_bookings answers per item: the booking as stored, or the error that undid it. */
interface RecordedRow {
  ord: number;
  stored: Pick<Booking, "created_at" | "updated_at" | "hold_expires_at" | "confirmed_at" | "guest"> | null;
  bookings_24h: number | null;
  oldest_24h: Date | null;
  live_holds: number | null;
  next_hold_expiry: Date | null;
  error_code: string | null;
  error_message: string | null;
  error_detail: string | null;
  error_constraint: string | null;
}

/** The stays' bookings, each in a subtransaction of one statement (store/sql/record-bookings.sql). */
const recordStatement = prepared<RecordedRow>(
  "booking_record_bookings",
  "SELECT * FROM booking.record_bookings($1, $2)",
);

/** The item of booking.record_bookings for `b`, by the names of booking.booking_record. */
const recordItem = (b: BookingToRecord, ord: number) => ({
  ord,
  ...bookingRecord(b.booking, b.rendered.guest.id),
  answer: b.rendered,
  event: b.event,
  audit: b.audit ?? null,
  lease_key_id: b.lease?.key_id ?? null,
  lease_idempotency_key: b.lease?.idempotency_key ?? null,
  lease_attempt: b.lease?.attempt ?? null,
  count_hold: b.count?.hold ?? null,
  hold_limit: b.count?.holdLimit ?? null,
  booking_limit: b.count?.bookingLimit ?? null,
});

/** The error an item failed with, as the driver would have thrown it had the item been alone. */
function failure(row: RecordedRow): Error {
  if (row.error_message === "IDEMPOTENCY_SUPERSEDED") return new Superseded();
  return Object.assign(new Error(row.error_message ?? "booking not recorded"), {
    code: row.error_code,
    detail: row.error_detail || undefined,
    constraint: row.error_constraint || undefined,
  });
}

/**
 * Writes `bookings` in one statement, and so in one transaction, each undone alone when it fails;
 * each lock wait is cut off after `lockTimeoutMs`. Answers each its booking as stored (its
 * rendering, completed with its timestamps and guest) or the error that failed it (Superseded when
 * another attempt holds its Idempotency-Key now; a key past its ceiling as ceilingRefusal reads it).
 * A statement that fails as a whole (cut off, connection lost) throws.
 */
export async function recordBookings(
  db: Db,
  bookings: readonly BookingToRecord[],
  lockTimeoutMs: number,
): Promise<(Recorded | Error)[]> {
  const items = bookings.map(recordItem);
  // A test's way to make one chosen item raise in Postgres, as a value it cannot store would.
  for (const item of items) await faults.hit("booking.record.item", { item });
  const { rows } = await recordStatement(db, [JSON.stringify(items), lockTimeoutMs]);
  const answers: (Recorded | Error)[] = bookings.map(
    () => new Error("booking not answered by its statement"),
  );
  for (const row of rows) {
    const b = bookings[row.ord]!;
    if (row.error_code !== null || row.stored === null) {
      answers[row.ord] = failure(row);
      continue;
    }
    const { created_at, updated_at, hold_expires_at, confirmed_at, guest } = row.stored;
    answers[row.ord] = {
      booking: {
        ...b.rendered,
        created_at,
        updated_at,
        hold_expires_at,
        confirmed_at,
        guest: { id: guest.id, first_name: guest.first_name, last_name: guest.last_name, email: guest.email },
      },
      usage: b.count ? usageOf(row as KeyUsage) : null,
    };
  }
  return answers;
}
