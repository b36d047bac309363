-- Writes the ARI change log's entries for one statement's rows of a rate plan's units (units) or dated restrictions (restrictions): one entry per plan (and per derived plan inheriting its restrictions), however many rows, so a plan given 2,000 units or a year of restrictions logs once. The statement's rows are the transition table `changed`.
CREATE OR REPLACE FUNCTION inventory.log_plan_rows_ari_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_TABLE_NAME = 'rate_plan_units' THEN
    FOR r IN SELECT p.id, p.tenant_id, p.property_id, array_agg(c.unit_id) AS units
               FROM changed c JOIN inventory.rate_plans p ON p.id = c.rate_plan_id
              GROUP BY p.id, p.tenant_id, p.property_id LOOP
      PERFORM inventory.log_ari_change(r.tenant_id, r.property_id, 'units', r.units, r.id, NULL, NULL);
    END LOOP;
  ELSE
    -- A plan's restrictions are also those of the derived plans below it that inherit them.
    FOR r IN WITH per_plan AS (
               SELECT p.id, p.tenant_id, p.property_id, min(c.date) AS first, max(c.date) + 1 AS after
                 FROM changed c JOIN inventory.rate_plans p ON p.id = c.rate_plan_id
                GROUP BY p.id, p.tenant_id, p.property_id)
             SELECT f.id, pp.tenant_id, pp.property_id, min(pp.first) AS first, max(pp.after) AS after
               FROM per_plan pp
               CROSS JOIN LATERAL unnest(ARRAY[pp.id] || inventory.rate_plan_followers(pp.id, 'restrictions')) AS f (id)
              GROUP BY f.id, pp.tenant_id, pp.property_id LOOP
      PERFORM inventory.log_ari_change(r.tenant_id, r.property_id, 'restrictions',
        inventory.rate_plan_unit_ids(r.id), r.id, r.first, r.after);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
