-- Up Migration
-- Inventory's events (unit.housekeeping_changed), written in the transaction of the change they
-- tell of and published to JetStream after the commit by service-kit's OutboxRelay, as the booking
-- service's are: a change whose publish fails (NATS away) is published at a later round instead of
-- being lost. `published_to` is the stream the event went to (see booking's outbox-stream migration).
-- Published rows are pruned after 7 days by the reconciler.
CREATE TABLE inventory.outbox (
  seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id      text NOT NULL UNIQUE,
  event         jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  published_to  text
);
CREATE INDEX outbox_unpublished_idx ON inventory.outbox (seq) WHERE published_at IS NULL;

-- Down Migration
DROP TABLE inventory.outbox;
