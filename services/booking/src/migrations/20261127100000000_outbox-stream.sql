-- Up Migration
-- Which event stream each outbox event was published to: its creation time as NATS reports it
-- (StreamInfo.created), as the relay knew it when the publishing round began, so it is never newer
-- than the stream the event went to. When NATS has a new stream (it lost its storage, or the stream
-- was deleted and made again), the relay puts back in line the events of the last minutes that went
-- to another stream, including while no booking is made and after the relay's own restart. NULL:
-- published before this column, or while the relay could not tell.
ALTER TABLE booking.outbox ADD COLUMN published_to text;

-- Down Migration
ALTER TABLE booking.outbox DROP COLUMN published_to;
