-- A change of a key that gateways and the webhooks service must see (status, scopes, properties, expiry, environment, API version) takes a new state_version.
CREATE OR REPLACE FUNCTION keys.bump_key_state()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.scopes IS DISTINCT FROM OLD.scopes
     OR NEW.property_ids IS DISTINCT FROM OLD.property_ids OR NEW.expires_on IS DISTINCT FROM OLD.expires_on
     OR NEW.environment IS DISTINCT FROM OLD.environment OR NEW.api_version IS DISTINCT FROM OLD.api_version THEN
    NEW.state_version := nextval('keys.state_versions');
  END IF;
  RETURN NEW;
END $function$

;
