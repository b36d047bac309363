-- Up Migration

-- Each copy keeps a property's ledger in memory (store/catalog-cache.ts), checked on every read
-- against the sum of its units' ledger_version. Every change a read could see bumps its unit's
-- version at commit (a deferred trigger, serialized by the unit's row lock, so versions follow commit
-- order) and logs the row's new state in inventory.ledger_changes, from which a copy catches up.

-- Per unit, not per property: a property-wide version row would make each booking wait for the
-- previous one's fsync. A log, not stamped rows: a delete leaves nothing to stamp. Changes older than
-- ten minutes are pruned; a copy further behind reloads the ledger whole. See docs/architecture.md.
ALTER TABLE inventory.units ADD COLUMN ledger_version bigint NOT NULL DEFAULT 0;
-- Room on each page for the bumps to stay heap-only updates: a full page sends the new row version
-- elsewhere and adds index entries, which every read's sum then walks until vacuum (new pages only).
ALTER TABLE inventory.units SET (fillfactor = 50);

CREATE TABLE inventory.ledger_changes (
  unit_id      text NOT NULL,
  version      bigint NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('allocation', 'block')),
  id           text NOT NULL,
  -- false when the row is gone from availability (released or deleted); the fields below are its last state.
  live         boolean NOT NULL,
  room_id      text,
  start_date   date NOT NULL,
  end_date     date NOT NULL,
  logged_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (unit_id, version)
);
-- Rows arrive in logged_at order: a BRIN index finds the old ones for pruning at almost no cost per insert.
CREATE INDEX ledger_changes_logged_idx ON inventory.ledger_changes USING brin (logged_at);

CREATE FUNCTION inventory.log_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  live boolean := TG_OP <> 'DELETE';
  v bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF live AND TG_TABLE_NAME = 'allocations' THEN live := NEW.status <> 'released'; END IF;
  -- The catalog trigger on units watches other columns: this bump leaves catalog_version as it is.
  UPDATE inventory.units SET ledger_version = ledger_version + 1 WHERE id = r.unit_id
    RETURNING ledger_version INTO v;
  IF v IS NOT NULL THEN
    INSERT INTO inventory.ledger_changes (unit_id, version, kind, id, live, room_id, start_date, end_date)
    VALUES (r.unit_id, v, CASE WHEN TG_TABLE_NAME = 'allocations' THEN 'allocation' ELSE 'block' END, r.id,
      live, r.room_id, r.start_date, r.end_date);
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER allocations_ledger_change AFTER INSERT OR DELETE ON inventory.allocations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_ledger_change();
-- pending → committed leaves availability as it was: no bump. (No code moves a row to another unit.)
CREATE CONSTRAINT TRIGGER allocations_ledger_update
  AFTER UPDATE OF status, unit_id, room_id, start_date, end_date ON inventory.allocations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status = 'released') IS DISTINCT FROM (NEW.status = 'released')
    OR (OLD.unit_id, OLD.room_id, OLD.start_date, OLD.end_date)
      IS DISTINCT FROM (NEW.unit_id, NEW.room_id, NEW.start_date, NEW.end_date))
  EXECUTE FUNCTION inventory.log_ledger_change();
CREATE CONSTRAINT TRIGGER sale_blocks_ledger_change
  AFTER INSERT OR DELETE OR UPDATE OF unit_id, room_id, start_date, end_date ON inventory.sale_blocks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_ledger_change();

-- Down Migration
DROP TRIGGER sale_blocks_ledger_change ON inventory.sale_blocks;
DROP TRIGGER allocations_ledger_update ON inventory.allocations;
DROP TRIGGER allocations_ledger_change ON inventory.allocations;
DROP FUNCTION inventory.log_ledger_change();
DROP TABLE inventory.ledger_changes;
ALTER TABLE inventory.units RESET (fillfactor);
ALTER TABLE inventory.units DROP COLUMN ledger_version;
