-- Up Migration
-- A delivery is in flight while its claim's lease runs (leased_until > now()); each attempt clears
-- it, and a copy that dies mid-attempt leaves a lease that simply runs out. At most so many
-- deliveries of one subscription, and of one hotel, are in flight at once, over every copy.
CREATE INDEX deliveries_in_flight_idx ON webhooks.deliveries (tenant_id, subscription_id)
  WHERE leased_until IS NOT NULL;
-- The due deliveries of a subscription, oldest first: what starts when a place frees up.
CREATE INDEX deliveries_waiting_idx ON webhooks.deliveries (subscription_id, next_attempt_at)
  WHERE status = 'pending';

-- Takes a due delivery for one attempt (a lease of 60 s) when its subscription has fewer than
-- p_per_subscription deliveries in flight and its hotel fewer than p_per_hotel: the delivery's
-- columns, `waiting` null. At a cap it answers one row with only `waiting` ('subscription' or
-- 'hotel') and leaves the delivery due as it was; not due, or taken, no row. The hotel's lock makes
-- its claims count one after the other, each statement of this function seeing what the claims
-- before it committed; it is held for this one statement only.
CREATE FUNCTION webhooks.claim_delivery(p_id text, p_per_subscription int, p_per_hotel int)
RETURNS TABLE (
  id text, tenant_id text, trace jsonb, subscription_id text, event_id text, event_type text,
  property_id text, payload jsonb, attempts int, retries_from int, waiting text
)
LANGUAGE plpgsql VOLATILE AS $$
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
$$;

-- Down Migration
DROP FUNCTION webhooks.claim_delivery(text, int, int);
DROP INDEX webhooks.deliveries_waiting_idx;
DROP INDEX webhooks.deliveries_in_flight_idx;
