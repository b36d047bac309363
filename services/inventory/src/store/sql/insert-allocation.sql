-- An allocation's last statement, sent with its COMMIT: inserts the pending allocation with the terms its stay was sold on and its claims (slot ids with their share ranges [lo, hi)), and returns it. The claims' exclusion constraint (23P01) and the booking id's unique constraint (23505) raise as they would from the INSERT itself.
CREATE OR REPLACE FUNCTION inventory.insert_allocation(
  p_id text, p_booking text, p_tenant text, p_property text, p_unit text, p_room text, p_rate_plan text,
  p_start date, p_end date, p_adults int, p_currency text, p_nightly jsonb, p_total_minor bigint,
  p_origin text, p_conflict boolean, p_terms jsonb, p_slots text[], p_los int[], p_his int[]
)
RETURNS SETOF inventory.allocations
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
    WITH a AS (
      INSERT INTO inventory.allocations (id, booking_id, tenant_id, property_id, unit_id, room_id, rate_plan_id,
        start_date, end_date, adults, currency, nightly, total_minor, status, origin, conflict, terms)
      VALUES (p_id, p_booking, p_tenant, p_property, p_unit, p_room, p_rate_plan, p_start, p_end, p_adults,
        p_currency, p_nightly, p_total_minor, 'pending', p_origin, p_conflict, p_terms)
      RETURNING *
    ), c AS (
      INSERT INTO inventory.claims (allocation_id, slot_id, during, share)
      SELECT a.id, c.slot_id, daterange(a.start_date, a.end_date, '[)'), int4range(c.lo, c.hi)
        FROM a, unnest(p_slots, p_los, p_his) AS c(slot_id, lo, hi)
    )
    SELECT a.* FROM a;
END $$;
