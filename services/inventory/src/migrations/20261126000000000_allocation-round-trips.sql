-- Up Migration

-- An allocation in two round trips, since a round trip costs more CPU than most statements it
-- carries: BEGIN with lock_units_ledger, allocation_of and catalog_version_of, then
-- insert_allocation with COMMIT (services/inventory/src/store/placings.ts). Values are inlined in
-- the SQL text: ids, dates, prices and the currency only, since Postgres logs a failing statement.

-- PL/pgSQL, so their statements keep plans per connection; the ledger read runs a generic plan, as
-- Postgres otherwise planned it afresh on every allocation (0.1 ms each) for the same index scan.

-- Locks the units (in id order, so concurrent bookings never deadlock) and returns their live
-- allocations and sale blocks that overlap [p_start, p_end), read after the lock is granted.
CREATE FUNCTION inventory.lock_units_ledger(p_property text, p_units text[], p_start date, p_end date)
RETURNS TABLE (block boolean, unit_id text, room_id text, start_date date, end_date date)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM 1 FROM inventory.units u WHERE u.id = ANY (p_units) ORDER BY u.id FOR UPDATE;
  RETURN QUERY
    SELECT false, a.unit_id, a.room_id, a.start_date, a.end_date FROM inventory.allocations a
     WHERE a.property_id = p_property AND a.status <> 'released' AND a.unit_id = ANY (p_units)
       AND a.start_date < p_end AND a.end_date > p_start
    UNION ALL
    SELECT true, s.unit_id, s.room_id, s.start_date, s.end_date FROM inventory.sale_blocks s
     WHERE s.property_id = p_property AND s.unit_id = ANY (p_units)
       AND s.start_date < p_end AND s.end_date > p_start;
END $$;

-- The booking id's allocation (without the property's time zone, which the caller's catalog has).
CREATE FUNCTION inventory.allocation_of(p_booking text) RETURNS SETOF inventory.allocations
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT * FROM inventory.allocations a WHERE a.booking_id = p_booking;
END $$;

-- The property's catalog_version; null when the tenant has no such property.
CREATE FUNCTION inventory.catalog_version_of(p_tenant text, p_property text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT p.catalog_version::text FROM inventory.properties p WHERE p.tenant_id = p_tenant AND p.id = p_property);
END $$;

-- Inserts a pending allocation and its claims (slot ids with their share ranges [lo, hi)) and
-- returns the allocation. The claims' exclusion constraint (23P01) and the booking id's unique
-- constraint (23505) raise as they would from the INSERT itself.
CREATE FUNCTION inventory.insert_allocation(
  p_id text, p_booking text, p_tenant text, p_property text, p_unit text, p_room text, p_rate_plan text,
  p_start date, p_end date, p_adults int, p_currency text, p_nightly jsonb, p_total_minor bigint,
  p_origin text, p_conflict boolean, p_slots text[], p_los int[], p_his int[]
)
RETURNS SETOF inventory.allocations
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
    WITH a AS (
      INSERT INTO inventory.allocations (id, booking_id, tenant_id, property_id, unit_id, room_id, rate_plan_id,
        start_date, end_date, adults, currency, nightly, total_minor, status, origin, conflict)
      VALUES (p_id, p_booking, p_tenant, p_property, p_unit, p_room, p_rate_plan, p_start, p_end, p_adults,
        p_currency, p_nightly, p_total_minor, 'pending', p_origin, p_conflict)
      RETURNING *
    ), c AS (
      INSERT INTO inventory.claims (allocation_id, slot_id, during, share)
      SELECT a.id, c.slot_id, daterange(a.start_date, a.end_date, '[)'), int4range(c.lo, c.hi)
        FROM a, unnest(p_slots, p_los, p_his) AS c(slot_id, lo, hi)
    )
    SELECT a.* FROM a;
END $$;

-- Down Migration
DROP FUNCTION inventory.insert_allocation(text, text, text, text, text, text, text, date, date, int, text, jsonb,
  bigint, text, boolean, text[], int[], int[]);
DROP FUNCTION inventory.catalog_version_of(text, text);
DROP FUNCTION inventory.allocation_of(text);
DROP FUNCTION inventory.lock_units_ledger(text, text[], date, date);
