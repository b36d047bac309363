-- Up Migration

-- The X-Request-Id a client sent with a call, kept apart from the gateway's own id of it.
ALTER TABLE keys.audit_entries ADD COLUMN client_request_id text;

-- Down Migration
ALTER TABLE keys.audit_entries DROP COLUMN client_request_id;
