-- An allocation released, or moved (a change of its stay: logged on the unit it left and the one it is on now), changes its units' ledger; pending to committed leaves availability as it was.
DROP TRIGGER IF EXISTS allocations_ledger_update ON inventory.allocations;
CREATE CONSTRAINT TRIGGER allocations_ledger_update
  AFTER UPDATE OF status, unit_id, room_id, start_date, end_date ON inventory.allocations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status = 'released') IS DISTINCT FROM (NEW.status = 'released')
    OR (OLD.unit_id, OLD.room_id, OLD.start_date, OLD.end_date)
      IS DISTINCT FROM (NEW.unit_id, NEW.room_id, NEW.start_date, NEW.end_date))
  EXECUTE FUNCTION inventory.log_ledger_change();
