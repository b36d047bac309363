-- Up Migration
-- The trace context of the event a delivery was made for, so every attempt joins its trace.
ALTER TABLE webhooks.deliveries ADD COLUMN trace jsonb;

-- Down Migration
ALTER TABLE webhooks.deliveries DROP COLUMN trace;
