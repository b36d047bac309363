-- Up Migration
-- What a hotel sells a stay on besides its price: a property's taxes and check-in time, a unit's
-- most children, a rate plan's cancellation policy, child price bands and restrictions by date.
-- All of it is part of the catalog each copy keeps in memory, so every change bumps the property's
-- catalog_version as the catalog-version migration's triggers do.

ALTER TABLE inventory.properties
  ADD COLUMN taxes jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN check_in_time text NOT NULL DEFAULT '15:00';
CREATE TRIGGER properties_terms_catalog_version BEFORE UPDATE OF taxes, check_in_time ON inventory.properties
  FOR EACH ROW EXECUTE FUNCTION inventory.bump_own_catalog_version();

ALTER TABLE inventory.units ADD COLUMN max_children int NOT NULL DEFAULT 0 CHECK (max_children >= 0);
CREATE CONSTRAINT TRIGGER units_children_catalog_version AFTER UPDATE OF max_children ON inventory.units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();

-- The rate_plans trigger bumps on any change of a plan's row, these columns included.
ALTER TABLE inventory.rate_plans
  ADD COLUMN cancellation_policy jsonb,
  ADD COLUMN child_prices jsonb NOT NULL DEFAULT '[]';

-- A rate plan's restrictions on one date; a date with none set has no row. Flags are true or absent.
CREATE TABLE inventory.rate_plan_restrictions (
  rate_plan_id        text NOT NULL REFERENCES inventory.rate_plans (id) ON DELETE CASCADE,
  property_id         text NOT NULL,
  date                date NOT NULL,
  min_stay_arrival    int,
  min_stay_through    int,
  max_stay            int,
  closed_to_arrival   boolean NOT NULL DEFAULT false,
  closed_to_departure boolean NOT NULL DEFAULT false,
  stop_sell           boolean NOT NULL DEFAULT false,
  min_advance_days    int,
  max_advance_days    int,
  PRIMARY KEY (rate_plan_id, date)
);
-- The catalog reads a property's rows from a day before today on.
CREATE INDEX rate_plan_restrictions_property_idx ON inventory.rate_plan_restrictions (property_id, date);
CREATE CONSTRAINT TRIGGER rate_plan_restrictions_catalog_version
  AFTER INSERT OR DELETE OR UPDATE ON inventory.rate_plan_restrictions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();

-- An allocation keeps the terms its stay was sold on (children, taxes, cancellation policy, the
-- deadline and fee of a late cancellation), so asking again for its booking id answers the same.
ALTER TABLE inventory.allocations ADD COLUMN terms jsonb NOT NULL DEFAULT '{}';

DROP FUNCTION inventory.insert_allocation(text, text, text, text, text, text, text, date, date, int, text, jsonb,
  bigint, text, boolean, text[], int[], int[]);
-- As the allocation-round-trips migration's, with the terms.
CREATE FUNCTION inventory.insert_allocation(
  p_id text, p_booking text, p_tenant text, p_property text, p_unit text, p_room text, p_rate_plan text,
  p_start date, p_end date, p_adults int, p_currency text, p_nightly jsonb, p_total_minor bigint,
  p_origin text, p_conflict boolean, p_terms jsonb, p_slots text[], p_los int[], p_his int[]
)
RETURNS SETOF inventory.allocations
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
    WITH a AS (
      INSERT INTO inventory.allocations (id, booking_id, tenant_id, property_id, unit_id, room_id, rate_plan_id,
        start_date, end_date, adults, currency, nightly, total_minor, status, origin, conflict, terms)
      VALUES (p_id, p_booking, p_tenant, p_property, p_unit, p_room, p_rate_plan, p_start, p_end, p_adults,
        p_currency, p_nightly, p_total_minor, 'pending', p_origin, p_conflict, p_terms)
      RETURNING *
    ), c AS (
      INSERT INTO inventory.claims (allocation_id, slot_id, during, share)
      SELECT a.id, c.slot_id, daterange(a.start_date, a.end_date, '[)'), int4range(c.lo, c.hi)
        FROM a, unnest(p_slots, p_los, p_his) AS c(slot_id, lo, hi)
    )
    SELECT a.* FROM a;
END $$;

-- Down Migration
DROP FUNCTION inventory.insert_allocation(text, text, text, text, text, text, text, date, date, int, text, jsonb,
  bigint, text, boolean, jsonb, text[], int[], int[]);
ALTER TABLE inventory.allocations DROP COLUMN terms;
CREATE FUNCTION inventory.insert_allocation(
  p_id text, p_booking text, p_tenant text, p_property text, p_unit text, p_room text, p_rate_plan text,
  p_start date, p_end date, p_adults int, p_currency text, p_nightly jsonb, p_total_minor bigint,
  p_origin text, p_conflict boolean, p_slots text[], p_los int[], p_his int[]
)
RETURNS SETOF inventory.allocations
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
    WITH a AS (
      INSERT INTO inventory.allocations (id, booking_id, tenant_id, property_id, unit_id, room_id, rate_plan_id,
        start_date, end_date, adults, currency, nightly, total_minor, status, origin, conflict)
      VALUES (p_id, p_booking, p_tenant, p_property, p_unit, p_room, p_rate_plan, p_start, p_end, p_adults,
        p_currency, p_nightly, p_total_minor, 'pending', p_origin, p_conflict)
      RETURNING *
    ), c AS (
      INSERT INTO inventory.claims (allocation_id, slot_id, during, share)
      SELECT a.id, c.slot_id, daterange(a.start_date, a.end_date, '[)'), int4range(c.lo, c.hi)
        FROM a, unnest(p_slots, p_los, p_his) AS c(slot_id, lo, hi)
    )
    SELECT a.* FROM a;
END $$;
DROP TABLE inventory.rate_plan_restrictions;
ALTER TABLE inventory.rate_plans DROP COLUMN child_prices, DROP COLUMN cancellation_policy;
DROP TRIGGER units_children_catalog_version ON inventory.units;
ALTER TABLE inventory.units DROP COLUMN max_children;
DROP TRIGGER properties_terms_catalog_version ON inventory.properties;
ALTER TABLE inventory.properties DROP COLUMN check_in_time, DROP COLUMN taxes;
