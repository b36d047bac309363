-- A change quote's hold made or freed changes its unit's ledger.
DROP TRIGGER IF EXISTS change_holds_ledger_change ON inventory.change_holds;
CREATE CONSTRAINT TRIGGER change_holds_ledger_change AFTER INSERT OR DELETE ON inventory.change_holds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_ledger_change();
