-- Up Migration

-- The API version a key's calls answer in when they name none; every key made before versions
-- answers in the first.
ALTER TABLE keys.api_keys ADD COLUMN api_version text NOT NULL DEFAULT '2026-11-21';

-- Down Migration
ALTER TABLE keys.api_keys DROP COLUMN api_version;
