-- Every change a read could see bumps its unit's ledger_version at commit (serialized by the unit's row lock, so versions follow commit order) and logs the row's new state in inventory.ledger_changes, from which a copy's projection catches up. A row moved to another unit is logged on both: gone from the old one, live on the new one, so each unit's log alone says what is on it. Each change also writes the ARI change log's availability entry for the units it touches and the nights before and after.
CREATE OR REPLACE FUNCTION inventory.log_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  live boolean := TG_OP <> 'DELETE';
  v bigint;
  t text;
  p text;
  k text := CASE TG_TABLE_NAME WHEN 'allocations' THEN 'allocation' WHEN 'change_holds' THEN 'hold' ELSE 'block' END;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF live AND TG_TABLE_NAME = 'allocations' THEN live := NEW.status <> 'released'; END IF;
  IF TG_OP = 'UPDATE' AND OLD.unit_id IS DISTINCT FROM NEW.unit_id THEN
    UPDATE inventory.units SET ledger_version = ledger_version + 1 WHERE id = OLD.unit_id
      RETURNING ledger_version INTO v;
    IF v IS NOT NULL THEN
      INSERT INTO inventory.ledger_changes (unit_id, version, kind, id, live, room_id, start_date, end_date)
      VALUES (OLD.unit_id, v, k, OLD.id, false, OLD.room_id, OLD.start_date, OLD.end_date);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.unit_id, OLD.start_date, OLD.end_date) IS DISTINCT FROM (NEW.unit_id, NEW.start_date, NEW.end_date) THEN
    SELECT tenant_id, property_id INTO t, p FROM inventory.units WHERE id = OLD.unit_id;
    IF p IS NOT NULL THEN
      PERFORM inventory.log_ari_change(t, p, 'availability', inventory.related_units(OLD.unit_id), NULL, OLD.start_date, OLD.end_date);
    END IF;
  END IF;
  -- The catalog trigger on units watches other columns: this bump leaves catalog_version as it is.
  UPDATE inventory.units SET ledger_version = ledger_version + 1 WHERE id = r.unit_id
    RETURNING ledger_version, tenant_id, property_id INTO v, t, p;
  IF v IS NOT NULL THEN
    INSERT INTO inventory.ledger_changes (unit_id, version, kind, id, live, room_id, start_date, end_date)
    VALUES (r.unit_id, v, k, r.id, live, r.room_id, r.start_date, r.end_date);
    PERFORM inventory.log_ari_change(t, p, 'availability', inventory.related_units(r.unit_id), NULL, r.start_date, r.end_date);
  END IF;
  RETURN NULL;
END $$;
