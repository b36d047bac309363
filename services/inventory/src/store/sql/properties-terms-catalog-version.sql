-- A property's taxes or check-in time changed: its catalog changed.
DROP TRIGGER IF EXISTS properties_terms_catalog_version ON inventory.properties;
CREATE TRIGGER properties_terms_catalog_version BEFORE UPDATE OF taxes, check_in_time ON inventory.properties
  FOR EACH ROW EXECUTE FUNCTION inventory.bump_own_catalog_version();
