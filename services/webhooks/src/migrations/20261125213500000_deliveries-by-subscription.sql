-- Up Migration
-- A subscription's deliveries are listed newest first by (created_at, id), each with its attempts.
CREATE INDEX deliveries_subscription_created_idx ON webhooks.deliveries (subscription_id, created_at, id);
CREATE INDEX attempts_delivery_idx ON webhooks.attempts (delivery_id, attempt);

-- Down Migration
DROP INDEX webhooks.attempts_delivery_idx;
DROP INDEX webhooks.deliveries_subscription_created_idx;
