-- A rate plan made, removed or changed: an entry of the ARI change log, written at commit.
DROP TRIGGER IF EXISTS rate_plans_ari_change ON inventory.rate_plans;
CREATE CONSTRAINT TRIGGER rate_plans_ari_change AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plans
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_catalog_ari_change();
