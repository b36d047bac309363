-- Up Migration

-- The API version whose shapes the data of a subscription's deliveries take; every subscription
-- made before versions receives the first.
ALTER TABLE webhooks.subscriptions ADD COLUMN api_version text NOT NULL DEFAULT '2026-11-21';

-- Down Migration
ALTER TABLE webhooks.subscriptions DROP COLUMN api_version;
