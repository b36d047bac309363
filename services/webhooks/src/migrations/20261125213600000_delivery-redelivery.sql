-- Up Migration
-- Redeliver and recover send a delivery again, its attempts counting on: retries_from is the
-- attempt count at the last of these, so the retry schedule starts over from it.
-- leased_until marks an attempt in flight (the claim's lease), which a redelivery leaves alone
-- rather than make the delivery due twice at once.
ALTER TABLE webhooks.deliveries
  ADD COLUMN retries_from int NOT NULL DEFAULT 0,
  ADD COLUMN leased_until timestamptz;

-- Down Migration
ALTER TABLE webhooks.deliveries DROP COLUMN leased_until, DROP COLUMN retries_from;
