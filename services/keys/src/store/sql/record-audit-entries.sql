-- Keeps audit entries (a JSON array of objects named as the columns), each once; the month of each gets its partition first when it has none. Answers how many were new.
CREATE OR REPLACE FUNCTION keys.record_audit_entries(p_entries jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  m date;
  n int;
BEGIN
  FOR m IN SELECT DISTINCT date_trunc('month', e.at AT TIME ZONE 'UTC')::date
             FROM jsonb_to_recordset(p_entries) AS e(at timestamptz) LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_inherits
                   WHERE inhparent = 'keys.audit_entries'::regclass
                     AND inhrelid = to_regclass(format('keys.audit_entries_%s', to_char(m, 'YYYYMM')))) THEN
      PERFORM keys.ensure_audit_partition(m);
    END IF;
  END LOOP;
  INSERT INTO keys.audit_entries (id, tenant_id, at, actor_type, actor_id, actor_email, action, target_type,
                                  target_id, ip, request_id, client_request_id)
  SELECT e.id, e.tenant_id, e.at, e.actor_type, e.actor_id, e.actor_email, e.action, e.target_type, e.target_id,
         e.ip, e.request_id, e.client_request_id
    FROM jsonb_to_recordset(p_entries) AS e(id text, tenant_id text, at timestamptz, actor_type text,
         actor_id text, actor_email text, action text, target_type text, target_id text, ip text, request_id text,
         client_request_id text)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $function$

;
