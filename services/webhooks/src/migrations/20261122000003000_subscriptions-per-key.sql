-- Up Migration
-- A key holds at most WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY subscriptions; each create counts the key's.
CREATE INDEX subscriptions_key_idx ON webhooks.subscriptions (created_by_key) WHERE created_by_key IS NOT NULL;

-- Down Migration
DROP INDEX webhooks.subscriptions_key_idx;
