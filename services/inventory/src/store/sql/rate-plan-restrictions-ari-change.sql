-- A rate plan's restrictions on a date changed: an entry of the ARI change log, written at commit.
DROP TRIGGER IF EXISTS rate_plan_restrictions_ari_change ON inventory.rate_plan_restrictions;
CREATE CONSTRAINT TRIGGER rate_plan_restrictions_ari_change AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plan_restrictions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_catalog_ari_change();
