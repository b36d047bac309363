-- Up Migration
-- Derived rate plans (prices worked out from the parent's), length-of-stay discounts and promo codes.
-- derived: {adjustment: 'percent' | 'amount', units (hundredths of a percent, or minor units), inherit_restrictions}.
ALTER TABLE inventory.rate_plans
  ADD COLUMN derived jsonb,
  ADD COLUMN length_of_stay_discounts jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN promo_codes text[] NOT NULL DEFAULT '{}';

-- Down Migration
ALTER TABLE inventory.rate_plans
  DROP COLUMN promo_codes,
  DROP COLUMN length_of_stay_discounts,
  DROP COLUMN derived;
