-- An allocation's first statement, sent with its BEGIN (store/placings.ts): locks the units in id order (so concurrent bookings never deadlock) and returns their live allocations, change quotes' holds and sale blocks overlapping [p_start, p_end), read after the lock is granted. PL/pgSQL with a generic plan: Postgres would otherwise plan the same index scan afresh on every allocation.
CREATE OR REPLACE FUNCTION inventory.lock_units_ledger(p_property text, p_units text[], p_start date, p_end date)
RETURNS TABLE (block boolean, unit_id text, room_id text, start_date date, end_date date)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM 1 FROM inventory.units u WHERE u.id = ANY (p_units) ORDER BY u.id FOR UPDATE;
  RETURN QUERY
    SELECT false, a.unit_id, a.room_id, a.start_date, a.end_date FROM inventory.allocations a
     WHERE a.property_id = p_property AND a.status <> 'released' AND a.unit_id = ANY (p_units)
       AND a.start_date < p_end AND a.end_date > p_start
    UNION ALL
    SELECT false, h.unit_id, h.room_id, h.start_date, h.end_date FROM inventory.change_holds h
     WHERE h.property_id = p_property AND h.unit_id = ANY (p_units)
       AND h.start_date < p_end AND h.end_date > p_start
    UNION ALL
    SELECT true, s.unit_id, s.room_id, s.start_date, s.end_date FROM inventory.sale_blocks s
     WHERE s.property_id = p_property AND s.unit_id = ANY (p_units)
       AND s.start_date < p_end AND s.end_date > p_start;
END $$;
