import type { Booking, ProposedStay, RevisionActor } from "@reservations/contracts";
import type { Db, PoolClient } from "@reservations/service-kit";
import { firstNightMinor } from "../domain/no-show.js";
import { type BookingRow, joined } from "./bookings.js";

/** Who changes a booking, as its revision names them. */
export const SYSTEM: RevisionActor = { type: "system", id: null };

/** Which booking a status change acts on; each field set narrows it (tenant, property, the key that made it). */
export interface Which {
  id: string;
  tenant_id?: string;
  property_id?: string;
  created_by_key?: string;
  /** Only at one of these versions (a request's If-Match). */
  versions?: number[];
  /** Who makes the change (the system when unset). */
  by?: RevisionActor;
}

/**
 * One conditional UPDATE: changes the booking only when `when` holds of it under its row lock, so of
 * two changes racing for one booking the second re-checks `when` after the first committed. The
 * change's revision names `which.by` (booking.revise_booking reads it from booking.actor).
 * Answers the booking as it is after, or undefined when nothing changed.
 */
async function updateIf(
  db: Db,
  which: Which,
  set: string,
  when: string,
  values: unknown[] = [],
): Promise<BookingRow | undefined> {
  const n = 5 + values.length;
  const { rows } = await db.query<BookingRow>(
    `WITH actor AS (SELECT set_config('booking.actor', $${n}, true)),
     b AS (
       UPDATE booking.bookings SET ${set}
        WHERE id = $1 AND ($2::text IS NULL OR tenant_id = $2) AND ($3::text IS NULL OR property_id = $3)
          AND ($4::text IS NULL OR created_by_key = $4) AND ($${n + 1}::int[] IS NULL OR version = ANY ($${n + 1}))
          AND ${when} AND EXISTS (SELECT FROM actor)
       RETURNING *)
     ${joined("b")}`,
    [
      which.id,
      which.tenant_id ?? null,
      which.property_id ?? null,
      which.created_by_key ?? null,
      ...values,
      JSON.stringify(which.by ?? SYSTEM),
      which.versions ?? null,
    ],
  );
  return rows[0];
}

/** Names who makes the transaction's next changes of bookings that no updateIf makes (their revisions). */
export async function changesBy(tx: PoolClient, by: RevisionActor): Promise<void> {
  await tx.query("SELECT set_config('booking.actor', $1, true)", [JSON.stringify(by)]);
}

const CONFIRMED =
  "status = 'confirmed', confirmed_at = now(), is_hold = false, hold_origin = NULL, hold_expires_at = NULL";

/**
 * A partner's confirm: a pending booking that is no hold, or a hold this API placed whose clock
 * still runs (by the database's clock, the one that set it).
 */
export const confirmPending = (db: Db, which: Which) =>
  updateIf(
    db,
    which,
    CONFIRMED,
    "status = 'pending' AND (NOT is_hold OR (hold_origin = 'api' AND hold_expires_at > now()))",
  );

/** The hotel confirms a pending booking of its own (a group member). */
export const confirmByHotel = (db: Db, which: Which) => updateIf(db, which, CONFIRMED, "status = 'pending'");

/**
 * Cancels a pending or confirmed booking whose stay has not started (its arrival is today or later
 * in the property's time zone); hold fields stay set. A guest's or the hotel's cancellation carries
 * its fee: nothing until free_cancellation_until, the late fee the booking was made with after it
 * (by the database's clock, the one cancelled_at is read from). A void carries none.
 */
export const cancelUnstarted = (db: Db, which: Which, reason: NonNullable<Booking["cancellation_reason"]>) =>
  updateIf(
    db,
    which,
    `status = 'cancelled', cancelled_at = now(), cancellation_reason = $5,
     cancellation_fee_minor = CASE WHEN $5 IN ('guest', 'hotel')
       THEN CASE WHEN now() > free_cancellation_until THEN late_cancellation_fee_minor ELSE 0 END END`,
    "status IN ('pending', 'confirmed') AND start_date >= (now() AT TIME ZONE timezone)::date",
    [reason],
  );

/** The hold clock ran out: a pending hold past its time is cancelled. */
export const expireHold = (db: Db, which: Which) =>
  updateIf(
    db,
    which,
    "status = 'cancelled', cancelled_at = now(), cancellation_reason = 'hold_expired'",
    "status = 'pending' AND is_hold AND hold_expires_at <= now()",
  );

/**
 * The sandbox clock: a pending hold this API placed runs out now (hold_expires_at set to now, never
 * later than it was), so expireHold, in the same transaction, finds it due as the job or sweep would.
 */
export const runOutHold = (db: Db, which: Which) =>
  updateIf(
    db,
    which,
    "hold_expires_at = LEAST(hold_expires_at, now())",
    "status = 'pending' AND is_hold AND hold_origin = 'api'",
  );

/** Check-in from pending or confirmed, check-out from checked in; a checked-in hold is no hold any more. */
export const markStay = (db: Db, which: Which, to: "checked_in" | "checked_out") =>
  updateIf(
    db,
    which,
    `status = '${to}', ${to}_at = now(), is_hold = false, hold_origin = NULL, hold_expires_at = NULL`,
    to === "checked_in" ? "status IN ('pending', 'confirmed')" : "status = 'checked_in'",
  );

/**
 * A guest who never came: a pending or confirmed booking (not a hold past its time) whose arrival
 * day or the day after it is today in the property's zone (its 48 h window) becomes a no-show; it
 * costs the policy's late fee, or without a policy the first night (0 at no price); no hold any more.
 */
export const markNoShow = (db: Db, which: Which) =>
  updateIf(
    db,
    which,
    `status = 'no_show', no_show_at = now(), is_hold = false, hold_origin = NULL, hold_expires_at = NULL,
     cancellation_fee_minor = CASE WHEN cancellation_policy IS NOT NULL AND cancellation_policy <> 'null'::jsonb
       THEN late_cancellation_fee_minor ELSE first_night_minor END`,
    `status IN ('pending', 'confirmed') AND NOT COALESCE(is_hold AND hold_expires_at <= now(), false)
     AND (now() AT TIME ZONE timezone)::date BETWEEN start_date AND start_date + 1`,
  );

/** Flags a live booking whose room was given back as a conflict; undefined when there was nothing to flag. */
export const flagConflict = (db: Db, id: string) =>
  updateIf(db, { id }, "conflict = true", "status NOT IN ('cancelled', 'no_show') AND NOT conflict");

/** A new occupant for a member booking: the booking's guest is the occupant (its revision: "occupant"). */
export async function setBookingGuest(db: PoolClient, bookingId: string, guestId: string): Promise<void> {
  await db.query("UPDATE booking.bookings SET guest_id = $2 WHERE id = $1", [bookingId, guestId]);
}

/**
 * A change quote applied: the booking takes the proposed stay and its terms, and the total it will
 * charge (the proposed total and any change fee), at the version the quote was made on. A pending
 * hold stays pending with its clock.
 */
export const changeStay = (db: Db, which: Which, p: ProposedStay, totalMinor: number) =>
  updateIf(
    db,
    which,
    `unit_id = $5, room_id = $6, rate_plan_id = $7, start_date = $8, end_date = $9, adults = $10,
     children = $11, total_minor = $12, taxes = $13, cancellation_policy = $14,
     free_cancellation_until = $15, late_cancellation_fee_minor = $16, first_night_minor = $17, conflict = false`,
    "status IN ('pending', 'confirmed', 'checked_in')",
    [
      p.unit_id,
      p.room_id,
      p.rate_plan_id,
      p.start_date,
      p.end_date,
      p.adults,
      p.children,
      totalMinor,
      JSON.stringify(p.taxes),
      p.cancellation_policy === null ? null : JSON.stringify(p.cancellation_policy),
      p.free_cancellation_until,
      p.cancellation_fee_minor,
      firstNightMinor(p.nightly),
    ],
  );
