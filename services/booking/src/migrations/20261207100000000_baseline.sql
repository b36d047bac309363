-- Up Migration
-- The booking schema: guests, bookings and the terms they were sold on, Idempotency-Key records,
-- the keys' per-minute counts, the sagas' outcomes, booking groups and their money, the outbox, and
-- the record a booking is written from. Its functions and triggers are live SQL in src/store/sql/,
-- applied after the migrations.
-- Replaces the migrations up to and including 20261203000000000_booking-audit.

-- A guest belongs to the property it was created for (by the hotel for that property, or with a
-- booking there): a key limited to some properties may attach only their guests. One without a
-- property is hotel-wide, which only a key covering every property may attach.
CREATE TABLE booking.guests (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL,
  first_name  text NOT NULL,
  last_name   text NOT NULL,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  property_id text
);
CREATE INDEX guests_tenant_idx ON booking.guests (tenant_id);

-- A booking carries the terms its stay was sold on, as they were when it was made: the children's
-- ages, the taxes, the rate plan's cancellation policy, until when cancelling is free, and what a
-- cancellation after that costs (late_cancellation_fee_minor). cancellation_fee_minor is what its
-- cancellation did cost: set by a guest's or the hotel's cancellation, never by a void or an expiry.
CREATE TABLE booking.bookings (
  id                   text PRIMARY KEY,
  tenant_id            text NOT NULL,
  property_id          text NOT NULL,
  unit_id              text NOT NULL,
  room_id              text,
  rate_plan_id         text,
  start_date           date NOT NULL,
  end_date             date NOT NULL CHECK (end_date > start_date),
  adults               int NOT NULL,
  guest_id             text NOT NULL REFERENCES booking.guests (id),
  currency             char(3) NOT NULL,
  timezone             text NOT NULL,
  total_minor          bigint NOT NULL,
  status               text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'checked_in', 'checked_out')),
  is_hold              boolean NOT NULL DEFAULT false,
  hold_origin          text CHECK (hold_origin IN ('api', 'hotel', 'channel')),
  hold_expires_at      timestamptz,
  created_by_key       text,
  origin               text NOT NULL CHECK (origin IN ('api', 'hotel', 'channel')),
  channel              text,
  conflict             boolean NOT NULL DEFAULT false,
  cancellation_reason  text CHECK (cancellation_reason IN ('guest', 'hold_expired', 'voided', 'hotel')),
  created_at           timestamptz NOT NULL DEFAULT now(),
  confirmed_at         timestamptz,
  cancelled_at         timestamptz,
  checked_in_at        timestamptz,
  checked_out_at       timestamptz,
  children             int[] NOT NULL DEFAULT '{}',
  taxes                jsonb NOT NULL DEFAULT '[]',
  cancellation_policy  jsonb,
  free_cancellation_until timestamptz,
  late_cancellation_fee_minor bigint NOT NULL DEFAULT 0,
  cancellation_fee_minor bigint
);
CREATE INDEX bookings_property_idx ON booking.bookings (property_id, created_at DESC, id DESC);
CREATE INDEX bookings_key_idx ON booking.bookings (created_by_key, created_at DESC, id DESC) WHERE created_by_key IS NOT NULL;
CREATE INDEX bookings_live_holds_idx ON booking.bookings (hold_expires_at) WHERE is_hold AND status = 'pending';
CREATE INDEX bookings_cancelled_idx ON booking.bookings (property_id, cancelled_at) WHERE cancelled_at IS NOT NULL;
-- A key's live holds, counted on every hold (bookings_live_holds_idx is by expiry only).
CREATE INDEX bookings_key_live_holds_idx ON booking.bookings (created_by_key, hold_expires_at)
  WHERE is_hold AND status = 'pending';

-- Idempotency-Key records, per API key; a lease lets a crashed request be taken over. `attempt` is
-- which attempt holds the key: a takeover counts up, and an attempt that finds the count moved on
-- (it stalled past its lease) may neither finish the record nor give its id up.
CREATE TABLE booking.idempotency (
  key_id           text NOT NULL,
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,
  booking_id       text NOT NULL,
  state            text NOT NULL CHECK (state IN ('in_flight', 'done')),
  lease_until      timestamptz NOT NULL,
  response_status  int,
  response_body    jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  attempt          int NOT NULL DEFAULT 1,
  PRIMARY KEY (key_id, idempotency_key)
);
CREATE INDEX idempotency_created_idx ON booking.idempotency (created_at);

-- Events written in the same transaction as the change; a relay publishes them to JetStream.
-- `published_to`: the event stream it was published to, its creation time as NATS reports it
-- (StreamInfo.created) as the relay knew it when the round began. When NATS has a new stream (it
-- lost its storage, or the stream was made again), the relay puts back in line the events of the
-- last minutes that went to another. NULL: published while the relay could not tell.
CREATE TABLE booking.outbox (
  seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id      text NOT NULL UNIQUE,
  event         jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  published_to  text
);
CREATE INDEX outbox_unpublished_idx ON booking.outbox (seq) WHERE published_at IS NULL;

-- Booking groups (merchant only). The group's status is derived from its members, never stored.
CREATE TABLE booking.groups (
  id            text PRIMARY KEY,
  tenant_id     text NOT NULL,
  property_id   text NOT NULL,
  code          text NOT NULL,
  holder_name   text NOT NULL,
  holder_email  text NOT NULL,
  billing_rule  text NOT NULL CHECK (billing_rule IN ('holder_pays_all', 'occupants_pay_own', 'holder_pays_room')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT groups_property_code_key UNIQUE (property_id, code)
);
CREATE INDEX groups_property_idx ON booking.groups (tenant_id, property_id, created_at DESC, id DESC);

-- The rooming list: each member is a real booking (its guest is the occupant), in a fixed order.
-- balance_due_minor and payment_status are the booking's share of the group's money, recomputed
-- in the same transaction as every change to the group, so a booking read alone shows them.
CREATE TABLE booking.group_members (
  booking_id         text PRIMARY KEY REFERENCES booking.bookings (id),
  group_id           text NOT NULL REFERENCES booking.groups (id),
  position           int NOT NULL,
  balance_due_minor  bigint NOT NULL DEFAULT 0,
  payment_status     text NOT NULL DEFAULT 'unpaid'
                     CHECK (payment_status IN ('unpaid', 'partially_paid', 'paid', 'refunded')),
  UNIQUE (group_id, position)
);

-- Accounts are kept so payments keep pointing at them; what each is charged follows the billing rule.
CREATE TABLE booking.group_accounts (
  id           text PRIMARY KEY,
  group_id     text NOT NULL REFERENCES booking.groups (id),
  kind         text NOT NULL CHECK (kind IN ('holder', 'occupant', 'payer')),
  booking_id   text REFERENCES booking.bookings (id),
  payer_name   text,
  payer_email  text,
  position     int NOT NULL DEFAULT 0,
  retired_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'occupant') = (booking_id IS NOT NULL)),
  CHECK ((kind = 'payer') = (payer_name IS NOT NULL AND payer_email IS NOT NULL))
);
CREATE INDEX group_accounts_group_idx ON booking.group_accounts (group_id);
CREATE UNIQUE INDEX group_accounts_holder_key ON booking.group_accounts (group_id) WHERE kind = 'holder';
CREATE UNIQUE INDEX group_accounts_occupant_key ON booking.group_accounts (booking_id) WHERE kind = 'occupant';

-- Payments and refunds are only ever inserted (a trigger refuses the rest): a correction is a refund.
CREATE TABLE booking.group_payments (
  id            text PRIMARY KEY,
  group_id      text NOT NULL REFERENCES booking.groups (id),
  account_id    text NOT NULL REFERENCES booking.group_accounts (id),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  method        text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_payments_account_idx ON booking.group_payments (account_id);
CREATE TABLE booking.group_refunds (
  id            text PRIMARY KEY,
  group_id      text NOT NULL REFERENCES booking.groups (id),
  payment_id    text NOT NULL REFERENCES booking.group_payments (id),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_refunds_payment_idx ON booking.group_refunds (payment_id);

-- Bookings created by each key, per minute: a key's 24-hour count reads at most 1,441 rows however
-- many bookings it made. Kept by booking.count_key_booking in the booking's own transaction;
-- buckets older than 25 hours are dropped as it goes.
CREATE TABLE booking.key_counts (
  key_id    text NOT NULL,
  minute    timestamptz NOT NULL,
  bookings  int NOT NULL,
  PRIMARY KEY (key_id, minute)
);

-- The fate of every booking id a saga allocated a room for. The booking's own transaction inserts
-- 'booked'; whoever gives the id up (a failed attempt deciding after the fact, the reconciler)
-- inserts 'abandoned'. Both write the same primary key, so the first to commit wins and the other
-- waits for it, then fails or does nothing: an allocation is released only for an abandoned id,
-- which no transaction can ever book, and never for a booked one.
CREATE TABLE booking.saga_outcomes (
  booking_id  text PRIMARY KEY,
  outcome     text NOT NULL CHECK (outcome IN ('booked', 'abandoned')),
  decided_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saga_outcomes_abandoned_idx ON booking.saga_outcomes (decided_at) WHERE outcome = 'abandoned';

-- A stay's booking is recorded from a record of named fields, which the service sends as one JSON
-- object per booking; a batch (booking.record_bookings) is a JSON array of such objects.
CREATE TYPE booking.booking_record AS (
  ord int,                        -- the item's place in its batch
  id text, tenant_id text, property_id text, unit_id text, room_id text, rate_plan_id text,
  start_date date, end_date date, adults int,
  guest_id text,                  -- an existing guest, or null with new_guest_id and the names below
  currency text, timezone text, total_minor bigint,
  status text, is_hold boolean, hold_origin text, hold_minutes int,
  created_by_key text, origin text, channel text, conflict boolean,
  new_guest_id text, first_name text, last_name text, email text,
  answer jsonb,                   -- the booking as the service rendered it, completed here
  event jsonb,                    -- booking.created, its data.booking that same booking
  lease_key_id text, lease_idempotency_key text, lease_attempt int,  -- the Idempotency-Key record it finishes
  count_hold boolean, hold_limit int, booking_limit int,             -- its key's count, when set
  children int[], taxes jsonb, cancellation_policy jsonb, free_cancellation_until timestamptz,
  late_cancellation_fee_minor bigint,
  audit jsonb                     -- a hotel's booking: its audit entry, for the outbox
);

-- Down Migration
DROP TYPE booking.booking_record;
DROP TABLE booking.saga_outcomes;
DROP TABLE booking.key_counts;
DROP TABLE booking.group_refunds;
DROP TABLE booking.group_payments;
DROP TABLE booking.group_accounts;
DROP TABLE booking.group_members;
DROP TABLE booking.groups;
DROP TABLE booking.outbox;
DROP TABLE booking.idempotency;
DROP TABLE booking.bookings;
DROP TABLE booking.guests;
