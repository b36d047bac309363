-- A property's currency or time zone changed: its catalog changed.
DROP TRIGGER IF EXISTS properties_catalog_version ON inventory.properties;
CREATE TRIGGER properties_catalog_version BEFORE UPDATE OF currency, timezone ON inventory.properties
  FOR EACH ROW EXECUTE FUNCTION inventory.bump_own_catalog_version();
