-- Up Migration

-- A change quote: the stay a booking's change would give it, priced and placed, with the claims it
-- would take, kept until the change is applied (booking.changed) or the quote ends. What the stay
-- adds to the booking's allocation is held meanwhile in inventory.change_holds.
CREATE TABLE inventory.change_quotes (
  id            text PRIMARY KEY,
  booking_id    text NOT NULL,
  tenant_id     text NOT NULL,
  property_id   text NOT NULL,
  unit_id       text NOT NULL REFERENCES inventory.units (id),
  room_id       text REFERENCES inventory.rooms (id),
  rate_plan_id  text,
  start_date    date NOT NULL,
  end_date      date NOT NULL CHECK (end_date > start_date),
  adults        int NOT NULL,
  nightly       jsonb NOT NULL,
  total_minor   bigint NOT NULL,
  terms         jsonb NOT NULL,
  -- [{slot_id, share: [lo, hi]}]: the allocation's claims once the change is applied.
  claims        jsonb NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX change_quotes_booking_idx ON inventory.change_quotes (booking_id);
CREATE INDEX change_quotes_expiry_idx ON inventory.change_quotes (expires_at);

-- The nights a change quote adds, held on the ledger as a sale block is: availability, quotes and
-- allocations count them taken until the quote is applied or ends.
CREATE TABLE inventory.change_holds (
  id           text PRIMARY KEY,
  quote_id     text NOT NULL REFERENCES inventory.change_quotes (id) ON DELETE CASCADE,
  property_id  text NOT NULL,
  unit_id      text NOT NULL REFERENCES inventory.units (id),
  room_id      text REFERENCES inventory.rooms (id),
  start_date   date NOT NULL,
  end_date     date NOT NULL CHECK (end_date > start_date)
);
CREATE INDEX change_holds_unit_idx ON inventory.change_holds (unit_id, start_date);
CREATE INDEX change_holds_property_idx ON inventory.change_holds (property_id, start_date);
CREATE INDEX change_holds_quote_idx ON inventory.change_holds (quote_id);

-- The last change quote applied to the allocation: applying it again changes nothing.
ALTER TABLE inventory.allocations ADD COLUMN change_quote_id text;

ALTER TABLE inventory.ledger_changes DROP CONSTRAINT ledger_changes_kind_check;
ALTER TABLE inventory.ledger_changes ADD CONSTRAINT ledger_changes_kind_check
  CHECK (kind IN ('allocation', 'block', 'hold'));

-- Down Migration
DELETE FROM inventory.ledger_changes WHERE kind = 'hold';
ALTER TABLE inventory.ledger_changes DROP CONSTRAINT ledger_changes_kind_check;
ALTER TABLE inventory.ledger_changes ADD CONSTRAINT ledger_changes_kind_check
  CHECK (kind IN ('allocation', 'block'));
ALTER TABLE inventory.allocations DROP COLUMN change_quote_id;
DROP TABLE inventory.change_holds;
DROP TABLE inventory.change_quotes;
DELETE FROM inventory.live_sql WHERE name = 'change-holds-ledger-change';
