-- Up Migration
CREATE TABLE webhooks.subscriptions (
  id                     text PRIMARY KEY,
  tenant_id              text NOT NULL,
  url                    text NOT NULL,
  events                 text[] NOT NULL,
  property_ids           text[],
  active                 boolean NOT NULL DEFAULT true,
  created_by             text NOT NULL CHECK (created_by IN ('key', 'hotel')),
  created_by_key         text,
  -- Needed in clear to sign; never logged, shown only on create and rotate-secret.
  secret                 text NOT NULL,
  previous_secret        text,
  previous_secret_until  timestamptz,
  disabled_reason        text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_tenant_idx ON webhooks.subscriptions (tenant_id, created_at, id);

-- One delivery per subscription and event; its event_id is sent as webhook-id on every attempt.
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
  UNIQUE (subscription_id, event_id)
);
CREATE INDEX deliveries_due_idx ON webhooks.deliveries (next_attempt_at) WHERE status = 'pending';

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

-- Down Migration
DROP TABLE webhooks.attempts;
DROP TABLE webhooks.deliveries;
DROP TABLE webhooks.subscriptions;
