-- Whether a plan's prices (p_what 'prices') or restrictions ('restrictions') follow its parent's.
CREATE OR REPLACE FUNCTION inventory.rate_plan_follows(p_plan text, p_derived jsonb, p_what text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_what = 'restrictions' THEN
    RETURN coalesce((p_derived ->> 'inherit_restrictions')::boolean, false);
  END IF;
  RETURN p_derived IS NOT NULL OR NOT EXISTS (SELECT 1 FROM inventory.rate_plan_prices WHERE rate_plan_id = p_plan);
END $$;
