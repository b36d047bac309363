-- Up Migration
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

CREATE TABLE inventory.units (
  id              text PRIMARY KEY,
  -- Stable small number per unit: a child's share of its parent in the claims ledger.
  seq             int GENERATED ALWAYS AS IDENTITY UNIQUE,
  tenant_id       text NOT NULL,
  property_id     text NOT NULL REFERENCES inventory.properties (id),
  name            text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('single', 'whole_house', 'room_type')),
  parent_unit_id  text REFERENCES inventory.units (id),
  max_adults      int NOT NULL CHECK (max_adults > 0),
  published       boolean NOT NULL DEFAULT true,
  blocked_for_sale boolean NOT NULL DEFAULT false,
  window_start    date,
  window_end      date,
  housekeeping    text NOT NULL DEFAULT 'clean',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX units_property_idx ON inventory.units (property_id, created_at, id);
CREATE INDEX units_parent_idx ON inventory.units (parent_unit_id) WHERE parent_unit_id IS NOT NULL;

CREATE TABLE inventory.rooms (
  id            text PRIMARY KEY,
  unit_id       text NOT NULL REFERENCES inventory.units (id),
  property_id   text NOT NULL,
  name          text NOT NULL,
  position      int NOT NULL,
  housekeeping  text NOT NULL DEFAULT 'clean',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (unit_id, position)
);

CREATE TABLE inventory.sale_blocks (
  id           text PRIMARY KEY,
  tenant_id    text NOT NULL,
  property_id  text NOT NULL,
  unit_id      text NOT NULL REFERENCES inventory.units (id),
  room_id      text REFERENCES inventory.rooms (id),
  start_date   date NOT NULL,
  end_date     date NOT NULL CHECK (end_date > start_date),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sale_blocks_unit_idx ON inventory.sale_blocks (unit_id, start_date);
CREATE INDEX sale_blocks_property_idx ON inventory.sale_blocks (property_id, start_date);

CREATE TABLE inventory.rate_plans (
  id                   text PRIMARY KEY,
  tenant_id            text NOT NULL,
  property_id          text NOT NULL REFERENCES inventory.properties (id),
  name                 text NOT NULL,
  sales_channels       text[] NOT NULL,
  active               boolean NOT NULL,
  parent_rate_plan_id  text REFERENCES inventory.rate_plans (id),
  min_stay             int,
  max_stay             int,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_plans_property_idx ON inventory.rate_plans (property_id, created_at, id);

CREATE TABLE inventory.rate_plan_units (
  rate_plan_id  text NOT NULL REFERENCES inventory.rate_plans (id) ON DELETE CASCADE,
  unit_id       text NOT NULL REFERENCES inventory.units (id),
  PRIMARY KEY (rate_plan_id, unit_id)
);
CREATE INDEX rate_plan_units_unit_idx ON inventory.rate_plan_units (unit_id);

CREATE TABLE inventory.rate_plan_prices (
  rate_plan_id   text NOT NULL REFERENCES inventory.rate_plans (id) ON DELETE CASCADE,
  adults         int NOT NULL,
  nightly_minor  bigint NOT NULL CHECK (nightly_minor >= 0),
  PRIMARY KEY (rate_plan_id, adults)
);

-- The allocation ledger: which unit or room is taken on which nights, per booking.
CREATE TABLE inventory.allocations (
  id            text PRIMARY KEY,
  booking_id    text NOT NULL UNIQUE,
  tenant_id     text NOT NULL,
  property_id   text NOT NULL,
  unit_id       text NOT NULL REFERENCES inventory.units (id),
  room_id       text REFERENCES inventory.rooms (id),
  rate_plan_id  text,
  start_date    date NOT NULL,
  end_date      date NOT NULL CHECK (end_date > start_date),
  adults        int NOT NULL,
  currency      char(3) NOT NULL,
  nightly       jsonb NOT NULL,
  total_minor   bigint NOT NULL,
  status        text NOT NULL CHECK (status IN ('pending', 'committed', 'released')),
  origin        text NOT NULL,
  conflict      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  committed_at  timestamptz,
  released_at   timestamptz
);
CREATE INDEX allocations_unit_live_idx ON inventory.allocations (unit_id, start_date, end_date) WHERE status <> 'released';
CREATE INDEX allocations_property_live_idx ON inventory.allocations (property_id, start_date, end_date) WHERE status <> 'released';
CREATE INDEX allocations_pending_idx ON inventory.allocations (created_at) WHERE status = 'pending';

-- Last line of defence against double sale: live claims on one physical slot never overlap.
-- A child's claim on its parent uses a share range of its own, so siblings do not collide
-- while a parent's claim ([0,∞)) collides with every child.
CREATE TABLE inventory.claims (
  allocation_id  text NOT NULL REFERENCES inventory.allocations (id) ON DELETE CASCADE,
  slot_id        text NOT NULL,
  during         daterange NOT NULL,
  share          int4range NOT NULL,
  CONSTRAINT claims_no_overlap EXCLUDE USING gist (slot_id WITH =, during WITH &&, share WITH &&)
);
CREATE INDEX claims_allocation_idx ON inventory.claims (allocation_id);

-- Down Migration
DROP TABLE inventory.claims;
DROP TABLE inventory.allocations;
DROP TABLE inventory.rate_plan_prices;
DROP TABLE inventory.rate_plan_units;
DROP TABLE inventory.rate_plans;
DROP TABLE inventory.sale_blocks;
DROP TABLE inventory.rooms;
DROP TABLE inventory.units;
