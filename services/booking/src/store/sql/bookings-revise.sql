-- Every change of a booking moves its version and writes its revision; a statement that sets the version itself (a data move) is none.
DROP TRIGGER IF EXISTS bookings_revise ON booking.bookings;
CREATE TRIGGER bookings_revise BEFORE UPDATE ON booking.bookings
  FOR EACH ROW WHEN (NEW.version = OLD.version) EXECUTE FUNCTION booking.revise_booking();
