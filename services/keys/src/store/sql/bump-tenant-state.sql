-- A hotel's state or merchant token changed: a new state_version, so every gateway sees it.
CREATE OR REPLACE FUNCTION keys.bump_tenant_state()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.active IS DISTINCT FROM OLD.active OR NEW.merchant_token_hash IS DISTINCT FROM OLD.merchant_token_hash THEN
    NEW.state_version := nextval('keys.state_versions');
  END IF;
  RETURN NEW;
END $function$

;
