-- A rate plan's linked units changed: its property's catalog changed.
DROP TRIGGER IF EXISTS rate_plan_units_catalog_version ON inventory.rate_plan_units;
CREATE CONSTRAINT TRIGGER rate_plan_units_catalog_version
  AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plan_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
