-- Takes the hotel's oldest due delivery that its caps let start now, for one attempt (a lease of 60 s, as claim_delivery): what the attempt that frees a place goes on with, in one statement.
-- Under the hotel's lock, as claim_delivery, so claims of a hotel count one after the other; its pick
-- is startable_deliveries' first. No row when nothing can start within the caps.
CREATE OR REPLACE FUNCTION webhooks.claim_next_delivery(p_tenant text, p_per_subscription integer, p_per_hotel integer)
 RETURNS TABLE(id text, tenant_id text, trace jsonb, subscription_id text, event_id text, event_type text, property_id text, payload jsonb, attempts integer, retries_from integer)
 LANGUAGE plpgsql
AS $function$
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
$function$

;
