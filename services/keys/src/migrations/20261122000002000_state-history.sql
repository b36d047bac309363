-- Up Migration
-- Every state a key or a hotel has been in, from when: the webhooks service judges an event by the
-- state in force when it happened as well as by the state now, so an event that happened while a
-- key was paused is never delivered, even when the webhooks service only gets to it after a resume.
-- Written by the same triggers that bump state_version; the newest entries travel in the bucket.
CREATE TABLE keys.state_history (
  subject       text NOT NULL CHECK (subject IN ('key', 'tenant')),
  id            text NOT NULL,
  version       bigint NOT NULL,
  since         timestamptz NOT NULL DEFAULT now(),
  status        text,
  expires_on    date,
  scopes        text[],
  property_ids  text[],
  active        boolean,
  PRIMARY KEY (subject, id, version)
);

-- Keys and hotels made before this table: their present state, taken to hold since they were made.
INSERT INTO keys.state_history (subject, id, version, since, status, expires_on, scopes, property_ids)
  SELECT 'key', id, state_version, created_at, status, expires_on, scopes, property_ids FROM keys.api_keys;
INSERT INTO keys.state_history (subject, id, version, since, active)
  SELECT 'tenant', id, state_version, created_at, active FROM keys.tenants;

CREATE FUNCTION keys.record_key_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state_version <> OLD.state_version THEN
    INSERT INTO keys.state_history (subject, id, version, status, expires_on, scopes, property_ids)
      VALUES ('key', NEW.id, NEW.state_version, NEW.status, NEW.expires_on, NEW.scopes, NEW.property_ids);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER api_keys_history AFTER INSERT OR UPDATE ON keys.api_keys
  FOR EACH ROW EXECUTE FUNCTION keys.record_key_state();

CREATE FUNCTION keys.record_tenant_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state_version <> OLD.state_version THEN
    INSERT INTO keys.state_history (subject, id, version, active) VALUES ('tenant', NEW.id, NEW.state_version, NEW.active);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER tenants_history AFTER INSERT OR UPDATE ON keys.tenants
  FOR EACH ROW EXECUTE FUNCTION keys.record_tenant_state();

-- Down Migration
DROP TRIGGER tenants_history ON keys.tenants;
DROP FUNCTION keys.record_tenant_state();
DROP TRIGGER api_keys_history ON keys.api_keys;
DROP FUNCTION keys.record_key_state();
DROP TABLE keys.state_history;
