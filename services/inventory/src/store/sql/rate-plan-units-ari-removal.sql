-- Units taken from a rate plan: an entry of the ARI change log per plan and statement.
DROP TRIGGER IF EXISTS rate_plan_units_ari_removal ON inventory.rate_plan_units;
CREATE TRIGGER rate_plan_units_ari_removal AFTER DELETE ON inventory.rate_plan_units
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION inventory.log_plan_rows_ari_change();
