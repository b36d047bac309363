-- A room made or removed: an entry of the ARI change log, written at commit.
DROP TRIGGER IF EXISTS rooms_ari_change ON inventory.rooms;
CREATE CONSTRAINT TRIGGER rooms_ari_change AFTER INSERT OR DELETE ON inventory.rooms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_catalog_ari_change();
