-- Up Migration
-- Every change a gateway or the webhooks service must see (a key's status, scopes, properties,
-- expiry; a hotel's state or merchant token) takes a new state_version from one sequence, set by
-- triggers so no write can forget it. The keys service writes that state to the key-states bucket
-- (JetStream KV) and records it as published; a sync job catches up whatever was not.
CREATE SEQUENCE keys.state_versions;

ALTER TABLE keys.api_keys
  ADD COLUMN state_version bigint NOT NULL DEFAULT nextval('keys.state_versions'),
  ADD COLUMN published_version bigint NOT NULL DEFAULT 0;
ALTER TABLE keys.tenants
  ADD COLUMN state_version bigint NOT NULL DEFAULT nextval('keys.state_versions'),
  ADD COLUMN published_version bigint NOT NULL DEFAULT 0;
CREATE INDEX api_keys_unpublished_idx ON keys.api_keys (id) WHERE published_version < state_version;
CREATE INDEX tenants_unpublished_idx ON keys.tenants (id) WHERE published_version < state_version;

CREATE FUNCTION keys.bump_key_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.scopes IS DISTINCT FROM OLD.scopes
     OR NEW.property_ids IS DISTINCT FROM OLD.property_ids OR NEW.expires_on IS DISTINCT FROM OLD.expires_on
     OR NEW.environment IS DISTINCT FROM OLD.environment THEN
    NEW.state_version := nextval('keys.state_versions');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER api_keys_state BEFORE UPDATE ON keys.api_keys
  FOR EACH ROW EXECUTE FUNCTION keys.bump_key_state();

CREATE FUNCTION keys.bump_tenant_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active IS DISTINCT FROM OLD.active OR NEW.merchant_token_hash IS DISTINCT FROM OLD.merchant_token_hash THEN
    NEW.state_version := nextval('keys.state_versions');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER tenants_state BEFORE UPDATE ON keys.tenants
  FOR EACH ROW EXECUTE FUNCTION keys.bump_tenant_state();

-- Down Migration
DROP TRIGGER tenants_state ON keys.tenants;
DROP FUNCTION keys.bump_tenant_state();
DROP TRIGGER api_keys_state ON keys.api_keys;
DROP FUNCTION keys.bump_key_state();
ALTER TABLE keys.tenants DROP COLUMN published_version, DROP COLUMN state_version;
ALTER TABLE keys.api_keys DROP COLUMN published_version, DROP COLUMN state_version;
DROP SEQUENCE keys.state_versions;
