-- Writes the ARI change log's entry for a catalog change that partners' answers show: a unit made, published, blocked or reshaped (units) or its availability window moved (availability); a room made or removed (units); a rate plan made, removed, activated, given other channels or promo codes (units), its prices and terms (rates) or stays (restrictions); a plan's prices (rates). A change of a plan's prices logs the plans whose prices follow them too (rate_plan_followers). A plan's units and dated restrictions log per statement (log_plan_rows_ari_change).
CREATE OR REPLACE FUNCTION inventory.log_catalog_ari_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  plan record;
  follower text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'units' THEN
    IF TG_OP = 'UPDATE' AND (OLD.window_start, OLD.window_end) IS DISTINCT FROM (NEW.window_start, NEW.window_end) THEN
      PERFORM inventory.log_ari_change(NEW.tenant_id, NEW.property_id, 'availability', inventory.related_units(NEW.id), NULL,
        CASE WHEN OLD.window_start IS NULL OR NEW.window_start IS NULL THEN NULL ELSE least(OLD.window_start, NEW.window_start) END,
        CASE WHEN OLD.window_end IS NULL OR NEW.window_end IS NULL THEN NULL ELSE greatest(OLD.window_end, NEW.window_end) END);
    END IF;
    IF TG_OP <> 'UPDATE' OR (OLD.name, OLD.kind, OLD.parent_unit_id, OLD.max_adults, OLD.max_children, OLD.published, OLD.blocked_for_sale)
        IS DISTINCT FROM (NEW.name, NEW.kind, NEW.parent_unit_id, NEW.max_adults, NEW.max_children, NEW.published, NEW.blocked_for_sale) THEN
      PERFORM inventory.log_ari_change(r.tenant_id, r.property_id, 'units', inventory.related_units(r.id), NULL, NULL, NULL);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'rooms' THEN
    PERFORM inventory.log_ari_change(u.tenant_id, u.property_id, 'units', inventory.related_units(u.id), NULL, NULL, NULL)
       FROM inventory.units u WHERE u.id = r.unit_id;
    RETURN NULL;
  END IF;
  SELECT id, tenant_id, property_id INTO plan FROM inventory.rate_plans
   WHERE id = to_jsonb(r) ->> CASE WHEN TG_TABLE_NAME = 'rate_plans' THEN 'id' ELSE 'rate_plan_id' END;
  IF plan.id IS NULL THEN
    -- A plan removed with its rows: its own entry says so.
    IF TG_TABLE_NAME = 'rate_plans' THEN
      PERFORM inventory.log_ari_change(OLD.tenant_id, OLD.property_id, 'units', '{}', OLD.id, NULL, NULL);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'rate_plans' THEN
    IF TG_OP = 'INSERT' OR (OLD.active, OLD.sales_channels, OLD.promo_codes) IS DISTINCT FROM (NEW.active, NEW.sales_channels, NEW.promo_codes) THEN
      PERFORM inventory.log_ari_change(plan.tenant_id, plan.property_id, 'units', inventory.rate_plan_unit_ids(plan.id), plan.id, NULL, NULL);
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.min_stay, OLD.max_stay) IS DISTINCT FROM (NEW.min_stay, NEW.max_stay) THEN
      PERFORM inventory.log_ari_change(plan.tenant_id, plan.property_id, 'restrictions', inventory.rate_plan_unit_ids(plan.id), plan.id, NULL, NULL);
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.name, OLD.cancellation_policy, OLD.length_of_stay_discounts)
        IS DISTINCT FROM (NEW.name, NEW.cancellation_policy, NEW.length_of_stay_discounts) THEN
      PERFORM inventory.log_ari_change(plan.tenant_id, plan.property_id, 'rates', inventory.rate_plan_unit_ids(plan.id), plan.id, NULL, NULL);
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.parent_rate_plan_id, OLD.child_prices, OLD.derived)
        IS DISTINCT FROM (NEW.parent_rate_plan_id, NEW.child_prices, NEW.derived) THEN
      FOREACH follower IN ARRAY ARRAY[plan.id] || inventory.rate_plan_followers(plan.id, 'prices') LOOP
        PERFORM inventory.log_ari_change(plan.tenant_id, plan.property_id, 'rates', inventory.rate_plan_unit_ids(follower), follower, NULL, NULL);
      END LOOP;
    END IF;
    IF TG_OP = 'UPDATE' AND (OLD.parent_rate_plan_id, OLD.derived -> 'inherit_restrictions')
        IS DISTINCT FROM (NEW.parent_rate_plan_id, NEW.derived -> 'inherit_restrictions') THEN
      FOREACH follower IN ARRAY ARRAY[plan.id] || inventory.rate_plan_followers(plan.id, 'restrictions') LOOP
        PERFORM inventory.log_ari_change(plan.tenant_id, plan.property_id, 'restrictions', inventory.rate_plan_unit_ids(follower), follower, NULL, NULL);
      END LOOP;
    END IF;
  ELSE
    FOREACH follower IN ARRAY ARRAY[plan.id] || inventory.rate_plan_followers(plan.id, 'prices') LOOP
      PERFORM inventory.log_ari_change(plan.tenant_id, plan.property_id, 'rates', inventory.rate_plan_unit_ids(follower), follower, NULL, NULL);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
