-- Ends one attempt (the delivery's status, next due time and lease, and its attempt row) and, when p_tenant is given, claims the hotel's next delivery its caps let start: one round trip per delivery of a lane.
-- The hotel's lock comes first, as in claim_delivery, so the place this attempt frees is counted
-- free by the claim that follows it and by no claim of another lane before it. The claim is
-- claim_next_delivery's; no row when nothing can start, or when p_tenant is null.
CREATE OR REPLACE FUNCTION webhooks.finish_attempt(p_id text, p_subscription text, p_attempt integer, p_succeeded boolean, p_response_status integer, p_duration_ms double precision, p_error text, p_next_attempt_at timestamptz, p_final_status text, p_tenant text, p_per_subscription integer, p_per_hotel integer)
 RETURNS TABLE(id text, tenant_id text, trace jsonb, subscription_id text, event_id text, event_type text, property_id text, payload jsonb, attempts integer, retries_from integer)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
BEGIN
  IF p_tenant IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('webhooks.in-flight:' || p_tenant, 0));
  END IF;
  UPDATE webhooks.deliveries d
     SET attempts = p_attempt, status = p_final_status, next_attempt_at = p_next_attempt_at, leased_until = NULL
   WHERE d.id = p_id;
  INSERT INTO webhooks.attempts (delivery_id, subscription_id, attempt, succeeded, response_status, duration_ms, error, next_attempt_at)
  VALUES (p_id, p_subscription, p_attempt, p_succeeded, p_response_status, p_duration_ms, p_error, p_next_attempt_at);
  IF p_tenant IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM webhooks.claim_next_delivery(p_tenant, p_per_subscription, p_per_hotel);
END
$function$

;
