-- Up Migration
-- The inventory schema: properties, units and rooms, rate plans and their prices and restrictions,
-- sale blocks, the allocation ledger and its change log, the outbox. Its functions and triggers are
-- live SQL in src/store/sql/, applied after the migrations.
-- Replaces the migrations up to and including 20261130000000000_stay-terms.

CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

-- Every change to what a property's catalog holds (its currency, time zone, taxes and check-in time,
-- its units, rooms, rate plans with their linked units, prices and restrictions) bumps
-- catalog_version in the same transaction, so a copy can keep the catalog in memory and check it with
-- one primary-key read.
CREATE TABLE inventory.properties (
  id               text PRIMARY KEY,
  tenant_id        text NOT NULL,
  name             text NOT NULL,
  currency         char(3) NOT NULL,
  timezone         text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  catalog_version  bigint NOT NULL DEFAULT 0,
  taxes            jsonb NOT NULL DEFAULT '[]',
  check_in_time    text NOT NULL DEFAULT '15:00'
);
CREATE INDEX properties_tenant_idx ON inventory.properties (tenant_id, created_at, id);

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
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- Bumped at commit by every change a read of the unit's availability could see (a deferred
  -- trigger, serialized by the unit's row lock, so versions follow commit order). Per unit, not per
  -- property: a property-wide version row would make each booking wait for the previous one's fsync.
  ledger_version  bigint NOT NULL DEFAULT 0,
  max_children    int NOT NULL DEFAULT 0 CHECK (max_children >= 0)
)
-- Room on each page for the bumps to stay heap-only updates: a full page sends the new row version
-- elsewhere and adds index entries, which every read's sum then walks until vacuum.
WITH (fillfactor = 50);
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
  created_at           timestamptz NOT NULL DEFAULT now(),
  cancellation_policy  jsonb,
  child_prices         jsonb NOT NULL DEFAULT '[]'
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

-- A rate plan's restrictions on one date; a date with none set has no row. Flags are true or absent.
CREATE TABLE inventory.rate_plan_restrictions (
  rate_plan_id        text NOT NULL REFERENCES inventory.rate_plans (id) ON DELETE CASCADE,
  property_id         text NOT NULL,
  date                date NOT NULL,
  min_stay_arrival    int,
  min_stay_through    int,
  max_stay            int,
  closed_to_arrival   boolean NOT NULL DEFAULT false,
  closed_to_departure boolean NOT NULL DEFAULT false,
  stop_sell           boolean NOT NULL DEFAULT false,
  min_advance_days    int,
  max_advance_days    int,
  PRIMARY KEY (rate_plan_id, date)
);
-- The catalog reads a property's rows from a day before today on.
CREATE INDEX rate_plan_restrictions_property_idx ON inventory.rate_plan_restrictions (property_id, date);

-- The allocation ledger: which unit or room is taken on which nights, per booking. An allocation
-- keeps the terms its stay was sold on (children, taxes, cancellation policy, the deadline and fee
-- of a late cancellation), so asking again for its booking id answers the same.
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
  released_at   timestamptz,
  terms         jsonb NOT NULL DEFAULT '{}'
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

-- Each copy keeps a property's ledger in memory (store/catalog-cache.ts) and catches up from this
-- log: each change to a unit's ledger with the row's new state. A log, not stamped rows: a delete
-- leaves nothing to stamp. Changes older than ten minutes are pruned; a copy further behind reloads
-- the ledger whole. See docs/architecture.md.
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

-- Inventory's events (unit.housekeeping_changed), written in the transaction of the change they
-- tell of and published to JetStream after the commit by service-kit's OutboxRelay: a change whose
-- publish fails (NATS away) is published at a later round instead of being lost. `published_to` is
-- the stream the event went to. Published rows are pruned after 7 days by the reconciler.
CREATE TABLE inventory.outbox (
  seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id      text NOT NULL UNIQUE,
  event         jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  published_to  text
);
CREATE INDEX outbox_unpublished_idx ON inventory.outbox (seq) WHERE published_at IS NULL;

-- Down Migration
DROP TABLE inventory.outbox;
DROP TABLE inventory.ledger_changes;
DROP TABLE inventory.claims;
DROP TABLE inventory.allocations;
DROP TABLE inventory.rate_plan_restrictions;
DROP TABLE inventory.rate_plan_prices;
DROP TABLE inventory.rate_plan_units;
DROP TABLE inventory.rate_plans;
DROP TABLE inventory.sale_blocks;
DROP TABLE inventory.rooms;
DROP TABLE inventory.units;
DROP TABLE inventory.properties;
