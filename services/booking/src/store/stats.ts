import type { Db } from "@reservations/service-kit";

export interface PropertyStats {
  bookings_created: number;
  guest_cancellations: number;
  hotel_cancellations: number;
  expired_holds: number;
  voided: number;
  no_shows: number;
  /** The fees of the cancellations and no-shows counted, in minor units. */
  cancellation_fees_minor: number;
  /** The currency of the property's latest booking; null when it has none. */
  currency: string | null;
}

const DAY_MS = 86_400_000;
// Postgres reads ISO timestamps of years 0001 to 9999 only (toISOString writes +010000-… beyond).
const FIRST_MS = Date.parse("0001-01-01T00:00:00Z");
const LAST_MS = Date.parse("9999-12-31T23:59:59.999Z");
const utcDay = (date: string, shiftDays: number) =>
  new Date(
    Math.min(LAST_MS, Math.max(FIRST_MS, Date.parse(`${date}T00:00:00Z`) + shiftDays * DAY_MS)),
  ).toISOString();

/**
 * Bookings created, cancellations by reason and no-shows on property-local days in [from, to]: each
 * booking's own `timezone` column gives the local date. The UTC window around it is two days
 * wider on each side (no zone is further than ±14 h from UTC) so the indexes narrow the scan.
 */
export async function propertyStats(
  db: Db,
  tenantId: string,
  propertyId: string,
  from: string,
  to: string,
): Promise<PropertyStats> {
  const { rows } = await db.query<PropertyStats>(
    `SELECT
       count(*) FILTER (WHERE (created_at AT TIME ZONE timezone)::date BETWEEN $3::date AND $4::date)::int
         AS bookings_created,
       count(*) FILTER (WHERE cancellation_reason = 'guest' AND in_range)::int AS guest_cancellations,
       count(*) FILTER (WHERE cancellation_reason = 'hotel' AND in_range)::int AS hotel_cancellations,
       count(*) FILTER (WHERE cancellation_reason = 'hold_expired' AND in_range)::int AS expired_holds,
       count(*) FILTER (WHERE cancellation_reason = 'voided' AND in_range)::int AS voided,
       count(*) FILTER (WHERE status = 'no_show' AND in_range)::int AS no_shows,
       COALESCE(sum(cancellation_fee_minor) FILTER (WHERE in_range), 0)::bigint AS cancellation_fees_minor,
       (SELECT currency FROM booking.bookings WHERE tenant_id = $1 AND property_id = $2
         ORDER BY created_at DESC LIMIT 1) AS currency
     FROM (
       SELECT created_at, timezone, status, cancellation_reason, cancellation_fee_minor,
              (COALESCE(cancelled_at, no_show_at) AT TIME ZONE timezone)::date BETWEEN $3::date AND $4::date
                AS in_range
         FROM booking.bookings
        WHERE tenant_id = $1 AND property_id = $2
          AND ((created_at >= $5 AND created_at < $6) OR (cancelled_at >= $5 AND cancelled_at < $6)
            OR (no_show_at >= $5 AND no_show_at < $6))
     ) b`,
    [tenantId, propertyId, from, to, utcDay(from, -2), utcDay(to, 3)],
  );
  return rows[0]!;
}

export interface VoidCandidate {
  id: string;
  property_id: string;
  start_date: string;
  end_date: string;
}

/**
 * What revoke-and-void would cancel: the key's bookings created on or after `since` (UTC),
 * not cancelled, whose stay has not started (not checked in or out, arrival not before today
 * in the booking's time zone). A started stay is the guest's real visit: voiding cannot undo it.
 */
export async function voidCandidates(
  db: Db,
  tenantId: string,
  keyId: string,
  since: string,
): Promise<VoidCandidate[]> {
  const { rows } = await db.query<VoidCandidate>(
    `SELECT id, property_id, start_date, end_date
       FROM booking.bookings
      WHERE tenant_id = $1 AND created_by_key = $2
        AND created_at >= ($3::date)::timestamp AT TIME ZONE 'UTC'
        AND status IN ('pending', 'confirmed')
        AND start_date >= (now() AT TIME ZONE timezone)::date
      ORDER BY created_at, id`,
    [tenantId, keyId, since],
  );
  return rows;
}
