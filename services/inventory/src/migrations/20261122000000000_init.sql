-- Up Migration
CREATE TABLE inventory.properties (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL,
  name        text NOT NULL,
  currency    char(3) NOT NULL,
  timezone    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX properties_tenant_idx ON inventory.properties (tenant_id, created_at, id);

-- Down Migration
DROP TABLE inventory.properties;
