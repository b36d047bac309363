-- Payments are only ever inserted.
DROP TRIGGER IF EXISTS group_payments_append_only ON booking.group_payments;
CREATE TRIGGER group_payments_append_only BEFORE UPDATE OR DELETE ON booking.group_payments
  FOR EACH ROW EXECUTE FUNCTION booking.refuse_money_edit();
