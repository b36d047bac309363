-- Up Migration
-- The keys schema: hotels (tenants) and their merchant tokens, API keys, the states both have been
-- in, the request log, the hotels' people and their sessions, the audit trail. Its functions and
-- triggers are live SQL in src/store/sql/, applied after the migrations.
-- Replaces the migrations up to and including 20261203000001000_audit-trail.

-- Every change a gateway or the webhooks service must see (a key's status, scopes, properties,
-- expiry; a hotel's state or merchant token; a person's role, status or password) takes a new
-- state_version from this one sequence, set by triggers so no write can forget it. The keys service
-- writes that state to the key-states bucket (JetStream KV) and records it as published_version; a
-- sync job catches up whatever was not.
CREATE SEQUENCE keys.state_versions;

CREATE TABLE keys.tenants (
  id                   text PRIMARY KEY,
  name                 text NOT NULL,
  active               boolean NOT NULL DEFAULT true,
  merchant_token_hash  char(64) NOT NULL UNIQUE,
  created_at           timestamptz NOT NULL DEFAULT now(),
  state_version        bigint NOT NULL DEFAULT nextval('keys.state_versions'),
  published_version    bigint NOT NULL DEFAULT 0,
  -- The merchant token a rotation replaces stays accepted until the rotation is answered: a rotation
  -- that fails half-way (the key-states bucket out of reach) leaves the hotel the token it holds.
  retiring_token_hash  char(64)
);
CREATE INDEX tenants_unpublished_idx ON keys.tenants (id) WHERE published_version < state_version;
CREATE UNIQUE INDEX tenants_retiring_token_idx ON keys.tenants (retiring_token_hash)
  WHERE retiring_token_hash IS NOT NULL;

CREATE TABLE keys.api_keys (
  id                    text PRIMARY KEY,
  tenant_id             text NOT NULL REFERENCES keys.tenants (id),
  name                  text NOT NULL,
  environment           text NOT NULL CHECK (environment IN ('sandbox', 'production')),
  prefix                text NOT NULL,
  -- SHA-256 of the key text; the text itself is never stored.
  key_hash              char(64) NOT NULL UNIQUE,
  scopes                text[] NOT NULL,
  -- NULL: every property of the tenant, present and future.
  property_ids          text[],
  -- NULL limits follow the platform value at the time of each check.
  requests_per_minute   integer,
  max_live_holds        integer,
  max_bookings_per_24h  integer,
  expires_on            date,
  status                text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'revoked')),
  created_at            timestamptz NOT NULL DEFAULT now(),
  last_used_at          timestamptz,
  revoked_at            timestamptz,
  state_version         bigint NOT NULL DEFAULT nextval('keys.state_versions'),
  published_version     bigint NOT NULL DEFAULT 0,
  CHECK ((status = 'revoked') = (revoked_at IS NOT NULL))
);
CREATE INDEX api_keys_tenant_list_idx ON keys.api_keys (tenant_id, created_at DESC, id DESC);
CREATE INDEX api_keys_unpublished_idx ON keys.api_keys (id) WHERE published_version < state_version;

-- Every state a key or a hotel has been in, from when: the webhooks service judges an event by the
-- state in force when it happened as well as by the state now, so an event that happened while a
-- key was paused is never delivered, even when the webhooks service only gets to it after a resume.
-- Written by the triggers that bump state_version; the newest entries travel in the bucket.
CREATE TABLE keys.state_history (
  subject       text NOT NULL CHECK (subject IN ('key', 'tenant')),
  id            text NOT NULL,
  version       bigint NOT NULL,
  since         timestamptz NOT NULL DEFAULT now(),
  status        text,
  expires_on    date,
  scopes        text[],
  property_ids  text[],
  active        boolean,
  PRIMARY KEY (subject, id, version)
);

-- The key-states bucket the states were last written to, by its creation time: a bucket made again
-- (NATS lost its storage) differs, and every state is then written to it again.
CREATE TABLE keys.state_bucket (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  created   text NOT NULL
);

-- The request log, partitioned by UTC day on occurred_at (keys.ensure_request_partition makes the
-- days). At the gateway's rate (tens of millions of entries an hour) deleting old rows cannot keep
-- up, so retention drops whole days. The table keeps only the index the hotel's listing reads and a
-- BRIN on time (a few pages per day), and no foreign key: the insert joins api_keys itself, and a key
-- is never deleted. A plain sequence: Postgres 15 has no identity columns on partitioned tables. No
-- primary key either (it would have to include occurred_at, and nothing reads an entry by id alone);
-- ids are unique because they come from this one sequence.
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
-- The listing: one key's entries, newest first, by (occurred_at, id).
CREATE INDEX requests_key_list_idx ON keys.requests (key_id, occurred_at DESC, id DESC);
-- Time ranges across keys within a day (support, ad hoc reads); rows arrive in time order.
CREATE INDEX requests_occurred_at_brin ON keys.requests USING brin (occurred_at);

-- A hotel's people. Each signs in with their own email and password and has a role; the merchant
-- token stays for scripts and acts as an owner. A person is invited (a token shown once, valid 7
-- days), becomes active by accepting it with a password, and may be deactivated for good.
CREATE TABLE keys.staff (
  id                 text PRIMARY KEY,
  tenant_id          text NOT NULL REFERENCES keys.tenants (id),
  -- Lowercased by the service: sign-in compares emails so.
  email              text NOT NULL,
  name               text NOT NULL,
  role               text NOT NULL CHECK (role IN ('owner', 'manager', 'viewer')),
  status             text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'deactivated')),
  -- scrypt$<N>$<r>$<p>$<salt>$<hash> (base64url); set when the invitation is accepted.
  password_hash      text,
  -- SHA-256 of the invitation's text (never the text); cleared once it is accepted.
  invite_token_hash  char(64) UNIQUE,
  invite_expires_at  timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  -- As for keys and hotels: a new version makes every gateway drop the person's sessions from its
  -- cache; published_version is what reached the key-states bucket.
  state_version      bigint NOT NULL DEFAULT nextval('keys.state_versions'),
  published_version  bigint NOT NULL DEFAULT 0,
  CHECK (status <> 'active' OR password_hash IS NOT NULL)
);
-- Sign-in names no hotel, so an email is one person's on one hotel's staff; a deactivated person's
-- email may be invited again.
CREATE UNIQUE INDEX staff_email_idx ON keys.staff (email) WHERE status <> 'deactivated';
CREATE INDEX staff_tenant_list_idx ON keys.staff (tenant_id, created_at DESC, id DESC);
CREATE INDEX staff_unpublished_idx ON keys.staff (id) WHERE published_version < state_version;

-- Signed-in sessions: the cookie holds a random id, this table its SHA-256. A session lasts 12 hours,
-- or until 30 minutes pass without a call, or until it is ended (sign-out, deactivation, a role or
-- password change).
CREATE TABLE keys.staff_sessions (
  id            text PRIMARY KEY,
  session_hash  char(64) NOT NULL UNIQUE,
  staff_id      text NOT NULL REFERENCES keys.staff (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  ended_at      timestamptz
);
CREATE INDEX staff_sessions_live_idx ON keys.staff_sessions (staff_id) WHERE ended_at IS NULL;
-- The purge removes sessions past their 12 hours.
CREATE INDEX staff_sessions_created_idx ON keys.staff_sessions (created_at);

-- The hotel's audit trail: one entry per merchant call that changed something, kept one year. The
-- keys service writes the entries of its own changes in their transactions; the other services
-- write theirs to their outbox with the change, and the entries arrive here as events, kept once
-- by their id: (id, at) is the key, and an event carries the same pair every time it comes.
-- Partitioned by UTC month on `at` (keys.ensure_audit_partition): the upkeep makes the months
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

-- Down Migration
DROP TABLE keys.audit_entries;
DROP TABLE keys.staff_sessions;
DROP TABLE keys.staff;
DROP TABLE keys.requests;
DROP TABLE keys.state_bucket;
DROP TABLE keys.state_history;
DROP TABLE keys.api_keys;
DROP TABLE keys.tenants;
DROP SEQUENCE keys.state_versions;
