-- A hotel's due deliveries that could start now within the caps, oldest first per subscription: what places freed in the hotel go to. Only a pick: each is claimed under the hotel's lock.
CREATE OR REPLACE FUNCTION webhooks.startable_deliveries(p_tenant text, p_per_subscription integer, p_per_hotel integer)
 RETURNS TABLE(id text)
 LANGUAGE sql
AS $function$
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
$function$

;
