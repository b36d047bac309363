-- Up Migration
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

-- Payments and refunds are only ever inserted: a correction is a refund, never an edit.
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

CREATE FUNCTION booking.refuse_money_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never edited or deleted', TG_TABLE_NAME;
END
$$;
CREATE TRIGGER group_payments_append_only BEFORE UPDATE OR DELETE ON booking.group_payments
  FOR EACH ROW EXECUTE FUNCTION booking.refuse_money_edit();
CREATE TRIGGER group_refunds_append_only BEFORE UPDATE OR DELETE ON booking.group_refunds
  FOR EACH ROW EXECUTE FUNCTION booking.refuse_money_edit();

-- Down Migration
DROP TABLE booking.group_refunds;
DROP TABLE booking.group_payments;
DROP FUNCTION booking.refuse_money_edit();
DROP TABLE booking.group_accounts;
DROP TABLE booking.group_members;
DROP TABLE booking.groups;
