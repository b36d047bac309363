-- Up Migration
-- The property of the event a delivery was made for: before each attempt the subscription's key
-- must still cover it. Deliveries made before this column have none, which refuses for a key
-- limited to some properties (nothing is sent that the rule cannot vouch for).
ALTER TABLE webhooks.deliveries ADD COLUMN property_id text;

-- Down Migration
ALTER TABLE webhooks.deliveries DROP COLUMN property_id;
