-- A change of a person's role, status or password is a change every gateway must see (their sessions end with it).
CREATE OR REPLACE FUNCTION keys.bump_staff_state()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.state_version := nextval('keys.state_versions');
  END IF;
  RETURN NEW;
END $function$

;
