-- Any change of a rate plan's row: its property's catalog changed.
DROP TRIGGER IF EXISTS rate_plans_catalog_version ON inventory.rate_plans;
CREATE CONSTRAINT TRIGGER rate_plans_catalog_version
  AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plans
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
