-- Up Migration
-- The hotel's audit trail: one entry per merchant call that changed something, kept one year. The
-- keys service writes the entries of its own changes in their transactions; the other services
-- write theirs to their outbox with the change, and the entries arrive here as events, kept once
-- by their id: (id, at) is the key, and an event carries the same pair every time it comes.
-- Partitioned by UTC month on `at`, like the request log by day: the upkeep makes the months
-- ahead and drops whole months past the year.
CREATE TABLE keys.audit_entries (
  id           text NOT NULL,
  tenant_id    text NOT NULL,
  at           timestamptz NOT NULL,
  actor_type   text NOT NULL CHECK (actor_type IN ('staff', 'merchant_token')),
  actor_id     text,
  actor_email  text,
  action       text NOT NULL,
  target_type  text NOT NULL,
  target_id    text NOT NULL,
  ip           text,
  request_id   text NOT NULL,
  PRIMARY KEY (id, at)
) PARTITION BY RANGE (at);
-- The listing: one hotel's entries, newest first, by (at, id); the filters read along it.
CREATE INDEX audit_entries_list_idx ON keys.audit_entries (tenant_id, at DESC, id DESC);

-- The partition of one UTC month (its first day), made if missing and attached; true when it made
-- it. Made apart and then attached, as for the request log, so inserts never wait behind it long.
CREATE FUNCTION keys.ensure_audit_partition(month date) RETURNS boolean LANGUAGE plpgsql AS $$
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
END $$;

-- Keeps entries (a JSON array of objects named as the columns), each once; the month of each gets
-- its partition first when it has none (looked up in the catalog: no lock in the usual case).
-- Answers how many were new.
CREATE FUNCTION keys.record_audit_entries(p_entries jsonb) RETURNS int LANGUAGE plpgsql AS $$
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
                                  target_id, ip, request_id)
  SELECT e.id, e.tenant_id, e.at, e.actor_type, e.actor_id, e.actor_email, e.action, e.target_type, e.target_id,
         e.ip, e.request_id
    FROM jsonb_to_recordset(p_entries) AS e(id text, tenant_id text, at timestamptz, actor_type text,
         actor_id text, actor_email text, action text, target_type text, target_id text, ip text, request_id text)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

-- This month and the next exist from the start.
SELECT keys.ensure_audit_partition((now() AT TIME ZONE 'UTC')::date);
SELECT keys.ensure_audit_partition(((now() AT TIME ZONE 'UTC') + interval '1 month')::date);

-- Down Migration
DROP FUNCTION keys.record_audit_entries(jsonb);
DROP TABLE keys.audit_entries;
DROP FUNCTION keys.ensure_audit_partition(date);
