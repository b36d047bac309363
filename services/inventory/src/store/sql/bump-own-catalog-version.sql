-- A change to a property's own catalog fields bumps its catalog_version in the same row.
CREATE OR REPLACE FUNCTION inventory.bump_own_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.catalog_version := OLD.catalog_version + 1;
  RETURN NEW;
END $$;
