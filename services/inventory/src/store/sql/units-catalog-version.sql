-- A unit made, removed or changed (its housekeeping is not part of the catalog) bumps its property's catalog_version at commit.
DROP TRIGGER IF EXISTS units_catalog_version ON inventory.units;
CREATE CONSTRAINT TRIGGER units_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF name, kind, parent_unit_id, max_adults, published, blocked_for_sale,
    window_start, window_end ON inventory.units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
