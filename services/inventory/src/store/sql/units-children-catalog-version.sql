-- A unit's most children changed: its property's catalog changed.
DROP TRIGGER IF EXISTS units_children_catalog_version ON inventory.units;
CREATE CONSTRAINT TRIGGER units_children_catalog_version AFTER UPDATE OF max_children ON inventory.units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
