-- Up Migration
-- Every change to what a property's catalog holds (the property's currency and time zone, its units,
-- rooms, rate plans, their linked units and prices) bumps the property's catalog_version, in the
-- same transaction, so a copy of the service can keep a property's catalog in memory and check it
-- with one primary-key read. The bump is a deferred trigger: it runs at commit, so the property
-- row is locked only for the end of a merchant's transaction, never while partners book.
ALTER TABLE inventory.properties ADD COLUMN catalog_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION inventory.bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE FUNCTION inventory.bump_own_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.catalog_version := OLD.catalog_version + 1;
  RETURN NEW;
END $$;

CREATE TRIGGER properties_catalog_version BEFORE UPDATE OF currency, timezone ON inventory.properties
  FOR EACH ROW EXECUTE FUNCTION inventory.bump_own_catalog_version();

-- Housekeeping is not part of the catalog: changing it alone does not bump the version.
CREATE CONSTRAINT TRIGGER units_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF name, kind, parent_unit_id, max_adults, published, blocked_for_sale,
    window_start, window_end ON inventory.units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
CREATE CONSTRAINT TRIGGER rooms_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF unit_id, name, position ON inventory.rooms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
CREATE CONSTRAINT TRIGGER rate_plans_catalog_version
  AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plans
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
CREATE CONSTRAINT TRIGGER rate_plan_units_catalog_version
  AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plan_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
CREATE CONSTRAINT TRIGGER rate_plan_prices_catalog_version
  AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plan_prices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();

-- Down Migration
DROP TRIGGER rate_plan_prices_catalog_version ON inventory.rate_plan_prices;
DROP TRIGGER rate_plan_units_catalog_version ON inventory.rate_plan_units;
DROP TRIGGER rate_plans_catalog_version ON inventory.rate_plans;
DROP TRIGGER rooms_catalog_version ON inventory.rooms;
DROP TRIGGER units_catalog_version ON inventory.units;
DROP TRIGGER properties_catalog_version ON inventory.properties;
DROP FUNCTION inventory.bump_own_catalog_version();
DROP FUNCTION inventory.bump_catalog_version();
ALTER TABLE inventory.properties DROP COLUMN catalog_version;
