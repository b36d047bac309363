-- Each new state of a key is kept in keys.state_history.
DROP TRIGGER IF EXISTS api_keys_history ON keys.api_keys;
CREATE TRIGGER api_keys_history AFTER INSERT OR UPDATE ON keys.api_keys
  FOR EACH ROW EXECUTE FUNCTION keys.record_key_state();
