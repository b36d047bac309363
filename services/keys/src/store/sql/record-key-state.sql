-- Every state a key has been in, from when: the webhooks service judges an event by the state in force when it happened as well as by the state now.
CREATE OR REPLACE FUNCTION keys.record_key_state()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state_version <> OLD.state_version THEN
    INSERT INTO keys.state_history (subject, id, version, status, expires_on, scopes, property_ids)
      VALUES ('key', NEW.id, NEW.state_version, NEW.status, NEW.expires_on, NEW.scopes, NEW.property_ids);
  END IF;
  RETURN NULL;
END $function$

;
