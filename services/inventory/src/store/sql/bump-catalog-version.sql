-- A change to what a property's catalog holds bumps its catalog_version at commit (deferred: the property row is locked only for the end of the change's transaction, never while partners book).
CREATE OR REPLACE FUNCTION inventory.bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := to_jsonb(COALESCE(NEW, OLD));
  pid text := row_data ->> 'property_id';
BEGIN
  IF pid IS NULL AND row_data ? 'rate_plan_id' THEN
    SELECT property_id INTO pid FROM inventory.rate_plans WHERE id = row_data ->> 'rate_plan_id';
  END IF;
  IF pid IS NOT NULL THEN
    UPDATE inventory.properties SET catalog_version = catalog_version + 1 WHERE id = pid;
  END IF;
  RETURN NULL;
END $$;
