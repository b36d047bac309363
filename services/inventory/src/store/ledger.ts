import type { Allocation } from "@reservations/contracts";
import {
  type Db,
  type PoolClient,
  prepared,
  type QueryResultRow,
  sqlLiteral,
} from "@reservations/service-kit";
import { nightsBetween } from "@reservations/service-kit/dates";
import { fromMinor } from "@reservations/service-kit/money";
import type { Hold, Ledger } from "../domain/holds.js";
import type { NewAllocation } from "../domain/placing.js";

/** Live allocations, change quotes' holds and sale blocks of the whole property that overlap [start, end), in one round trip. */
const PROPERTY_LEDGER = `SELECT false AS block, unit_id, room_id, start_date, end_date
    FROM inventory.allocations
   WHERE property_id = $1 AND status <> 'released' AND start_date < $3 AND end_date > $2
  UNION ALL
  SELECT false, unit_id, room_id, start_date, end_date FROM inventory.change_holds
   WHERE property_id = $1 AND start_date < $3 AND end_date > $2
  UNION ALL
  SELECT true, unit_id, room_id, start_date, end_date FROM inventory.sale_blocks
   WHERE property_id = $1 AND start_date < $3 AND end_date > $2`;

export async function loadLedger(db: Db, propertyId: string, start: string, end: string): Promise<Ledger> {
  const { rows } = await db.query<Hold & { block: boolean }>(PROPERTY_LEDGER, [propertyId, start, end]);
  return ledgerOf(rows);
}

/** What an allocation keeps of its stay's terms (the `terms` column). */
type Terms = Pick<
  Allocation,
  "children" | "taxes" | "cancellation_policy" | "free_cancellation_until" | "cancellation_fee_minor"
>;

/** The row as selected (with the property's time zone joined): the wire's fields but those it derives. */
type AllocationRow = Omit<Allocation, "nights" | "total_price" | keyof Terms> & {
  tenant_id: string;
  terms: Partial<Terms>;
};

export const toAllocation = (r: AllocationRow): Allocation => ({
  id: r.id,
  booking_id: r.booking_id,
  property_id: r.property_id,
  unit_id: r.unit_id,
  room_id: r.room_id,
  rate_plan_id: r.rate_plan_id,
  start_date: r.start_date,
  end_date: r.end_date,
  nights: nightsBetween(r.start_date, r.end_date),
  adults: r.adults,
  currency: r.currency,
  timezone: r.timezone,
  nightly: r.nightly,
  total_price: fromMinor(r.total_minor),
  total_minor: r.total_minor,
  status: r.status,
  conflict: r.conflict,
  // An allocation made before terms were kept has none.
  children: r.terms.children ?? [],
  taxes: r.terms.taxes ?? [],
  cancellation_policy: r.terms.cancellation_policy ?? null,
  free_cancellation_until: r.terms.free_cancellation_until ?? null,
  cancellation_fee_minor: r.terms.cancellation_fee_minor ?? 0,
});

const ALLOCATION_BY_BOOKING = `SELECT a.*, p.timezone FROM inventory.allocations a
  JOIN inventory.properties p ON p.id = a.property_id WHERE a.booking_id = $1`;
const findAllocationStatement = prepared<AllocationRow>("inventory_find_allocation", ALLOCATION_BY_BOOKING);
const lockAllocationStatement = prepared<AllocationRow>(
  "inventory_lock_allocation",
  `${ALLOCATION_BY_BOOKING} FOR UPDATE OF a`,
);

const withTenant = (row: AllocationRow | undefined) =>
  row && { ...toAllocation(row), tenant_id: row.tenant_id };

/**
 * The booking id's allocation as a statement with its value inlined, for a round trip with BEGIN
 * (inventory.allocation_of: a plan kept per connection); `allocationIn` reads its rows, with the
 * time zone of the property's catalog.
 */
export const allocationByBookingSql = (bookingId: string) =>
  `SELECT * FROM inventory.allocation_of(${sqlLiteral(bookingId)})`;

export const allocationIn = (rows: QueryResultRow[], timezone: string) =>
  rows[0] ? withTenant({ ...(rows[0] as AllocationRow), timezone }) : undefined;

export async function findAllocation(
  db: Db,
  bookingId: string,
  forUpdate = false,
): Promise<(Allocation & { tenant_id: string }) | undefined> {
  const { rows } = await (forUpdate ? lockAllocationStatement : findAllocationStatement)(db, [bookingId]);
  return withTenant(rows[0]);
}

/**
 * The allocation's first statement, sent with its BEGIN: locks the units (in id order) and reads
 * their live allocations and sale blocks overlapping [start, end) under the lock
 * (inventory.lock_units_ledger); `ledgerOf` reads its rows.
 */
export function lockUnitsLedgerSql(
  propertyId: string,
  unitIds: string[],
  start: string,
  end: string,
): string {
  return `SELECT * FROM inventory.lock_units_ledger(${sqlLiteral(propertyId)}, ${sqlLiteral(unitIds)}::text[], ${sqlLiteral(start)}::date, ${sqlLiteral(end)}::date)`;
}

/**
 * Locks units (give them in id order) for stays placed together: sent with BEGIN before each
 * stay's lockUnitsLedgerSql, which then finds its units locked already, so that a batch takes its
 * locks in the order a single allocation does.
 */
export function lockUnitsSql(unitIds: string[]): string {
  return `SELECT 1 FROM inventory.units WHERE id = ANY (${sqlLiteral(unitIds)}::text[]) ORDER BY id FOR UPDATE`;
}

/** The ledger in rows of (block, unit_id, room_id, start_date, end_date). */
export function ledgerOf(rows: QueryResultRow[]): Ledger {
  const ledger: Ledger = { allocations: [], blocks: [] };
  for (const { block, ...hold } of rows as (Hold & { block: boolean })[])
    (block ? ledger.blocks : ledger.allocations).push(hold);
  return ledger;
}

/** Drops a released allocation of the booking id before a retry allocates it again. */
export async function dropReleased(db: PoolClient, bookingId: string): Promise<void> {
  await db.query("DELETE FROM inventory.allocations WHERE booking_id = $1 AND status = 'released'", [
    bookingId,
  ]);
}

/**
 * The allocation's last statement, sent with its COMMIT (inTransactionEndingWith): inserts the
 * pending allocation and its claims (inventory.insert_allocation, its arguments named) and reads it back. A taken slot
 * or a booking id allocated meanwhile raises, as the INSERT would (isSlotTaken, isDuplicateBooking).
 */
export function insertAllocationLast(
  a: NewAllocation,
  timezone: string,
): { last: string; result: (rows: QueryResultRow[]) => Allocation & { tenant_id: string } } {
  const args: Record<string, string> = {
    p_id: sqlLiteral(a.id),
    p_booking: sqlLiteral(a.booking_id),
    p_tenant: sqlLiteral(a.tenant_id),
    p_property: sqlLiteral(a.property_id),
    p_unit: sqlLiteral(a.unit_id),
    p_room: sqlLiteral(a.room_id),
    p_rate_plan: sqlLiteral(a.rate_plan_id),
    p_start: sqlLiteral(a.start_date),
    p_end: sqlLiteral(a.end_date),
    p_adults: sqlLiteral(a.adults),
    p_currency: sqlLiteral(a.currency),
    p_nightly: sqlLiteral(JSON.stringify(a.nightly)),
    p_total_minor: sqlLiteral(a.total_minor),
    p_origin: sqlLiteral(a.origin),
    p_conflict: sqlLiteral(a.conflict),
    p_terms: sqlLiteral(
      JSON.stringify({
        children: a.children,
        taxes: a.taxes,
        cancellation_policy: a.cancellation_policy,
        free_cancellation_until: a.free_cancellation_until,
        cancellation_fee_minor: a.cancellation_fee_minor,
      } satisfies Terms),
    ),
    p_slots: `${sqlLiteral(a.claims.map((c) => c.slot_id))}::text[]`,
    p_los: `${sqlLiteral(a.claims.map((c) => c.share[0]))}::int[]`,
    p_his: `${sqlLiteral(a.claims.map((c) => c.share[1]))}::int[]`,
  };
  const named = Object.entries(args).map(([name, value]) => `${name} => ${value}`);
  return {
    last: `SELECT * FROM inventory.insert_allocation(${named.join(", ")})`,
    result: (rows) => withTenant({ ...(rows[0] as AllocationRow), timezone })!,
  };
}

/**
 * Commits the pending allocations of the booking ids ($1, an array) and answers them. "Pending" is
 * written as neither committed nor released so that only the booking id's index fits: with
 * `status = 'pending'` Postgres may pick the reconciler's index and read every pending allocation.
 */
export const COMMIT_ALLOCATIONS_SQL = `WITH c AS (
     UPDATE inventory.allocations SET status = 'committed', committed_at = now()
      WHERE booking_id = ANY ($1::text[]) AND status <> ALL (ARRAY['committed', 'released']) RETURNING *
   )
   SELECT c.*, p.timezone FROM c JOIN inventory.properties p ON p.id = c.property_id`;
const commitAllocationsStatement = prepared<AllocationRow>(
  "inventory_commit_allocations",
  COMMIT_ALLOCATIONS_SQL,
);

/**
 * Commits the pending allocations of many bookings in one round trip (booking events that arrived
 * together); answers the booking ids it committed. The others were committed already (an event
 * seen twice), released or never allocated: `commitAllocation` tells which, one at a time.
 */
export async function commitAllocations(db: Db, bookingIds: readonly string[]): Promise<Set<string>> {
  const { rows } = await commitAllocationsStatement(db, [[...bookingIds].sort()]);
  return new Set(rows.map((r) => r.booking_id));
}

/** Commits a pending allocation in one round trip; one that was not pending is read as it is. */
export async function commitAllocation(db: Db, bookingId: string): Promise<Allocation | undefined> {
  const { rows } = await commitAllocationsStatement(db, [[bookingId]]);
  return rows[0] ? withTenant(rows[0]) : findAllocation(db, bookingId);
}

/** Returns the room to sale: the allocation is kept (released), its claims and the booking's change quotes are dropped. */
export async function releaseAllocation(db: PoolClient, bookingId: string): Promise<Allocation | undefined> {
  await db.query("DELETE FROM inventory.change_quotes WHERE booking_id = $1", [bookingId]);
  const { rows } = await db.query<{ id: string }>(
    `UPDATE inventory.allocations SET status = 'released', released_at = now()
      WHERE booking_id = $1 AND status <> 'released' RETURNING id`,
    [bookingId],
  );
  if (rows[0]) await db.query("DELETE FROM inventory.claims WHERE allocation_id = $1", [rows[0].id]);
  return findAllocation(db, bookingId);
}

/** Pending allocations older than the grace period, for the reconciler. */
export async function stalePending(
  db: Db,
  olderThanMs: number,
  limit: number,
  tenantId: string | null = null,
): Promise<{ booking_id: string }[]> {
  const { rows } = await db.query<{ booking_id: string }>(
    `SELECT booking_id FROM inventory.allocations
      WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1::double precision / 1000)
        AND ($3::text IS NULL OR tenant_id = $3)
      ORDER BY created_at LIMIT $2`,
    [olderThanMs, limit, tenantId],
  );
  return rows;
}

const pgCode = (err: unknown) => (err as { code?: string }).code;
/** The claims' exclusion constraint refused the insert: the slot was taken after all. */
export const isSlotTaken = (err: unknown): boolean => pgCode(err) === "23P01";
/** Another allocation of the booking was inserted first. */
export const isDuplicateBooking = (err: unknown): boolean => pgCode(err) === "23505";
