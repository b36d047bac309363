-- Up Migration
-- The ARI change log: every change that can move an answer of /availability, /units or /rates
-- writes an entry in its own transaction (the triggers of src/store/sql/), which partners read by
-- cursor (GET /ari/changes) in commit order, and from which ari.changed events are sent.

CREATE TABLE inventory.ari_changes (
  seq           bigint GENERATED ALWAYS AS IDENTITY,
  -- The writing transaction: readers pass only entries of transactions that can no longer commit.
  change_xid    xid8 NOT NULL DEFAULT pg_current_xact_id(),
  tenant_id     text NOT NULL,
  property_id   text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('availability', 'units', 'rates', 'restrictions')),
  unit_ids      text[] NOT NULL,
  rate_plan_id  text,
  -- [from_date, to_date): the dates whose answers may have changed; null: unbounded on that side.
  from_date     date,
  to_date       date,
  at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (property_id, change_xid, seq)
);
-- The sender of ari.changed events reads every property's entries in commit order.
CREATE INDEX ari_changes_order_idx ON inventory.ari_changes (change_xid, seq);
-- Entries arrive in time order: a BRIN index finds those past their 7 days at almost no cost per insert.
CREATE INDEX ari_changes_at_idx ON inventory.ari_changes USING brin (at);

-- Where the sender of ari.changed events stands in the log (one row).
CREATE TABLE inventory.ari_feed (
  only_row    boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  change_xid  xid8 NOT NULL,
  seq         bigint NOT NULL
);
INSERT INTO inventory.ari_feed (change_xid, seq) VALUES ('0', 0);

-- Per property: the entries merged since its last ari.changed event (null: none waiting), and
-- when that event was sent, so a property gets at most one every 5 s.
CREATE TABLE inventory.ari_pending (
  property_id  text PRIMARY KEY,
  tenant_id    text NOT NULL,
  entry        jsonb,
  sent_at      timestamptz
);

-- Down Migration
DROP TABLE inventory.ari_pending;
DROP TABLE inventory.ari_feed;
DROP TABLE inventory.ari_changes;
