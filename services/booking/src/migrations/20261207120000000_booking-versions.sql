-- Up Migration

-- Every booking carries its version (1 when made, one more at every change) and when it last
-- changed; who made it, when not the key that created it (a hotel's person or token).
ALTER TABLE booking.bookings
  ADD COLUMN version int NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN created_by jsonb;
UPDATE booking.bookings
   SET updated_at = GREATEST(created_at, confirmed_at, cancelled_at, checked_in_at, checked_out_at);
ALTER TABLE booking.bookings ALTER COLUMN updated_at SET DEFAULT now(), ALTER COLUMN updated_at SET NOT NULL;
ALTER TYPE booking.booking_record ADD ATTRIBUTE created_by jsonb;

-- One row per change of a booking after it was made (its version 1 is the booking itself): who,
-- why, and each changed column's value before and after. Kept as long as the booking.
CREATE TABLE booking.revisions (
  booking_id  text NOT NULL REFERENCES booking.bookings (id) ON DELETE CASCADE,
  version     int NOT NULL,
  tenant_id   text NOT NULL,
  at          timestamptz NOT NULL,
  actor       jsonb NOT NULL,
  action      text NOT NULL,
  changes     jsonb NOT NULL,
  PRIMARY KEY (booking_id, version)
);

-- Down Migration
-- The revise trigger depends on version (its WHEN clause) and goes with it; clearing its live SQL
-- records has the way up apply it again.
DELETE FROM booking.live_sql WHERE name IN ('bookings-revise', 'revise-booking');
DROP TABLE booking.revisions;
ALTER TYPE booking.booking_record DROP ATTRIBUTE created_by;
ALTER TABLE booking.bookings DROP COLUMN created_by, DROP COLUMN updated_at, DROP COLUMN version CASCADE;
