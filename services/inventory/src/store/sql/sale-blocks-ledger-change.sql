-- A sale block made, removed or moved changes its unit's ledger.
DROP TRIGGER IF EXISTS sale_blocks_ledger_change ON inventory.sale_blocks;
CREATE CONSTRAINT TRIGGER sale_blocks_ledger_change
  AFTER INSERT OR DELETE OR UPDATE OF unit_id, room_id, start_date, end_date ON inventory.sale_blocks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_ledger_change();
