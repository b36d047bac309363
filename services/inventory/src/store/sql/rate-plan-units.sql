-- The units a rate plan sells, for the entries of the ARI change log about the plan. PL/pgSQL: its plan is kept per connection.
CREATE OR REPLACE FUNCTION inventory.rate_plan_unit_ids(p_plan text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT array_agg(unit_id ORDER BY unit_id) FROM inventory.rate_plan_units WHERE rate_plan_id = p_plan), '{}');
END $$;
