-- Up Migration
CREATE TABLE keys.tenants (
  id                   text PRIMARY KEY,
  name                 text NOT NULL,
  active               boolean NOT NULL DEFAULT true,
  merchant_token_hash  char(64) NOT NULL UNIQUE,
  created_at           timestamptz NOT NULL DEFAULT now()
);

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
  CHECK ((status = 'revoked') = (revoked_at IS NOT NULL))
);
CREATE INDEX api_keys_tenant_list_idx ON keys.api_keys (tenant_id, created_at DESC, id DESC);

CREATE TABLE keys.requests (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_id       text NOT NULL REFERENCES keys.api_keys (id),
  method       text NOT NULL,
  path         text NOT NULL,
  status       integer NOT NULL,
  duration_ms  double precision NOT NULL,
  ip           text,
  occurred_at  timestamptz NOT NULL
);
CREATE INDEX requests_key_list_idx ON keys.requests (key_id, occurred_at DESC, id DESC);
-- Retention deletes by age across all keys.
CREATE INDEX requests_occurred_at_idx ON keys.requests (occurred_at);

-- Down Migration
DROP TABLE keys.requests;
DROP TABLE keys.api_keys;
DROP TABLE keys.tenants;
