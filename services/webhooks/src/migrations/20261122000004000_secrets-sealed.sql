-- Up Migration
-- Webhook secrets at rest are sealed with AES-256-GCM (domain/secret-box.ts): secret and
-- previous_secret hold base64 of nonce, tag and ciphertext, and beside each the id of the
-- WEBHOOK_SECRET_KEYS key that sealed it. A NULL id marks a secret still in clear (written before
-- this migration); the service seals those, and those of keys being rotated out, when it starts.
ALTER TABLE webhooks.subscriptions
  ADD COLUMN secret_key_id text,
  ADD COLUMN previous_secret_key_id text;
COMMENT ON COLUMN webhooks.subscriptions.secret IS 'sealed (AES-256-GCM) with the key secret_key_id; in clear only while secret_key_id is NULL';
COMMENT ON COLUMN webhooks.subscriptions.previous_secret IS 'sealed with the key previous_secret_key_id; in clear only while that is NULL';

-- Down Migration
ALTER TABLE webhooks.subscriptions DROP COLUMN previous_secret_key_id, DROP COLUMN secret_key_id;
