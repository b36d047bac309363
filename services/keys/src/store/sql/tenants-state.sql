-- A hotel's change that others must see takes a new state_version.
DROP TRIGGER IF EXISTS tenants_state ON keys.tenants;
CREATE TRIGGER tenants_state BEFORE UPDATE ON keys.tenants
  FOR EACH ROW EXECUTE FUNCTION keys.bump_tenant_state();
