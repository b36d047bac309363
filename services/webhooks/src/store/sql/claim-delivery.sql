-- Takes a due delivery for one attempt (a lease of 60 s) when its subscription and its hotel have room under their caps of deliveries in flight.
-- The delivery's columns, `waiting` null. At a cap it answers one row with only `waiting`
-- ('subscription' or 'hotel') and leaves the delivery due as it was; not due, or taken, no row. The
-- hotel's lock makes its claims count one after the other, each statement of this function seeing
-- what the claims before it committed; it is held for this one statement only.
CREATE OR REPLACE FUNCTION webhooks.claim_delivery(p_id text, p_per_subscription integer, p_per_hotel integer)
 RETURNS TABLE(id text, tenant_id text, trace jsonb, subscription_id text, event_id text, event_type text, property_id text, payload jsonb, attempts integer, retries_from integer, waiting text)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_tenant text;
  v_subscription text;
BEGIN
  SELECT d.tenant_id, d.subscription_id INTO v_tenant, v_subscription
    FROM webhooks.deliveries d
   WHERE d.id = p_id AND d.status = 'pending' AND d.next_attempt_at <= now();
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('webhooks.in-flight:' || v_tenant, 0));
  IF (SELECT count(*) FROM webhooks.deliveries d
       WHERE d.tenant_id = v_tenant AND d.subscription_id = v_subscription
         AND d.leased_until > clock_timestamp()) >= p_per_subscription THEN
    waiting := 'subscription';
    RETURN NEXT;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM webhooks.deliveries d
       WHERE d.tenant_id = v_tenant AND d.leased_until > clock_timestamp()) >= p_per_hotel THEN
    waiting := 'hotel';
    RETURN NEXT;
    RETURN;
  END IF;
  RETURN QUERY
    UPDATE webhooks.deliveries d
       SET next_attempt_at = clock_timestamp() + interval '60 seconds',
           leased_until = clock_timestamp() + interval '60 seconds'
     WHERE d.id = p_id AND d.status = 'pending' AND d.next_attempt_at <= clock_timestamp()
     RETURNING d.id, d.tenant_id, d.trace, d.subscription_id, d.event_id, d.event_type, d.property_id,
               d.payload, d.attempts, d.retries_from, NULL::text;
END
$function$

;
