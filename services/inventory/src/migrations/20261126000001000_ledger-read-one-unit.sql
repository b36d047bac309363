-- Up Migration
-- Postgres planned lock_units_ledger's ledger read afresh on every allocation (pg_stat_statements
-- with track_planning: 1,001 plans for 1,000 calls, 0.1 ms each, about an eighth of the
-- allocation's CPU in Postgres): against a custom plan, which sees the stay's dates, the generic
-- plan's estimate never looks good enough to keep, though it is the same index scan. The function
-- now always runs generic plans (planned once per connection), and reads one unit, the usual case,
-- by its id, which the ledger's unit index fits (an array parameter only by the property's index).
CREATE OR REPLACE FUNCTION inventory.lock_units_ledger(p_property text, p_units text[], p_start date, p_end date)
RETURNS TABLE (block boolean, unit_id text, room_id text, start_date date, end_date date)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF cardinality(p_units) = 1 THEN
    PERFORM 1 FROM inventory.units u WHERE u.id = p_units[1] FOR UPDATE;
    RETURN QUERY
      SELECT false, a.unit_id, a.room_id, a.start_date, a.end_date FROM inventory.allocations a
       WHERE a.property_id = p_property AND a.status <> 'released' AND a.unit_id = p_units[1]
         AND a.start_date < p_end AND a.end_date > p_start
      UNION ALL
      SELECT true, s.unit_id, s.room_id, s.start_date, s.end_date FROM inventory.sale_blocks s
       WHERE s.property_id = p_property AND s.unit_id = p_units[1]
         AND s.start_date < p_end AND s.end_date > p_start;
    RETURN;
  END IF;
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

-- The allocation's first round trip also reads the booking id's allocation and the property's
-- catalog version. Sent as plain statements (values inlined) they were planned on every call, the
-- allocation's read with its join to the property 0.18 ms each time; as functions their plans are
-- kept (the property's time zone comes from the catalog the allocation already has).
CREATE FUNCTION inventory.allocation_of(p_booking text) RETURNS SETOF inventory.allocations
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT * FROM inventory.allocations a WHERE a.booking_id = p_booking;
END $$;

CREATE FUNCTION inventory.catalog_version_of(p_tenant text, p_property text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT p.catalog_version::text FROM inventory.properties p WHERE p.tenant_id = p_tenant AND p.id = p_property);
END $$;

-- Down Migration
ALTER FUNCTION inventory.lock_units_ledger(text, text[], date, date) RESET plan_cache_mode;
CREATE OR REPLACE FUNCTION inventory.lock_units_ledger(p_property text, p_units text[], p_start date, p_end date)
RETURNS TABLE (block boolean, unit_id text, room_id text, start_date date, end_date date)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF cardinality(p_units) = 1 THEN
    PERFORM 1 FROM inventory.units u WHERE u.id = p_units[1] FOR UPDATE;
  ELSE
    PERFORM 1 FROM inventory.units u WHERE u.id = ANY (p_units) ORDER BY u.id FOR UPDATE;
  END IF;
  RETURN QUERY
    SELECT false, a.unit_id, a.room_id, a.start_date, a.end_date FROM inventory.allocations a
     WHERE a.property_id = p_property AND a.status <> 'released' AND a.unit_id = ANY (p_units)
       AND a.start_date < p_end AND a.end_date > p_start
    UNION ALL
    SELECT true, s.unit_id, s.room_id, s.start_date, s.end_date FROM inventory.sale_blocks s
     WHERE s.property_id = p_property AND s.unit_id = ANY (p_units)
       AND s.start_date < p_end AND s.end_date > p_start;
END $$;
