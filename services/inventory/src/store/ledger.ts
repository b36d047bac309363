import type { Allocation } from "@reservations/contracts";
import { type Db, type PoolClient, prepared } from "@reservations/service-kit";
import { nightsBetween } from "@reservations/service-kit/dates";
import { fromMinor } from "@reservations/service-kit/money";
import type { Claim } from "../domain/allocation.js";
import type { Hold, Ledger } from "../domain/availability.js";

const LEDGER_SQL = (units: string) => `SELECT false AS block, unit_id, room_id, start_date, end_date
    FROM inventory.allocations
   WHERE property_id = $1 AND status <> 'released'${units} AND start_date < $4 AND end_date > $3
  UNION ALL
  SELECT true, unit_id, room_id, start_date, end_date FROM inventory.sale_blocks
   WHERE property_id = $1${units} AND start_date < $4 AND end_date > $3`;
/** The allocation's re-check under its units' lock: a hot path, prepared. */
const unitsLedgerStatement = prepared<Hold & { block: boolean }>(
  "inventory_units_ledger",
  LEDGER_SQL(" AND unit_id = ANY($2)"),
);
const PROPERTY_LEDGER = LEDGER_SQL(" AND $2::text[] IS NULL");

/** Live allocations and sale blocks on these units (all the property's: null) that overlap [start, end), in one round trip. */
export async function loadLedger(
  db: Db,
  propertyId: string,
  unitIds: string[] | null,
  start: string,
  end: string,
): Promise<Ledger> {
  const values = [propertyId, unitIds, start, end];
  const { rows } = unitIds
    ? await unitsLedgerStatement(db, values)
    : await db.query<Hold & { block: boolean }>(PROPERTY_LEDGER, values);
  const ledger: Ledger = { allocations: [], blocks: [] };
  for (const { block, ...hold } of rows) (block ? ledger.blocks : ledger.allocations).push(hold);
  return ledger;
}

/** The row as selected (with the property's time zone joined): the wire's fields but the two it derives. */
type AllocationRow = Omit<Allocation, "nights" | "total_price"> & { tenant_id: string };

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

export async function findAllocation(
  db: Db,
  bookingId: string,
  forUpdate = false,
): Promise<(Allocation & { tenant_id: string }) | undefined> {
  const { rows } = await (forUpdate ? lockAllocationStatement : findAllocationStatement)(db, [bookingId]);
  return withTenant(rows[0]);
}

/** Locks the unit rows a booking depends on, always in id order so concurrent bookings never deadlock. */
const lockUnitsStatement = prepared(
  "inventory_lock_units",
  "SELECT id FROM inventory.units WHERE id = ANY($1) ORDER BY id FOR UPDATE",
);
/** One unit, the usual case: a plan Postgres reuses (an array's plan it keeps making afresh). */
const lockUnitStatement = prepared(
  "inventory_lock_unit",
  "SELECT id FROM inventory.units WHERE id = $1 FOR UPDATE",
);
export async function lockUnits(db: PoolClient, unitIds: string[]): Promise<void> {
  if (unitIds.length === 1) await lockUnitStatement(db, unitIds);
  else await lockUnitsStatement(db, [unitIds]);
}

export interface NewAllocation extends Omit<Allocation, "nights" | "total_price" | "status" | "timezone"> {
  tenant_id: string;
  origin: string;
  claims: Claim[];
}

const insertAllocationStatement = prepared<AllocationRow>(
  "inventory_insert_allocation",
  `WITH a AS (
       INSERT INTO inventory.allocations (id, booking_id, tenant_id, property_id, unit_id, room_id, rate_plan_id,
         start_date, end_date, adults, currency, nightly, total_minor, status, origin, conflict)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', $14, $15)
       RETURNING *
     ), c AS (
       INSERT INTO inventory.claims (allocation_id, slot_id, during, share)
       SELECT a.id, c.slot_id, daterange(a.start_date, a.end_date, '[)'), int4range(c.lo, c.hi)
         FROM a, unnest($16::text[], $17::int[], $18::int[]) AS c(slot_id, lo, hi)
     )
     SELECT a.*, $19::text AS timezone FROM a`,
);

/**
 * Inserts a pending allocation and its claims in one statement and returns it. `replacesReleased`
 * first drops a released allocation of the same booking (a retry after a release).
 */
export async function insertAllocation(
  db: PoolClient,
  a: NewAllocation,
  timezone: string,
  options: { replacesReleased?: boolean } = {},
): Promise<Allocation & { tenant_id: string }> {
  if (options.replacesReleased) {
    await db.query("DELETE FROM inventory.allocations WHERE booking_id = $1 AND status = 'released'", [
      a.booking_id,
    ]);
  }
  const { rows } = await insertAllocationStatement(db, [
    a.id,
    a.booking_id,
    a.tenant_id,
    a.property_id,
    a.unit_id,
    a.room_id,
    a.rate_plan_id,
    a.start_date,
    a.end_date,
    a.adults,
    a.currency,
    JSON.stringify(a.nightly),
    a.total_minor,
    a.origin,
    a.conflict,
    a.claims.map((c) => c.slot_id),
    a.claims.map((c) => c.share[0]),
    a.claims.map((c) => c.share[1]),
    timezone,
  ]);
  return withTenant(rows[0])!;
}

const commitAllocationStatement = prepared<AllocationRow>(
  "inventory_commit_allocation",
  `WITH c AS (
     UPDATE inventory.allocations SET status = 'committed', committed_at = now()
      WHERE booking_id = $1 AND status = 'pending' RETURNING *
   )
   SELECT c.*, p.timezone FROM c JOIN inventory.properties p ON p.id = c.property_id`,
);

/** Commits a pending allocation in one round trip; one that was not pending is read as it is. */
export async function commitAllocation(db: Db, bookingId: string): Promise<Allocation | undefined> {
  const { rows } = await commitAllocationStatement(db, [bookingId]);
  return rows[0] ? withTenant(rows[0]) : findAllocation(db, bookingId);
}

/** Returns the room to sale: the allocation is kept (released) and its claims are dropped. */
export async function releaseAllocation(db: PoolClient, bookingId: string): Promise<Allocation | undefined> {
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
