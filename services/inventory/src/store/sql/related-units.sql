-- The units whose availability a change on one unit can move: the unit, its parent and its children. PL/pgSQL: its plans are kept per connection (a SQL function's are made again at every call).
CREATE OR REPLACE FUNCTION inventory.related_units(p_unit text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  parent text;
  children text[];
BEGIN
  SELECT parent_unit_id INTO parent FROM inventory.units WHERE id = p_unit;
  SELECT array_agg(id) INTO children FROM inventory.units WHERE parent_unit_id = p_unit;
  RETURN ARRAY[p_unit] || CASE WHEN parent IS NULL THEN '{}'::text[] ELSE ARRAY[parent] END || coalesce(children, '{}');
END $$;
