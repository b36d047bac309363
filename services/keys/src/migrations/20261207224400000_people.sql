-- Up Migration

-- A person: one email across the platform and one password. Each hotel they work for is a
-- membership (a keys.staff row) with its own name, role and status; a session is one membership's.
CREATE TABLE keys.people (
  id             text PRIMARY KEY,
  -- Lowercased by the service: sign-in compares emails so.
  email          text NOT NULL UNIQUE,
  -- Set by the person's first accepted invitation; null until then. Its scheme is named in the text.
  password_hash  text,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Every email of the staff becomes one person, with the password of its live row (at most one, by
-- staff_email_idx), else of its latest deactivated row.
INSERT INTO keys.people (id, email, password_hash, created_at)
SELECT DISTINCT ON (email)
       'per_' || substr(md5(email), 1, 20), email, password_hash, min(created_at) OVER (PARTITION BY email)
  FROM keys.staff
 ORDER BY email, (status = 'deactivated'), created_at DESC;

-- A staff row is a membership: its id stays, so sessions, audit entries and the API's ids hold.
ALTER TABLE keys.staff ADD COLUMN person_id text REFERENCES keys.people (id);
UPDATE keys.staff s SET person_id = p.id FROM keys.people p WHERE p.email = s.email;
ALTER TABLE keys.staff ALTER COLUMN person_id SET NOT NULL;
ALTER TABLE keys.staff DROP COLUMN email, DROP COLUMN password_hash;
-- A person is on a hotel's staff once at a time; after a deactivation they may be invited again.
CREATE UNIQUE INDEX staff_membership_idx ON keys.staff (person_id, tenant_id) WHERE status <> 'deactivated';
-- Sign-in lists a person's hotels.
CREATE INDEX staff_person_idx ON keys.staff (person_id);

-- Down Migration
ALTER TABLE keys.staff ADD COLUMN email text, ADD COLUMN password_hash text;
UPDATE keys.staff s SET email = p.email, password_hash = p.password_hash FROM keys.people p WHERE p.id = s.person_id;
ALTER TABLE keys.staff ALTER COLUMN email SET NOT NULL;
ALTER TABLE keys.staff DROP COLUMN person_id;
DROP TABLE keys.people;
CREATE UNIQUE INDEX staff_email_idx ON keys.staff (email) WHERE status <> 'deactivated';
