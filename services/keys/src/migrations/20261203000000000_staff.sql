-- Up Migration
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
  -- As for keys and hotels (key-states migration): a new version makes every gateway drop the
  -- person's sessions from its cache; published_version is what reached the key-states bucket.
  state_version      bigint NOT NULL DEFAULT nextval('keys.state_versions'),
  published_version  bigint NOT NULL DEFAULT 0,
  CHECK (status <> 'active' OR password_hash IS NOT NULL)
);
-- Sign-in names no hotel, so an email is one person's on one hotel's staff; a deactivated person's
-- email may be invited again.
CREATE UNIQUE INDEX staff_email_idx ON keys.staff (email) WHERE status <> 'deactivated';
CREATE INDEX staff_tenant_list_idx ON keys.staff (tenant_id, created_at DESC, id DESC);
CREATE INDEX staff_unpublished_idx ON keys.staff (id) WHERE published_version < state_version;

-- A change of role, status or password is a change every gateway must see (sessions end with it).
CREATE FUNCTION keys.bump_staff_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.state_version := nextval('keys.state_versions');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER staff_state BEFORE UPDATE ON keys.staff
  FOR EACH ROW EXECUTE FUNCTION keys.bump_staff_state();

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

-- A session ended is a change of its person's state, so gateways drop it from their caches.
CREATE FUNCTION keys.bump_staff_on_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE keys.staff SET state_version = nextval('keys.state_versions') WHERE id = NEW.staff_id;
  RETURN NULL;
END $$;
CREATE TRIGGER staff_sessions_end AFTER UPDATE OF ended_at ON keys.staff_sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION keys.bump_staff_on_session_end();

-- Down Migration
DROP TRIGGER staff_sessions_end ON keys.staff_sessions;
DROP FUNCTION keys.bump_staff_on_session_end();
DROP TABLE keys.staff_sessions;
DROP TRIGGER staff_state ON keys.staff;
DROP FUNCTION keys.bump_staff_state();
DROP TABLE keys.staff;
