-- Up Migration
-- The event streams the feed's events came from. A new stream (NATS lost its storage, or the
-- stream was deleted and made again) numbers its messages from 1 again; an event's feed sequence
-- (webhooks.events.seq) is its stream sequence plus its stream's offset, so the feed goes on above
-- every sequence of the streams before it. `created` is the stream's creation time as NATS reports it.
CREATE TABLE webhooks.event_streams (
  created     text PRIMARY KEY,
  seq_offset  bigint NOT NULL UNIQUE,
  first_seen  timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE webhooks.event_streams;
