-- A unit made or changed in what partners see: an entry of the ARI change log, written at commit.
DROP TRIGGER IF EXISTS units_ari_change ON inventory.units;
CREATE CONSTRAINT TRIGGER units_ari_change AFTER INSERT OR UPDATE OF name, kind, parent_unit_id, max_adults, max_children, published, blocked_for_sale, window_start, window_end ON inventory.units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_catalog_ari_change();
