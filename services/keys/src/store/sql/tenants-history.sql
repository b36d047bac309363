-- Each new state of a hotel is kept in keys.state_history.
DROP TRIGGER IF EXISTS tenants_history ON keys.tenants;
CREATE TRIGGER tenants_history AFTER INSERT OR UPDATE ON keys.tenants
  FOR EACH ROW EXECUTE FUNCTION keys.record_tenant_state();
