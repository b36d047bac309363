-- Up Migration
-- The webhooks schema: subscriptions and their sealed secrets, deliveries and their attempts, the
-- event feed and the streams its events came from, the outbox. Its functions are live SQL in
-- src/store/sql/, applied after the migrations.
-- Replaces the migrations up to and including 20261206000000000_claim-next-delivery.

-- Secrets at rest are sealed with AES-256-GCM (domain/secret-box.ts): secret and previous_secret hold
-- base64 of nonce, tag and ciphertext, and beside each the id of the WEBHOOK_SECRET_KEYS key that
-- sealed it. A NULL id marks a secret still in clear; the service seals those, and those of keys
-- being rotated out, when it starts.
CREATE TABLE webhooks.subscriptions (
  id                     text PRIMARY KEY,
  tenant_id              text NOT NULL,
  url                    text NOT NULL,
  events                 text[] NOT NULL,
  property_ids           text[],
  active                 boolean NOT NULL DEFAULT true,
  created_by             text NOT NULL CHECK (created_by IN ('key', 'hotel')),
  created_by_key         text,
  -- Needed to sign; never logged, shown only on create and rotate-secret.
  secret                 text NOT NULL,
  previous_secret        text,
  previous_secret_until  timestamptz,
  disabled_reason        text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  secret_key_id          text,
  previous_secret_key_id text
);
COMMENT ON COLUMN webhooks.subscriptions.secret IS 'sealed (AES-256-GCM) with the key secret_key_id; in clear only while secret_key_id is NULL';
COMMENT ON COLUMN webhooks.subscriptions.previous_secret IS 'sealed with the key previous_secret_key_id; in clear only while that is NULL';
CREATE INDEX subscriptions_tenant_idx ON webhooks.subscriptions (tenant_id, created_at, id);
-- A key holds at most WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY subscriptions; each create counts the key's.
CREATE INDEX subscriptions_key_idx ON webhooks.subscriptions (created_by_key) WHERE created_by_key IS NOT NULL;

-- One delivery per subscription and event; its event_id is sent as webhook-id on every attempt.
-- `trace`: the trace context of the event, so every attempt joins its trace. `property_id`: the
-- event's property, which the subscription's key must still cover before each attempt. Redeliver and
-- recover send a delivery again, its attempts counting on: `retries_from` is the attempt count at the
-- last of these, so the retry schedule starts over from it. A delivery is in flight while its claim's
-- lease runs (`leased_until` > now()); each attempt clears it, a copy that dies mid-attempt leaves a
-- lease that simply runs out, and a redelivery leaves an attempt in flight alone.
CREATE TABLE webhooks.deliveries (
  id               text PRIMARY KEY,
  subscription_id  text NOT NULL REFERENCES webhooks.subscriptions (id) ON DELETE CASCADE,
  tenant_id        text NOT NULL,
  event_id         text NOT NULL,
  event_type       text NOT NULL,
  payload          jsonb NOT NULL,
  status           text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts         int NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  trace            jsonb,
  property_id      text,
  retries_from     int NOT NULL DEFAULT 0,
  leased_until     timestamptz,
  UNIQUE (subscription_id, event_id)
);
CREATE INDEX deliveries_due_idx ON webhooks.deliveries (next_attempt_at) WHERE status = 'pending';
-- A subscription's deliveries are listed newest first by (created_at, id), each with its attempts.
CREATE INDEX deliveries_subscription_created_idx ON webhooks.deliveries (subscription_id, created_at, id);
-- At most so many deliveries of one subscription, and of one hotel, are in flight at once, over every copy.
CREATE INDEX deliveries_in_flight_idx ON webhooks.deliveries (tenant_id, subscription_id)
  WHERE leased_until IS NOT NULL;
-- The due deliveries of a subscription, oldest first: what starts when a place frees up.
CREATE INDEX deliveries_waiting_idx ON webhooks.deliveries (subscription_id, next_attempt_at)
  WHERE status = 'pending';

CREATE TABLE webhooks.attempts (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id      text NOT NULL REFERENCES webhooks.deliveries (id) ON DELETE CASCADE,
  subscription_id  text NOT NULL,
  attempt          int NOT NULL,
  succeeded        boolean NOT NULL,
  response_status  int,
  duration_ms      double precision NOT NULL,
  error            text,
  attempted_at     timestamptz NOT NULL DEFAULT now(),
  next_attempt_at  timestamptz
);
CREATE INDEX attempts_subscription_idx ON webhooks.attempts (subscription_id, id DESC);
CREATE INDEX attempts_delivery_idx ON webhooks.attempts (delivery_id, attempt);

-- The event feed (GET /api/v1/events): every event of the stream, written by the fan-out before it
-- acks the message. seq is the message's feed sequence, the feed's order: the feed answers only
-- rows at or below the fan-out consumer's ack floor, where none can still be missing.
CREATE TABLE webhooks.events (
  seq          bigint PRIMARY KEY,
  id           text NOT NULL UNIQUE,
  tenant_id    text NOT NULL,
  property_id  text,
  type         text NOT NULL,
  occurred_at  timestamptz NOT NULL,
  data         jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_tenant_seq_idx ON webhooks.events (tenant_id, seq);
-- The purge deletes by age (30 days kept).
CREATE INDEX events_created_idx ON webhooks.events (created_at);

-- The event streams the feed's events came from. A new stream (NATS lost its storage, or the
-- stream was deleted and made again) numbers its messages from 1 again; an event's feed sequence
-- (webhooks.events.seq) is its stream sequence plus its stream's offset, so the feed goes on above
-- every sequence of the streams before it. `created` is the stream's creation time as NATS reports it.
CREATE TABLE webhooks.event_streams (
  created     text PRIMARY KEY,
  seq_offset  bigint NOT NULL UNIQUE,
  first_seen  timestamptz NOT NULL DEFAULT now()
);

-- The webhooks service's events, written in the transaction of the change they tell of and published
-- to JetStream after the commit by service-kit's OutboxRelay, as booking's and inventory's are: the
-- audit entries of the hotel's changes to its own subscriptions, which the keys service keeps.
-- `published_to` is the stream the event went to. Published rows are purged after 7 days.
CREATE TABLE webhooks.outbox (
  seq           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id      text NOT NULL UNIQUE,
  event         jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  published_to  text
);
CREATE INDEX outbox_unpublished_idx ON webhooks.outbox (seq) WHERE published_at IS NULL;

-- Down Migration
DROP TABLE webhooks.outbox;
DROP TABLE webhooks.event_streams;
DROP TABLE webhooks.events;
DROP TABLE webhooks.attempts;
DROP TABLE webhooks.deliveries;
DROP TABLE webhooks.subscriptions;
