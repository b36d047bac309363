import { createHash } from "node:crypto";
import { Environment, type ServiceName } from "@reservations/contracts";
import { z } from "zod";

const flag = z.stringbool().default(false);

/** Values this project's own files show as examples: never good enough for production. */
export const DOCUMENTED_SECRETS = [
  "sandbox-cursor-secret-change-me",
  "sandbox-admin-token-change-me",
  "sandbox-webhook-secret-key",
];

/**
 * Which client addresses to believe (fastify's trustProxy): none by default, so the socket's
 * address is the client; a hop count (`1`: one load balancer in front); or a comma-separated list
 * of trusted proxy addresses and CIDR ranges.
 */
const TrustProxy = z
  .string()
  .default("")
  .transform((v, ctx): false | number | string[] => {
    const text = v.trim();
    if (text === "" || text === "false") return false;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.find((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a));
    if (bad) ctx.addIssue({ code: "custom", message: `"${bad}" is neither an address nor a CIDR range` });
    return list;
  });

/** Webhook secret encryption keys, `id:base64 of 32 bytes`, comma-separated; the first encrypts. */
const SecretKeys = z.string().transform((v, ctx) => {
  const keys = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(":");
      const id = entry.slice(0, at);
      const key = Buffer.from(entry.slice(at + 1), "base64");
      if (at < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32) {
        ctx.addIssue({ code: "custom", message: "each entry is id:base64 of 32 random bytes" });
      }
      return { id, key };
    });
  if (keys.length === 0) ctx.addIssue({ code: "custom", message: "needs at least one key" });
  return keys;
});

/** The variable that gives each service its own database URL. */
export const SERVICE_DATABASE_VARIABLES = {
  keys: "KEYS_DATABASE_URL",
  inventory: "INVENTORY_DATABASE_URL",
  booking: "BOOKING_DATABASE_URL",
  webhooks: "WEBHOOKS_DATABASE_URL",
} as const satisfies Record<ServiceName, string>;

/** A Postgres connection URL; its user is the role a service connects as. */
const PostgresUrl = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "must be a postgres:// URL such as postgres://role:password@host:5432/database",
    })
    .optional(),
);

/** Settings every process reads from the environment (DESIGN "Configuration"). */
export const BaseConfig = z
  .object({
    DATABASE_URL: z.string().default("postgres://postgres@127.0.0.1:5432/reservations"),
    /** Where the database setup step connects to create roles and schemas (DATABASE_URL when unset). */
    DATABASE_ADMIN_URL: PostgresUrl,
    /** Each service's own database and role; DATABASE_URL when unset (see serviceDatabaseUrl). */
    KEYS_DATABASE_URL: PostgresUrl,
    INVENTORY_DATABASE_URL: PostgresUrl,
    BOOKING_DATABASE_URL: PostgresUrl,
    WEBHOOKS_DATABASE_URL: PostgresUrl,
    REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
    NATS_URL: z.string().default("nats://127.0.0.1:4222"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** Where clients reach the gateway (scheme, host, port; TLS may end in front): the OpenAPI document's server. */
    PUBLIC_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http or https URL such as https://api.example.com" })
      .default("http://localhost:3000")
      .transform((u) => u.replace(/\/+$/, "")),
    APP_ENV: Environment.default("sandbox"),
    PLATFORM_ADMIN_TOKEN: z.string().min(16).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
    WEBHOOK_ALLOW_PRIVATE_URLS: flag,
    /** Prefix for every NATS subject and stream, so separate meshes can share one NATS server. */
    NATS_NAMESPACE: z
      .string()
      .regex(/^[A-Za-z0-9_-]*$/)
      .default(""),
    /**
     * Copies JetStream keeps of the event stream and the key-states bucket: 1 on a single server, 3 on
     * a cluster of three (a node may go away without losing or stopping either). Applied at start.
     */
    NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
    /** Prefix for every Redis key (rate limits, BullMQ queues). */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .default("rsv"),
    /** How long a NATS request may take before the caller answers 503. */
    NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** How long the gateway waits for each service's health answer. */
    HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(262_144),
    PG_POOL_MAX: z.coerce.number().int().positive().default(10),
    /** Postgres gives up on any one statement after this (every pool; the booking saga sets its own, shorter). */
    PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** Postgres ends a session left idle inside a transaction this long (its transaction rolls back). */
    PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * How long an Idempotency-Key belongs to the request that claimed it; the booking saga's time
     * bounds are fractions of it (services/booking/src/saga), so an attempt ends before its lease.
     */
    IDEMPOTENCY_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Per-key requests per minute when the key leaves it empty. */
    RATE_LIMIT_DEFAULT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Platform cap: a key's own value above this is never applied. */
    RATE_LIMIT_MAX_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    /** Anonymous ceiling per client IP: calls without a valid credential (also slows key guessing). */
    RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().positive().default(300),
    /** Per hotel account, for merchant calls. */
    RATE_LIMIT_MERCHANT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
    /** How long a gateway may reuse a key it looked up (changes evict it at once). */
    KEY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    /** Platform inventory ceilings for keys that leave them empty (read at each check). */
    DEFAULT_MAX_LIVE_HOLDS: z.coerce.number().int().positive().default(25),
    DEFAULT_MAX_BOOKINGS_PER_24H: z.coerce.number().int().positive().default(100),
    /** Retry delays in ms, comma-separated (default: the Standard Webhooks schedule). For tests. */
    WEBHOOK_RETRY_SCHEDULE_MS: z
      .string()
      .regex(/^\d+(,\d+)*$/)
      .transform((s) => s.split(",").map(Number))
      .optional(),
    /**
     * Webhook host lookups (c-ares, never the thread pool): the wait for one try; a lookup makes 2, so a
     * name nobody answers is refused after twice this (inside NATS_REQUEST_TIMEOUT_MS for create and edit).
     */
    WEBHOOK_DNS_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
    /** How often due webhook deliveries are picked up from the database (Redis may have lost their jobs). */
    WEBHOOK_SWEEP_EVERY_MS: z.coerce.number().int().positive().default(30_000),
    /** Deliveries of one subscription in flight at once, over every copy of the webhooks service. */
    WEBHOOK_SUBSCRIPTION_CONCURRENCY: z.coerce.number().int().positive().default(4),
    /** Deliveries of one hotel (all its subscriptions) in flight at once, over every copy. */
    WEBHOOK_HOTEL_CONCURRENCY: z.coerce.number().int().positive().default(16),
    /**
     * How long a receiver gets to accept the connection (DNS lookup, TCP and TLS), then to answer.
     * Both at most 20 s: an attempt ends well inside its 60 s claim on the delivery.
     */
    WEBHOOK_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().max(20_000).default(5000),
    WEBHOOK_ANSWER_TIMEOUT_MS: z.coerce.number().int().positive().max(20_000).default(10_000),
    /** Delivery attempts one webhooks process runs at once (each mostly waits on a socket). */
    WEBHOOK_WORKERS: z.coerce.number().int().positive().default(200),
    /** Whether gateways record every call made with a valid key in the request log (the bench turns it off to measure its cost). */
    REQUEST_LOG_ENABLED: z.stringbool().default(true),
    /** How often the keys service keeps the request log's partitions (days ahead made, days past 90 dropped). */
    REQUEST_LOG_UPKEEP_EVERY_MS: z.coerce.number().int().positive().default(900_000),
    /** SPEC: the hold sweep runs every five minutes. */
    HOLD_SWEEP_EVERY_MS: z.coerce.number().int().positive().default(300_000),
    /** Pending allocations older than this with no booking are released by the reconciler. */
    RECONCILE_GRACE_MS: z.coerce.number().int().positive().default(120_000),
    RECONCILE_EVERY_MS: z.coerce.number().int().positive().default(30_000),
    /**
     * Each process's own liveness, readiness and Prometheus metrics (`/livez`, `/readyz`, `/metrics`)
     * on a small HTTP port: unset, none (the gateway still answers the probes on its main port, never
     * the metrics); 0, any free port (logged).
     */
    OPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** A scrape's bound on each gauge read from a dependency; one that takes longer is left out of that scrape. */
    METRICS_COLLECT_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
    /** SIGTERM ends the process within this, whatever is down: in-flight work first, then by force. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().positive().default(10_000),
    /** The gateway answers 503 to any request still unanswered this long after it fully arrived (nothing hangs). */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    /** A client gets this long for a request's headers; then its connection is closed. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** A request body still arriving this long after its headers is answered 408 and its connection closed. */
    HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** An idle kept-alive connection is closed after this. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(65_000),
    /** How often each service purges rows past their lifecycle (one copy at a time, in batches). */
    PURGE_EVERY_MS: z.coerce.number().int().positive().default(600_000),
    /** Client address: the socket's, unless proxies in front are trusted (see TrustProxy). */
    TRUST_PROXY: TrustProxy,
    /** How long a gateway remembers that a key text is unknown (each unknown text costs keys a lookup). */
    KEY_NEGATIVE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
    /** Subscriptions one key may hold; past it, 422 WEBHOOK_SUBSCRIPTION_LIMIT_REACHED. */
    WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY: z.coerce.number().int().positive().default(20),
    /**
     * Keys that encrypt webhook secrets at rest (AES-256-GCM): `id:base64`, comma-separated, the
     * first for new secrets, the others still read (rotation). Sandbox has a documented default;
     * production must set its own.
     */
    WEBHOOK_SECRET_KEYS: SecretKeys.optional(),
    /** Tests of whole processes only: fault points armed at start (service-kit faults.ts, armFaultsFrom). */
    TEST_FAULTS: z.string().optional(),
    /** Secret that signs pagination cursors; must be equal on every instance. */
    CURSOR_SECRET: z.string().min(16).default("sandbox-cursor-secret-change-me"),
  })
  .superRefine((c, ctx) => {
    if (c.APP_ENV !== "production") return;
    // A secret that is missing, short, or one of this project's examples is no secret in production.
    const strong = (name: "PLATFORM_ADMIN_TOKEN" | "CURSOR_SECRET", value: string | undefined) => {
      if (!value)
        ctx.addIssue({ code: "custom", path: [name], message: "is required when APP_ENV=production" });
      else if (value.length < 32)
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "must be at least 32 characters in production",
        });
      else if (DOCUMENTED_SECRETS.some((d) => value.includes(d)) || /change-?me/i.test(value))
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is a documented example; set a secret of your own",
        });
    };
    strong("PLATFORM_ADMIN_TOKEN", c.PLATFORM_ADMIN_TOKEN);
    strong(
      "CURSOR_SECRET",
      c.CURSOR_SECRET === "sandbox-cursor-secret-change-me" ? undefined : c.CURSOR_SECRET,
    );
    if (!c.WEBHOOK_SECRET_KEYS) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_SECRET_KEYS"],
        message: "is required when APP_ENV=production",
      });
    }
    for (const name of ["DATABASE_ADMIN_URL", ...Object.values(SERVICE_DATABASE_VARIABLES)] as const) {
      const password = passwordOf(c[name]);
      if (password && (DOCUMENTED_SECRETS.includes(password) || /change-?me/i.test(password)))
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "has a documented example password; set one of your own",
        });
    }
    // Only a value that turns it on is refused: `false` or `0` left in a production environment is harmless.
    if (c.WEBHOOK_ALLOW_PRIVATE_URLS) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_ALLOW_PRIVATE_URLS"],
        message:
          "lets webhooks reach private addresses: for development and tests, never allowed in production",
      });
    }
    if (c.TEST_FAULTS) {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_FAULTS"],
        message: "is for tests and never allowed in production",
      });
    }
  })
  .transform((c) => ({
    ...c,
    // Sandbox only: a documented key, so a development mesh needs no setup.
    WEBHOOK_SECRET_KEYS: c.WEBHOOK_SECRET_KEYS ?? [
      { id: "sandbox", key: createHash("sha256").update("sandbox-webhook-secret-key").digest() },
    ],
  }));
export type BaseConfig = z.infer<typeof BaseConfig>;

/**
 * Where a service connects: its own URL (its role, and its database when it has one of its own),
 * else DATABASE_URL, as one role for every service. The URL is never guessed here: whoever starts
 * the services with roles (pnpm start, the database setup step, compose) sets it.
 */
export function serviceDatabaseUrl(config: BaseConfig, service: ServiceName): string {
  return config[SERVICE_DATABASE_VARIABLES[service]] ?? config.DATABASE_URL;
}

function passwordOf(url: string | undefined): string {
  if (!url) return "";
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return "";
  }
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BaseConfig {
  const parsed = BaseConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
