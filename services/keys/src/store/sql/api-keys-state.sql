-- A key's change that others must see takes a new state_version, set here so no write can forget it.
DROP TRIGGER IF EXISTS api_keys_state ON keys.api_keys;
CREATE TRIGGER api_keys_state BEFORE UPDATE ON keys.api_keys
  FOR EACH ROW EXECUTE FUNCTION keys.bump_key_state();
