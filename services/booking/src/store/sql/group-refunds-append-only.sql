-- Refunds are only ever inserted.
DROP TRIGGER IF EXISTS group_refunds_append_only ON booking.group_refunds;
CREATE TRIGGER group_refunds_append_only BEFORE UPDATE OR DELETE ON booking.group_refunds
  FOR EACH ROW EXECUTE FUNCTION booking.refuse_money_edit();
