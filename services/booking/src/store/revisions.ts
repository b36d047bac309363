import { type BookingRevision, formatMoney, type RevisionActor, type StayTax } from "@reservations/contracts";
import type { Db } from "@reservations/service-kit";
import { isoInZone } from "@reservations/service-kit/zoned";
import { type BookingRow, taxLinesOf } from "./bookings.js";
import { SYSTEM } from "./status-updates.js";

/** A stored revision (store/sql/revise-booking.sql): each changed column's JSON before and after. */
interface RevisionRow {
  version: number;
  at: Date;
  actor: RevisionActor;
  action: BookingRevision["action"];
  changes: Record<string, [unknown, unknown]>;
}

/** The booking's changes after `afterVersion`, oldest first; `limit` of them at the most. */
export async function listRevisions(
  db: Db,
  booking: Pick<BookingRow, "id" | "tenant_id">,
  afterVersion: number,
  limit: number,
): Promise<RevisionRow[]> {
  const { rows } = await db.query<RevisionRow>(
    `SELECT version, at, actor, action, changes FROM booking.revisions
      WHERE tenant_id = $1 AND booking_id = $2 AND version > $3 ORDER BY version LIMIT $4`,
    [booking.tenant_id, booking.id, afterVersion, limit],
  );
  return rows;
}

/** The booking's first version: made by its key, the hotel's person or token, or the system. */
export function creation(b: BookingRow): BookingRevision {
  return {
    version: 1,
    at: b.created_at.toISOString(),
    actor: b.created_by ?? (b.created_by_key ? { type: "key", id: b.created_by_key } : SYSTEM),
    action: "create",
    changes: {},
  };
}

const timestamp = (v: unknown) => (typeof v === "string" ? new Date(v).toISOString() : null);
/** A stored column's value as the booking's field shows it: [field name, value]. */
function field(b: BookingRow, column: string, v: unknown): [string, unknown] {
  const money = (minor: unknown) => (typeof minor === "number" ? formatMoney(minor, b.currency) : null);
  switch (column) {
    case "total_minor":
      return ["total_price", money(v)];
    case "cancellation_fee_minor":
      return ["cancellation_fee", money(v)];
    case "taxes":
      return [column, Array.isArray(v) ? taxLinesOf(v as StayTax[], b.currency) : v];
    case "hold_expires_at":
      return [column, timestamp(v)];
    case "free_cancellation_until":
      // With the property's offset, as the booking shows it.
      return [column, typeof v === "string" ? isoInZone(new Date(v), b.timezone) : null];
    default:
      return [column, v];
  }
}

/** A stored change as its revision answers it, in the booking's field names and forms. */
export function toRevision(b: BookingRow, r: RevisionRow): BookingRevision {
  return {
    version: r.version,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    changes: Object.fromEntries(
      Object.entries(r.changes).map(([column, [before, after]]) => {
        const [name, was] = field(b, column, before);
        return [name, [was, field(b, column, after)[1]]];
      }),
    ),
  };
}
