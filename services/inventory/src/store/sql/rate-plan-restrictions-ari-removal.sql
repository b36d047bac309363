-- A rate plan's restrictions removed from dates: an entry of the ARI change log per plan and statement, over its dates.
DROP TRIGGER IF EXISTS rate_plan_restrictions_ari_removal ON inventory.rate_plan_restrictions;
CREATE TRIGGER rate_plan_restrictions_ari_removal AFTER DELETE ON inventory.rate_plan_restrictions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inventory.log_plan_rows_ari_change();
