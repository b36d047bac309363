-- A unit given to or taken from a rate plan: an entry of the ARI change log, written at commit.
DROP TRIGGER IF EXISTS rate_plan_units_ari_change ON inventory.rate_plan_units;
CREATE CONSTRAINT TRIGGER rate_plan_units_ari_change AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plan_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_catalog_ari_change();
