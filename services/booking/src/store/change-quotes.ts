import type { ChangeQuote, ChangeQuoteFate, ProposedStay } from "@reservations/contracts";
import type { Db, PoolClient } from "@reservations/service-kit";

/** A change quote as the booking service keeps it. */
export interface ChangeQuoteRow {
  id: string;
  tenant_id: string;
  property_id: string;
  booking_id: string;
  booking_version: number;
  proposed: ProposedStay;
  answer: ChangeQuote;
  total_minor: number;
  change_fee_minor: number;
  status: "open" | "applied" | "replaced" | "expired";
  expires_at: Date;
  /** Whether its time still runs, by the database's clock (the one a change is checked against). */
  live: boolean;
}

/** The booking's last applied change quote, which inventory may not have applied yet. */
export async function lastAppliedQuote(db: Db, bookingId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM booking.change_quotes WHERE booking_id = $1 AND status = 'applied'
      ORDER BY applied_at DESC LIMIT 1`,
    [bookingId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Keeps a new quote, open, and replaces the booking's open ones (answered, for inventory to free
 * their holds). The caller holds the booking's row lock, so of two quotes the later replaces.
 */
export async function insertChangeQuote(
  tx: PoolClient,
  q: Omit<ChangeQuoteRow, "status" | "live">,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE booking.change_quotes SET status = 'replaced' WHERE booking_id = $1 AND status = 'open' RETURNING id`,
    [q.booking_id],
  );
  await tx.query(
    `INSERT INTO booking.change_quotes (id, tenant_id, property_id, booking_id, booking_version, proposed, answer,
       total_minor, change_fee_minor, status, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10)`,
    [
      q.id,
      q.tenant_id,
      q.property_id,
      q.booking_id,
      q.booking_version,
      JSON.stringify(q.proposed),
      JSON.stringify(q.answer),
      q.total_minor,
      q.change_fee_minor,
      q.expires_at,
    ],
  );
  return rows.map((r) => r.id);
}

/** The booking's quote under its row lock, with whether its time still runs. */
export async function lockChangeQuote(
  tx: PoolClient,
  bookingId: string,
  quoteId: string,
): Promise<ChangeQuoteRow | undefined> {
  const { rows } = await tx.query<ChangeQuoteRow>(
    `SELECT *, expires_at > now() AS live FROM booking.change_quotes
      WHERE id = $1 AND booking_id = $2 FOR UPDATE`,
    [quoteId, bookingId],
  );
  return rows[0];
}

export async function markApplied(tx: PoolClient, quoteId: string): Promise<void> {
  await tx.query("UPDATE booking.change_quotes SET status = 'applied', applied_at = now() WHERE id = $1", [
    quoteId,
  ]);
}

/**
 * Where quotes stand, for inventory's sweep and the expiry job: an open quote past its time is
 * expired now (under its row lock, so a change racing for it either applied it first or finds it
 * expired), and so can never be applied; an unknown id was never kept (dead too).
 */
export async function settleChangeQuotes(
  db: Db,
  tenantId: string | null,
  ids: readonly string[],
): Promise<Map<string, ChangeQuoteFate>> {
  const { rows } = await db.query<{ id: string; status: ChangeQuoteRow["status"] }>(
    `WITH ended AS (
       UPDATE booking.change_quotes SET status = 'expired'
        WHERE id = ANY ($1::text[]) AND ($2::text IS NULL OR tenant_id = $2) AND status = 'open' AND expires_at <= now()
       RETURNING id, status)
     SELECT q.id, coalesce(e.status, q.status) AS status FROM booking.change_quotes q
       LEFT JOIN ended e ON e.id = q.id
      WHERE q.id = ANY ($1::text[]) AND ($2::text IS NULL OR q.tenant_id = $2)`,
    [ids, tenantId],
  );
  const fates = new Map<string, ChangeQuoteFate>(ids.map((id) => [id, "dead"]));
  for (const r of rows)
    fates.set(r.id, r.status === "applied" ? "applied" : r.status === "open" ? "open" : "dead");
  return fates;
}

/** Open quotes, for their expiry jobs to be scheduled again at start (Redis may have lost them). */
export async function openChangeQuotes(db: Db): Promise<{ id: string; expires_at: Date }[]> {
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    "SELECT id, expires_at FROM booking.change_quotes WHERE status = 'open' ORDER BY expires_at LIMIT 10000",
  );
  return rows;
}
