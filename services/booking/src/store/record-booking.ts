import type { Booking, DomainEvent } from "@reservations/contracts";
import { type Db, prepared } from "@reservations/service-kit";
import { insertParams, type NewBooking, placeholders } from "./bookings.js";
import { type Lease, Superseded } from "./idempotency.js";
import { type KeyUsage, usageOf } from "./key-usage.js";

/** What booking.record_booking answers: the booking as stored, and the key's usage when counted. */
interface RecordedRow {
  booking: Pick<Booking, "created_at" | "hold_expires_at" | "confirmed_at" | "guest">;
  bookings_24h: number | null;
  oldest_24h: Date | null;
  live_holds: number | null;
  next_hold_expiry: Date | null;
}

/** The whole booking transaction of one stay, as one statement (the one-statement-booking migration). */
const recordStatement = prepared<RecordedRow>(
  "booking_record_booking",
  `SELECT * FROM booking.record_booking(${placeholders(1, 34)})`,
);

/** A key's ceilings, counted last under the key's lock (booking.count_key_booking). */
export interface KeyCount {
  hold: boolean;
  holdLimit: number;
  bookingLimit: number;
}

/**
 * Writes `booking` with its outcome row and `event` (whose data.booking becomes the booking as
 * stored), in one statement and so in one transaction of its own; with `lease`, finishes that
 * Idempotency-Key record with the booking as its 201 answer (Superseded when another attempt holds
 * it now); with `count`, counts it against its key, refusing past a ceiling (see ceilingRefusal).
 * `rendered` is the booking as renderNew makes it (a new guest takes its guest's id); the answer is
 * it, completed as stored.
 */
export async function recordBooking(
  db: Db,
  o: {
    booking: NewBooking;
    rendered: Booking;
    event: DomainEvent;
    lockTimeoutMs: number;
    lease?: Lease;
    count?: KeyCount;
  },
): Promise<{ booking: Booking; usage: KeyUsage | null }> {
  let row: RecordedRow;
  try {
    const { rows } = await recordStatement(db, [
      ...insertParams(o.booking, o.rendered.guest.id),
      o.lockTimeoutMs,
      JSON.stringify(o.rendered),
      JSON.stringify(o.event),
      o.lease?.key_id ?? null,
      o.lease?.idempotency_key ?? null,
      o.lease?.attempt ?? null,
      o.count?.hold ?? null,
      o.count?.holdLimit ?? null,
      o.count?.bookingLimit ?? null,
    ]);
    row = rows[0]!;
  } catch (err) {
    if ((err as { code?: string; message?: string }).message === "IDEMPOTENCY_SUPERSEDED")
      throw new Superseded();
    throw err;
  }
  const { created_at, hold_expires_at, confirmed_at, guest } = row.booking;
  return {
    booking: {
      ...o.rendered,
      created_at,
      hold_expires_at,
      confirmed_at,
      guest: { id: guest.id, first_name: guest.first_name, last_name: guest.last_name, email: guest.email },
    },
    usage: o.count ? usageOf(row as KeyUsage) : null,
  };
}
