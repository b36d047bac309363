import type { ProposedStay } from "@reservations/contracts";
import { type Db, newId, type PoolClient } from "@reservations/service-kit";
import type { Claim } from "../domain/allocation.js";
import type { Placed } from "../domain/changes.js";
import type { Ledger } from "../domain/holds.js";
import { ledgerOf } from "./ledger.js";

/** A change quote as inventory keeps it until the change is applied or the quote ends. */
export interface ChangeQuoteRow {
  id: string;
  booking_id: string;
  tenant_id: string;
  property_id: string;
  unit_id: string;
  room_id: string | null;
  rate_plan_id: string | null;
  start_date: string;
  end_date: string;
  adults: number;
  nightly: ProposedStay["nightly"];
  total_minor: number;
  terms: Pick<
    ProposedStay,
    "children" | "taxes" | "cancellation_policy" | "free_cancellation_until" | "cancellation_fee_minor"
  >;
  claims: Claim[];
  expires_at: Date;
}

/** The stay's columns in the order both the quote's row and the allocation's write them: unit_id to terms. */
const stayValues = (q: ChangeQuoteRow) => [
  q.unit_id,
  q.room_id,
  q.rate_plan_id,
  q.start_date,
  q.end_date,
  q.adults,
  JSON.stringify(q.nightly),
  q.total_minor,
  JSON.stringify(q.terms),
];

export async function findChangeQuote(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<ChangeQuoteRow | undefined> {
  const { rows } = await db.query<ChangeQuoteRow>(
    `SELECT * FROM inventory.change_quotes WHERE id = $1${forUpdate ? " FOR UPDATE" : ""}`,
    [id],
  );
  return rows[0];
}

/** The last change quote applied to the booking's allocation. */
export async function appliedQuoteOf(db: Db, bookingId: string): Promise<string | null> {
  const { rows } = await db.query<{ change_quote_id: string | null }>(
    "SELECT change_quote_id FROM inventory.allocations WHERE booking_id = $1",
    [bookingId],
  );
  return rows[0]?.change_quote_id ?? null;
}

/** Keeps a quote and holds the nights it adds. */
export async function insertChangeQuote(tx: PoolClient, q: ChangeQuoteRow, holds: Placed[]): Promise<void> {
  await tx.query(
    `INSERT INTO inventory.change_quotes (id, booking_id, tenant_id, property_id, unit_id, room_id, rate_plan_id,
       start_date, end_date, adults, nightly, total_minor, terms, claims, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      q.id,
      q.booking_id,
      q.tenant_id,
      q.property_id,
      ...stayValues(q),
      JSON.stringify(q.claims),
      q.expires_at,
    ],
  );
  if (holds.length === 0) return;
  await tx.query(
    `INSERT INTO inventory.change_holds (id, quote_id, property_id, unit_id, room_id, start_date, end_date)
     SELECT h.id, $1, $2, h.unit_id, h.room_id, h.start_date, h.end_date
       FROM unnest($3::text[], $4::text[], $5::text[], $6::date[], $7::date[])
         AS h(id, unit_id, room_id, start_date, end_date)`,
    [
      q.id,
      q.property_id,
      holds.map(() => newId("chh")),
      holds.map((h) => h.unit_id),
      holds.map((h) => h.room_id),
      holds.map((h) => h.start_date),
      holds.map((h) => h.end_date),
    ],
  );
}

/** Ends quotes and frees their holds; answers how many there were. */
export async function dropChangeQuotes(db: Db, ids: readonly string[]): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM inventory.change_quotes WHERE id = ANY ($1::text[])", [
    ids,
  ]);
  return rowCount ?? 0;
}

/** Quotes whose time ran out more than `graceMs` ago, for the sweep. */
export async function overdueChangeQuotes(
  db: Db,
  graceMs: number,
  limit: number,
): Promise<{ id: string; booking_id: string; tenant_id: string }[]> {
  const { rows } = await db.query<{ id: string; booking_id: string; tenant_id: string }>(
    `SELECT id, booking_id, tenant_id FROM inventory.change_quotes
      WHERE expires_at < now() - make_interval(secs => $1::double precision / 1000)
      ORDER BY expires_at LIMIT $2`,
    [graceMs, limit],
  );
  return rows;
}

/**
 * The ledger of units (locked already) over [start, end), without what the booking itself holds:
 * its allocation and its other quotes' holds, which the proposed stay would replace.
 */
export async function ledgerWithout(
  tx: PoolClient,
  bookingId: string,
  propertyId: string,
  unitIds: string[],
  start: string,
  end: string,
): Promise<Ledger> {
  const { rows } = await tx.query(
    `SELECT false AS block, unit_id, room_id, start_date, end_date FROM inventory.allocations
      WHERE property_id = $1 AND unit_id = ANY ($2::text[]) AND status <> 'released'
        AND start_date < $4 AND end_date > $3 AND booking_id <> $5
     UNION ALL
     SELECT false, h.unit_id, h.room_id, h.start_date, h.end_date FROM inventory.change_holds h
       JOIN inventory.change_quotes q ON q.id = h.quote_id
      WHERE h.property_id = $1 AND h.unit_id = ANY ($2::text[]) AND h.start_date < $4 AND h.end_date > $3
        AND q.booking_id <> $5
     UNION ALL
     SELECT true, unit_id, room_id, start_date, end_date FROM inventory.sale_blocks
      WHERE property_id = $1 AND unit_id = ANY ($2::text[]) AND start_date < $4 AND end_date > $3`,
    [propertyId, unitIds, start, end, bookingId],
  );
  return ledgerOf(rows);
}

/**
 * Applies a quote to the booking's live allocation: the allocation becomes the quote's stay, its
 * claims the quote's, and the quote and its holds end. Units are locked by the caller, so the
 * nights the allocation keeps are never free to anyone in between. False when the allocation was
 * released (the booking was cancelled): the quote just ends.
 */
export async function applyChangeQuote(tx: PoolClient, q: ChangeQuoteRow): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE inventory.allocations
        SET unit_id = $2, room_id = $3, rate_plan_id = $4, start_date = $5, end_date = $6, adults = $7,
            nightly = $8, total_minor = $9, terms = $10, conflict = false, change_quote_id = $11
      WHERE booking_id = $1 AND status <> 'released' RETURNING id`,
    [q.booking_id, ...stayValues(q), q.id],
  );
  await tx.query("DELETE FROM inventory.change_quotes WHERE id = $1", [q.id]);
  const allocationId = rows[0]?.id;
  if (!allocationId) return false;
  await tx.query("DELETE FROM inventory.claims WHERE allocation_id = $1", [allocationId]);
  await tx.query(
    `INSERT INTO inventory.claims (allocation_id, slot_id, during, share)
     SELECT $1, c.slot_id, daterange($2::date, $3::date, '[)'), int4range(c.lo, c.hi)
       FROM unnest($4::text[], $5::int[], $6::int[]) AS c(slot_id, lo, hi)`,
    [
      allocationId,
      q.start_date,
      q.end_date,
      q.claims.map((c) => c.slot_id),
      q.claims.map((c) => c.share[0]),
      q.claims.map((c) => c.share[1]),
    ],
  );
  return true;
}
