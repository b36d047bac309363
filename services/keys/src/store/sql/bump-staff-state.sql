-- A change of a membership's role or status is a change every gateway must see (its sessions end with it).
CREATE OR REPLACE FUNCTION keys.bump_staff_state()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role OR NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.state_version := nextval('keys.state_versions');
  END IF;
  RETURN NEW;
END $function$

;
