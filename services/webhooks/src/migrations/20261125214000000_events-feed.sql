-- Up Migration
-- The event feed (GET /api/v1/events): every event of the stream, written by the fan-out before it
-- acks the message. seq is the message's JetStream stream sequence, the feed's order: the feed
-- answers only rows at or below the fan-out consumer's ack floor, where none can still be missing.
CREATE TABLE webhooks.events (
  seq          bigint PRIMARY KEY,
  id           text NOT NULL UNIQUE,
  tenant_id    text NOT NULL,
  property_id  text,
  type         text NOT NULL,
  occurred_at  timestamptz NOT NULL,
  data         jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_tenant_seq_idx ON webhooks.events (tenant_id, seq);
-- The purge deletes by age (30 days kept).
CREATE INDEX events_created_idx ON webhooks.events (created_at);

-- Down Migration
DROP TABLE webhooks.events;
