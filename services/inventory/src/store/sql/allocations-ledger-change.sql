-- An allocation made or deleted changes its unit's ledger.
DROP TRIGGER IF EXISTS allocations_ledger_change ON inventory.allocations;
CREATE CONSTRAINT TRIGGER allocations_ledger_change AFTER INSERT OR DELETE ON inventory.allocations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_ledger_change();
