-- Up Migration
-- Availability and quotes read the ledger from memory (store/catalog-cache.ts): each copy of the
-- service keeps, per property, the live allocations and sale blocks, and checks them on every read
-- against the property's ledger_version, read in the same primary-key query as its catalog_version.
--
-- Every change to what the ledger holds for availability (an allocation inserted or deleted, one
-- released or moved, a sale block inserted, moved or deleted) bumps ledger_version by one and
-- appends the changed row's new state under that version to inventory.ledger_changes. The bump is
-- a deferred trigger, like the catalog's: it runs at commit, so the property row is locked only
-- while the transaction commits, never while a partner's allocation holds its units' locks. That
-- row lock serializes the bumps of one property, and a bump's transaction is visible before its
-- lock is released, so versions are handed out in commit order and any snapshot that sees version
-- v sees every change up to v: a copy at version c brings itself to date with the changes after c,
-- in version order, instead of re-reading the ledger.
--
-- Why a change log rather than stamping the changed rows with their version: a delete leaves no
-- row to stamp (a sale block removed, a released allocation replaced by a retry), and stamping
-- would update each allocation a second time, across its five indexes, at every commit; a log row
-- is one narrow insert. Committing a pending allocation changes nothing a read shows, so it does
-- not bump: a booking costs one bump (its allocation), one more if it is released.
-- The reconciler prunes changes older than an hour; a copy whose version is older than what is
-- left finds a gap in the versions and reloads the property's ledger whole.
ALTER TABLE inventory.properties ADD COLUMN ledger_version bigint NOT NULL DEFAULT 0;

CREATE TABLE inventory.ledger_changes (
  property_id  text NOT NULL,
  version      bigint NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('allocation', 'block')),
  id           text NOT NULL,
  -- false when the row is gone from availability (released or deleted); the fields below are its last state.
  live         boolean NOT NULL,
  unit_id      text NOT NULL,
  room_id      text,
  start_date   date NOT NULL,
  end_date     date NOT NULL,
  logged_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (property_id, version)
);
CREATE INDEX ledger_changes_logged_idx ON inventory.ledger_changes (logged_at);

CREATE FUNCTION inventory.log_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  live boolean := TG_OP <> 'DELETE';
  v bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF live AND TG_TABLE_NAME = 'allocations' THEN live := NEW.status <> 'released'; END IF;
  UPDATE inventory.properties SET ledger_version = ledger_version + 1 WHERE id = r.property_id
    RETURNING ledger_version INTO v;
  IF v IS NOT NULL THEN
    INSERT INTO inventory.ledger_changes (property_id, version, kind, id, live, unit_id, room_id, start_date, end_date)
    VALUES (r.property_id, v, CASE WHEN TG_TABLE_NAME = 'allocations' THEN 'allocation' ELSE 'block' END, r.id,
      live, r.unit_id, r.room_id, r.start_date, r.end_date);
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER allocations_ledger_change AFTER INSERT OR DELETE ON inventory.allocations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory.log_ledger_change();
-- pending → committed leaves availability as it was: no bump. (No code moves a row to another property.)
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
ALTER TABLE inventory.properties DROP COLUMN ledger_version;
