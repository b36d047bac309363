-- Writes an entry of the ARI change log, in the transaction of the change: one entry per property, kind and rate plan in a transaction, its units and dates widened to cover each change it merges (a null date: unbounded on that side).
CREATE OR REPLACE FUNCTION inventory.log_ari_change(
  p_tenant text, p_property text, p_kind text, p_units text[], p_plan text, p_from date, p_to date
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- Read once: the function is volatile, so a condition on it would scan every entry of the property.
  x xid8 := pg_current_xact_id();
BEGIN
  UPDATE inventory.ari_changes
     SET unit_ids = ARRAY(SELECT DISTINCT u FROM unnest(unit_ids || p_units) u ORDER BY u),
         from_date = CASE WHEN from_date IS NULL OR p_from IS NULL THEN NULL ELSE least(from_date, p_from) END,
         to_date = CASE WHEN to_date IS NULL OR p_to IS NULL THEN NULL ELSE greatest(to_date, p_to) END
   WHERE property_id = p_property AND change_xid = x AND kind = p_kind
     AND rate_plan_id IS NOT DISTINCT FROM p_plan;
  IF NOT FOUND THEN
    INSERT INTO inventory.ari_changes (change_xid, tenant_id, property_id, kind, unit_ids, rate_plan_id, from_date, to_date)
    VALUES (x, p_tenant, p_property, p_kind, ARRAY(SELECT DISTINCT u FROM unnest(p_units) u ORDER BY u), p_plan, p_from, p_to);
  END IF;
END $$;
