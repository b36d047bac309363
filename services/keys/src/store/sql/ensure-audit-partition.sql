-- The audit trail's partition of one UTC month (its first day), made if missing and attached, as the request log's; true when it made it.
CREATE OR REPLACE FUNCTION keys.ensure_audit_partition(month date)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  first date := date_trunc('month', month)::date;
  name text := 'audit_entries_' || to_char(date_trunc('month', month), 'YYYYMM');
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('keys.audit_entries:partitions', 0));
  IF EXISTS (SELECT 1 FROM pg_inherits
             WHERE inhparent = 'keys.audit_entries'::regclass AND inhrelid = to_regclass(format('keys.%I', name))) THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE IF NOT EXISTS keys.%I (LIKE keys.audit_entries INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
  EXECUTE format('ALTER TABLE keys.audit_entries ATTACH PARTITION keys.%I FOR VALUES FROM (%L) TO (%L)',
                 name, first::text || ' 00:00:00+00', (first + interval '1 month')::date::text || ' 00:00:00+00');
  RETURN true;
END $function$

;
