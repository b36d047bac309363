-- A person's change that ends their sessions takes a new state_version.
DROP TRIGGER IF EXISTS staff_state ON keys.staff;
CREATE TRIGGER staff_state BEFORE UPDATE ON keys.staff
  FOR EACH ROW EXECUTE FUNCTION keys.bump_staff_state();
