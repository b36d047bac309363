-- Up Migration
-- The request log, partitioned by UTC day on occurred_at. At the gateway's rate (tens of
-- millions of entries an hour) deleting old rows cannot keep up, so retention drops whole days. The
-- table keeps only the index the hotel's listing reads and a BRIN on time (a few pages per day), and
-- no foreign key: the insert joins api_keys itself, and a key is never deleted.
ALTER TABLE keys.requests RENAME TO requests_unpartitioned;
ALTER INDEX keys.requests_key_list_idx RENAME TO requests_unpartitioned_key_list_idx;
ALTER SEQUENCE keys.requests_id_seq RENAME TO requests_unpartitioned_id_seq;

-- A plain sequence: Postgres 15 has no identity columns on partitioned tables. No primary key
-- either (it would have to include occurred_at, and nothing reads an entry by id alone); ids are
-- unique because they come from this one sequence.
CREATE SEQUENCE keys.requests_id_seq;
CREATE TABLE keys.requests (
  id           bigint NOT NULL DEFAULT nextval('keys.requests_id_seq'),
  key_id       text NOT NULL,
  method       text NOT NULL,
  path         text NOT NULL,
  status       integer NOT NULL,
  duration_ms  double precision NOT NULL,
  ip           text,
  occurred_at  timestamptz NOT NULL
) PARTITION BY RANGE (occurred_at);
ALTER SEQUENCE keys.requests_id_seq OWNED BY keys.requests.id;

-- The partition of one UTC day, made if missing; true when it made it. Used by this migration, the
-- upkeep job (days ahead) and an insert that found no partition for its day. Made apart and then
-- attached: ATTACH takes SHARE UPDATE EXCLUSIVE on the parent, where CREATE TABLE … PARTITION OF
-- would take ACCESS EXCLUSIVE and stall every insert and listing until it got it.
CREATE FUNCTION keys.ensure_request_partition(day date) RETURNS boolean LANGUAGE plpgsql AS $$
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
END $$;

-- Entries of the days still kept (90 days), and the week ahead; older entries are not moved,
-- the retention would drop them at once.
SELECT keys.ensure_request_partition(day) FROM (
  SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date AS day FROM keys.requests_unpartitioned
  WHERE occurred_at >= ((now() AT TIME ZONE 'UTC')::date - 90)::timestamp AT TIME ZONE 'UTC'
  UNION
  SELECT (now() AT TIME ZONE 'UTC')::date + ahead FROM generate_series(0, 7) AS ahead
) AS days ORDER BY day;

-- Entries keep their ids and the sequence goes on where the old one stopped, so a cursor handed out
-- before this migration still finds its place.
INSERT INTO keys.requests (id, key_id, method, path, status, duration_ms, ip, occurred_at)
  SELECT id, key_id, method, path, status, duration_ms, ip, occurred_at FROM keys.requests_unpartitioned
  WHERE occurred_at >= ((now() AT TIME ZONE 'UTC')::date - 90)::timestamp AT TIME ZONE 'UTC';
SELECT setval('keys.requests_id_seq', last_value, is_called) FROM keys.requests_unpartitioned_id_seq;
DROP TABLE keys.requests_unpartitioned;

-- Built after the move: one sorted build per partition instead of row-by-row inserts.
-- The listing: one key's entries, newest first, by (occurred_at, id).
CREATE INDEX requests_key_list_idx ON keys.requests (key_id, occurred_at DESC, id DESC);
-- Time ranges across keys within a day (support, ad hoc reads); rows arrive in time order.
CREATE INDEX requests_occurred_at_brin ON keys.requests USING brin (occurred_at);

-- Down Migration
CREATE TABLE keys.requests_unpartitioned (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_id       text NOT NULL REFERENCES keys.api_keys (id),
  method       text NOT NULL,
  path         text NOT NULL,
  status       integer NOT NULL,
  duration_ms  double precision NOT NULL,
  ip           text,
  occurred_at  timestamptz NOT NULL
);
INSERT INTO keys.requests_unpartitioned OVERRIDING SYSTEM VALUE
  SELECT id, key_id, method, path, status, duration_ms, ip, occurred_at FROM keys.requests;
SELECT setval(pg_get_serial_sequence('keys.requests_unpartitioned', 'id'), last_value, is_called)
  FROM keys.requests_id_seq;
DROP TABLE keys.requests;
DROP FUNCTION keys.ensure_request_partition(date);
ALTER TABLE keys.requests_unpartitioned RENAME TO requests;
ALTER SEQUENCE keys.requests_unpartitioned_id_seq RENAME TO requests_id_seq;
ALTER INDEX keys.requests_unpartitioned_pkey RENAME TO requests_pkey;
CREATE INDEX requests_key_list_idx ON keys.requests (key_id, occurred_at DESC, id DESC);
CREATE INDEX requests_occurred_at_idx ON keys.requests (occurred_at);
