-- Up Migration
-- The merchant token a rotation replaces stays accepted until the rotation is answered: a rotation
-- that fails half-way (the key-states bucket out of reach) leaves the hotel the token it holds.
ALTER TABLE keys.tenants ADD COLUMN retiring_token_hash char(64);
CREATE UNIQUE INDEX tenants_retiring_token_idx ON keys.tenants (retiring_token_hash)
  WHERE retiring_token_hash IS NOT NULL;

-- Down Migration
DROP INDEX keys.tenants_retiring_token_idx;
ALTER TABLE keys.tenants DROP COLUMN retiring_token_hash;
