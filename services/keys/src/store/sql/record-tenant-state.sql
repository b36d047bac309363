-- Every state a hotel has been in, from when (as record_key_state for keys).
CREATE OR REPLACE FUNCTION keys.record_tenant_state()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state_version <> OLD.state_version THEN
    INSERT INTO keys.state_history (subject, id, version, active) VALUES ('tenant', NEW.id, NEW.state_version, NEW.active);
  END IF;
  RETURN NULL;
END $function$

;
