-- A rate plan's restrictions set on dates: an entry of the ARI change log per plan and statement, over its dates.
DROP TRIGGER IF EXISTS rate_plan_restrictions_ari_change ON inventory.rate_plan_restrictions;
CREATE TRIGGER rate_plan_restrictions_ari_change AFTER INSERT ON inventory.rate_plan_restrictions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inventory.log_plan_rows_ari_change();
