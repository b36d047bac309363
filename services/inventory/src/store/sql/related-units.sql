-- The units whose availability a change on one unit can move: the unit, its parent and its children.
CREATE OR REPLACE FUNCTION inventory.related_units(p_unit text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY[p_unit]
    || coalesce((SELECT ARRAY[parent_unit_id] FROM inventory.units WHERE id = p_unit AND parent_unit_id IS NOT NULL), '{}')
    || coalesce((SELECT array_agg(id) FROM inventory.units WHERE parent_unit_id = p_unit), '{}')
$$;
