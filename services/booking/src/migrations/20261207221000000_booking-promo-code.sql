-- Up Migration

-- The promo code a booking was made with (a private rate plan's), as the request sent it, trimmed.
ALTER TABLE booking.bookings ADD COLUMN promo_code text;
ALTER TYPE booking.booking_record ADD ATTRIBUTE promo_code text;

-- Down Migration
ALTER TYPE booking.booking_record DROP ATTRIBUTE promo_code;
ALTER TABLE booking.bookings DROP COLUMN promo_code;
