-- Up Migration

-- A guest who never arrived: the hotel marks the booking no_show (when: no_show_at). Its fee is the
-- policy's late fee, or without a policy the first night's price, kept from the stay's allocation.
ALTER TABLE booking.bookings
  DROP CONSTRAINT bookings_status_check,
  ADD CONSTRAINT bookings_status_check
    CHECK (status IN ('pending', 'confirmed', 'cancelled', 'checked_in', 'checked_out', 'no_show')),
  ADD COLUMN no_show_at timestamptz,
  ADD COLUMN first_night_minor bigint;
ALTER TYPE booking.booking_record ADD ATTRIBUTE first_night_minor bigint;
-- Bookings made before: every night of a stay costs the same, so a night is the charge less the
-- taxes not included, divided by the nights (kept in hundredths of the currency, as the taxes are).
UPDATE booking.bookings b
   SET first_night_minor = CASE WHEN rate_plan_id IS NULL THEN 0 ELSE round(
         (total_minor - COALESCE((SELECT sum((t ->> 'amount')::numeric * 100)
                                    FROM jsonb_array_elements(b.taxes) t
                                   WHERE NOT (t ->> 'included')::boolean), 0))
         / (end_date - start_date)) END
 WHERE first_night_minor IS NULL;
CREATE INDEX bookings_no_show_idx ON booking.bookings (property_id, no_show_at) WHERE no_show_at IS NOT NULL;

-- Down Migration
DROP INDEX booking.bookings_no_show_idx;
ALTER TYPE booking.booking_record DROP ATTRIBUTE first_night_minor;
UPDATE booking.bookings SET status = 'cancelled', cancellation_reason = 'hotel', cancelled_at = no_show_at
 WHERE status = 'no_show';
ALTER TABLE booking.bookings
  DROP COLUMN first_night_minor,
  DROP COLUMN no_show_at,
  DROP CONSTRAINT bookings_status_check,
  ADD CONSTRAINT bookings_status_check
    CHECK (status IN ('pending', 'confirmed', 'cancelled', 'checked_in', 'checked_out'));
