-- Up Migration

-- A booking's change quotes: the answer given (kept for the change), the booking's version it was
-- made on, and where it stands. Only an open quote before expires_at can be applied; a newer
-- quote replaces the open one; applying it makes it applied. Inventory holds what it adds.
CREATE TABLE booking.change_quotes (
  id                text PRIMARY KEY,
  tenant_id         text NOT NULL,
  property_id       text NOT NULL,
  booking_id        text NOT NULL REFERENCES booking.bookings (id) ON DELETE CASCADE,
  booking_version   int NOT NULL,
  -- The stay proposed, priced (inventory's answer), and the quote as answered.
  proposed          jsonb NOT NULL,
  answer            jsonb NOT NULL,
  total_minor       bigint NOT NULL,
  change_fee_minor  bigint NOT NULL,
  status            text NOT NULL CHECK (status IN ('open', 'applied', 'replaced', 'expired')),
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  applied_at        timestamptz
);
CREATE INDEX change_quotes_booking_idx ON booking.change_quotes (booking_id, created_at);
CREATE INDEX change_quotes_open_idx ON booking.change_quotes (expires_at) WHERE status = 'open';

-- Down Migration
DROP TABLE booking.change_quotes;
