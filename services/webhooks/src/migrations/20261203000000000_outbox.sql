-- Up Migration
-- The webhooks service's events, written in the transaction of the change they tell of and published
-- to JetStream after the commit by service-kit's OutboxRelay, as booking's and inventory's are. Its
-- only events are the audit entries of the hotel's changes to its own subscriptions, which the keys
-- service keeps. `published_to` is the stream the event went to (see booking's outbox-stream
-- migration). Published rows are purged after 7 days.
CREATE TABLE webhooks.outbox (
  seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id      text NOT NULL UNIQUE,
  event         jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  published_to  text
);
CREATE INDEX outbox_unpublished_idx ON webhooks.outbox (seq) WHERE published_at IS NULL;

-- Down Migration
DROP TABLE webhooks.outbox;
