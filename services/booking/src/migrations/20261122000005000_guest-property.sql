-- Up Migration
-- A guest belongs to the property it was created for (by the hotel for that property, or with a
-- booking there): a key limited to some properties may attach only their guests. Guests made before
-- this column get the property of their first booking; one without any stays NULL (hotel-wide),
-- which only a key covering every property may attach.
ALTER TABLE booking.guests ADD COLUMN property_id text;
UPDATE booking.guests g SET property_id = first.property_id
  FROM (SELECT DISTINCT ON (guest_id) guest_id, property_id FROM booking.bookings ORDER BY guest_id, created_at) first
 WHERE first.guest_id = g.id;

-- Down Migration
ALTER TABLE booking.guests DROP COLUMN property_id;
