-- Up Migration

-- A catalog load reads the property's rooms in one scan of this index, whatever the table's size.
CREATE INDEX rooms_property_idx ON inventory.rooms (property_id, unit_id, position);

-- Down Migration
DROP INDEX inventory.rooms_property_idx;
