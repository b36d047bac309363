-- A session ended is a change of its person's state, so gateways drop it from their caches.
CREATE OR REPLACE FUNCTION keys.bump_staff_on_session_end()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE keys.staff SET state_version = nextval('keys.state_versions') WHERE id = NEW.staff_id;
  RETURN NULL;
END $function$

;
