-- Up Migration
-- A hotel's due deliveries that could start now within the caps, oldest first per subscription: what
-- places freed in the hotel go to. Only a pick: each is claimed under the hotel's lock.
CREATE FUNCTION webhooks.startable_deliveries(p_tenant text, p_per_subscription int, p_per_hotel int)
RETURNS TABLE (id text)
LANGUAGE sql VOLATILE AS $$
  WITH flying AS (
    SELECT d.subscription_id, count(*)::int AS n FROM webhooks.deliveries d
     WHERE d.tenant_id = p_tenant AND d.leased_until > clock_timestamp() GROUP BY d.subscription_id
  )
  SELECT w.id FROM webhooks.subscriptions s
    LEFT JOIN flying f ON f.subscription_id = s.id
    CROSS JOIN LATERAL (
      SELECT d.id, d.next_attempt_at FROM webhooks.deliveries d
       WHERE d.subscription_id = s.id AND d.status = 'pending' AND d.next_attempt_at <= clock_timestamp()
       ORDER BY d.next_attempt_at LIMIT greatest(p_per_subscription - COALESCE(f.n, 0), 0)
    ) w
   WHERE s.tenant_id = p_tenant
   ORDER BY w.next_attempt_at
   LIMIT greatest(p_per_hotel - (SELECT COALESCE(sum(n), 0) FROM flying), 0)
$$;

-- Takes the hotel's oldest due delivery that its caps let start now, for one attempt (a lease of
-- 60 s, as claim_delivery): what the attempt that frees a place goes on with, in one statement.
-- Under the hotel's lock, as claim_delivery, so claims of a hotel count one after the other; its pick is
-- startable_deliveries' first. No row when nothing can start within the caps.
CREATE FUNCTION webhooks.claim_next_delivery(p_tenant text, p_per_subscription int, p_per_hotel int)
RETURNS TABLE (
  id text, tenant_id text, trace jsonb, subscription_id text, event_id text, event_type text,
  property_id text, payload jsonb, attempts int, retries_from int
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('webhooks.in-flight:' || p_tenant, 0));
  RETURN QUERY
    UPDATE webhooks.deliveries d
       SET next_attempt_at = clock_timestamp() + interval '60 seconds',
           leased_until = clock_timestamp() + interval '60 seconds'
     WHERE d.id = (SELECT x.id FROM webhooks.startable_deliveries(p_tenant, p_per_subscription, p_per_hotel) x LIMIT 1)
       AND d.status = 'pending'
     RETURNING d.id, d.tenant_id, d.trace, d.subscription_id, d.event_id, d.event_type, d.property_id,
               d.payload, d.attempts, d.retries_from;
END
$$;

-- Down Migration
DROP FUNCTION webhooks.claim_next_delivery(text, int, int);
DROP FUNCTION webhooks.startable_deliveries(text, int, int);
