-- Up Migration
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
INSERT INTO booking.saga_outcomes (booking_id, outcome) SELECT id, 'booked' FROM booking.bookings;
CREATE INDEX saga_outcomes_abandoned_idx ON booking.saga_outcomes (decided_at) WHERE outcome = 'abandoned';

-- Which attempt holds an Idempotency-Key: a takeover counts up, and an attempt that finds the
-- count moved on (it stalled past its lease) may neither finish the record nor give its id up.
ALTER TABLE booking.idempotency ADD COLUMN attempt int NOT NULL DEFAULT 1;

-- Down Migration
ALTER TABLE booking.idempotency DROP COLUMN attempt;
DROP TABLE booking.saga_outcomes;
