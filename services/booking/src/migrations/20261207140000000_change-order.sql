-- Up Migration

-- Where a booking's last change stands in commit order: the id of the transaction that made it and
-- a number from a sequence. The list of bookings changed since a time pages by the two and reads
-- only what transactions older than every one still running wrote, so a change that commits after
-- a later-numbered one is never passed over (store/booking-changes.ts).
CREATE SEQUENCE booking.change_seq;
ALTER TABLE booking.bookings
  ADD COLUMN change_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('booking.change_seq');
CREATE INDEX bookings_changes_idx ON booking.bookings (tenant_id, property_id, change_xid, change_seq);

-- Down Migration
DROP INDEX booking.bookings_changes_idx;
ALTER TABLE booking.bookings DROP COLUMN change_seq, DROP COLUMN change_xid;
DROP SEQUENCE booking.change_seq;
