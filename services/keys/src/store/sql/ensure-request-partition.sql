-- The request log's partition of one UTC day, made if missing; true when it made it (the upkeep job makes the days ahead, an insert that finds none its own).
-- Made apart and then attached: ATTACH takes SHARE UPDATE EXCLUSIVE on the parent, where CREATE
-- TABLE … PARTITION OF would take ACCESS EXCLUSIVE and stall every insert and listing until it got it.
CREATE OR REPLACE FUNCTION keys.ensure_request_partition(day date)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  name text := 'requests_' || to_char(day, 'YYYYMMDD');
BEGIN
  -- Copies of the service and concurrent inserts may want the same day at once.
  PERFORM pg_advisory_xact_lock(hashtextextended('keys.requests:partitions', 0));
  IF EXISTS (SELECT 1 FROM pg_inherits
             WHERE inhparent = 'keys.requests'::regclass AND inhrelid = to_regclass(format('keys.%I', name))) THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE IF NOT EXISTS keys.%I (LIKE keys.requests INCLUDING DEFAULTS)', name);
  -- Bounds written with their offset: a bare date would be read in the session's time zone.
  EXECUTE format('ALTER TABLE keys.requests ATTACH PARTITION keys.%I FOR VALUES FROM (%L) TO (%L)',
                 name, day::text || ' 00:00:00+00', (day + 1)::text || ' 00:00:00+00');
  RETURN true;
END $function$

;
