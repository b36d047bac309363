-- Up Migration
-- The key-states bucket the states were last written to, by its creation time: a bucket made again
-- (NATS lost its storage) differs, and every state is then written to it again.
CREATE TABLE keys.state_bucket (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  created   text NOT NULL
);

-- Down Migration
DROP TABLE keys.state_bucket;
