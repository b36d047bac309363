-- Up Migration
CREATE TABLE booking.guests (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL,
  first_name  text NOT NULL,
  last_name   text NOT NULL,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guests_tenant_idx ON booking.guests (tenant_id);

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
  checked_out_at       timestamptz
);
CREATE INDEX bookings_property_idx ON booking.bookings (property_id, created_at DESC, id DESC);
CREATE INDEX bookings_key_idx ON booking.bookings (created_by_key, created_at DESC, id DESC) WHERE created_by_key IS NOT NULL;
CREATE INDEX bookings_live_holds_idx ON booking.bookings (hold_expires_at) WHERE is_hold AND status = 'pending';
CREATE INDEX bookings_cancelled_idx ON booking.bookings (property_id, cancelled_at) WHERE cancelled_at IS NOT NULL;

-- Idempotency-Key records, per API key; a lease lets a crashed request be taken over.
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
  PRIMARY KEY (key_id, idempotency_key)
);
CREATE INDEX idempotency_created_idx ON booking.idempotency (created_at);

-- Events written in the same transaction as the change; a relay publishes them to JetStream.
CREATE TABLE booking.outbox (
  seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id      text NOT NULL UNIQUE,
  event         jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz
);
CREATE INDEX outbox_unpublished_idx ON booking.outbox (seq) WHERE published_at IS NULL;

-- Down Migration
DROP TABLE booking.outbox;
DROP TABLE booking.idempotency;
DROP TABLE booking.bookings;
DROP TABLE booking.guests;
