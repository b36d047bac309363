-- The plans below a rate plan whose answers follow its own: `prices` those whose prices come from it (derived, or without prices of their own), `restrictions` the derived ones that inherit its restrictions; down the whole chain. For the ARI change log's entries about a plan. PL/pgSQL: its plan is kept per connection.
CREATE OR REPLACE FUNCTION inventory.rate_plan_followers(p_plan text, p_what text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((
    WITH RECURSIVE below (id, path) AS (
      SELECT rp.id, ARRAY[p_plan, rp.id] FROM inventory.rate_plans rp
       WHERE rp.parent_rate_plan_id = p_plan AND inventory.rate_plan_follows(rp.id, rp.derived, p_what)
      UNION ALL
      SELECT rp.id, b.path || rp.id FROM inventory.rate_plans rp JOIN below b ON rp.parent_rate_plan_id = b.id
       WHERE NOT rp.id = ANY (b.path) AND inventory.rate_plan_follows(rp.id, rp.derived, p_what)
    )
    SELECT array_agg(DISTINCT id) FROM below), '{}');
END $$;
