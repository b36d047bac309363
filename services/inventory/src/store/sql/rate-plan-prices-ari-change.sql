-- A rate plan's prices changed: an entry of the ARI change log, written at commit.
DROP TRIGGER IF EXISTS rate_plan_prices_ari_change ON inventory.rate_plan_prices;
CREATE CONSTRAINT TRIGGER rate_plan_prices_ari_change AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plan_prices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_catalog_ari_change();
