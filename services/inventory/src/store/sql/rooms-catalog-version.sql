-- A room made, removed, renamed or moved: its property's catalog changed.
DROP TRIGGER IF EXISTS rooms_catalog_version ON inventory.rooms;
CREATE CONSTRAINT TRIGGER rooms_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF unit_id, name, position ON inventory.rooms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.bump_catalog_version();
