// Over 300 lines: one table of every setting with what it means, which docs/configuration.md is generated from.
import {
  API_VERSIONS,
  type ApiVersion,
  Environment,
  NEWEST_API_VERSION,
  type VersionSchedule,
} from "@reservations/contracts";
import { z } from "zod";

// Every setting a process reads from the environment, by topic, each with what it means:
// docs/configuration.md is generated from these sections (pnpm docs).

const flag = z.stringbool().default(false);
/** Text that may be left unset; an empty value counts as unset. */
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * When older API versions are deprecated and stop answering: `version:deprecated_on:sunset_on`,
 * comma-separated, dates YYYY-MM-DD (UTC); either date may be left empty. The newest has neither.
 */
const VersionScheduleText = z
  .string()
  .default("")
  .transform((v, ctx): VersionSchedule => {
    const schedule: VersionSchedule = {};
    for (const entry of v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [version = "", deprecated = "", sunset = "", ...rest] = entry.split(":").map((s) => s.trim());
      const day = /^\d{4}-\d{2}-\d{2}$/;
      if (!API_VERSIONS.includes(version as ApiVersion) || version === NEWEST_API_VERSION) {
        ctx.addIssue({
          code: "custom",
          message: `"${version}" is not an older API version (${API_VERSIONS.slice(0, -1).join(", ")})`,
        });
      } else if (rest.length > 0 || [deprecated, sunset].some((d) => d !== "" && !day.test(d))) {
        ctx.addIssue({ code: "custom", message: `"${entry}" is not version:YYYY-MM-DD:YYYY-MM-DD` });
      } else if (deprecated !== "" && sunset !== "" && sunset < deprecated) {
        ctx.addIssue({ code: "custom", message: `"${entry}": the sunset comes before the deprecation` });
      } else {
        schedule[version as ApiVersion] = {
          ...(deprecated ? { deprecated_on: deprecated } : {}),
          ...(sunset ? { sunset_on: sunset } : {}),
        };
      }
    }
    return schedule;
  });

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
const serviceUrl = (service: string) =>
  PostgresUrl.describe(
    `The ${service} service's own role and database. Unset: \`DATABASE_URL\` (\`pnpm start\` and \`pnpm db:setup\` then derive \`reservations_${service}\` on its server).`,
  );

const connections = {
  DATABASE_URL: z
    .string()
    .default("postgres://postgres@127.0.0.1:5432/reservations")
    .describe(
      "Postgres. Each service uses its own schema, as its own role (see the service URLs below). TLS: `?sslmode=verify-full` on any database URL (the server's certificate checked against the system's CAs, or `&sslrootcert=` a CA file).",
    ),
  DATABASE_ADMIN_URL: PostgresUrl.describe(
    "Where `pnpm db:setup` connects to make the roles and schemas: a superuser, or a role that may create roles. Unset: `DATABASE_URL`.",
  ),
  KEYS_DATABASE_URL: serviceUrl("keys"),
  INVENTORY_DATABASE_URL: serviceUrl("inventory"),
  BOOKING_DATABASE_URL: serviceUrl("booking"),
  WEBHOOKS_DATABASE_URL: serviceUrl("webhooks"),
  PG_POOL_MAX: count(10).describe("Postgres connections per process."),
  REDIS_URL: z
    .string()
    .default("redis://127.0.0.1:6379")
    .describe(
      "Redis: request limits and BullMQ jobs, as this process's own user (`redis://gateway:password@host:6379`; the setup step creates it). TLS: `rediss://`. A server without ACLs (older than 6): no user, the default one.",
    ),
  REDIS_ADMIN_URL: optionalText.describe(
    "Where the setup step connects to create each process's Redis user (`ACL SETUSER`): the default user, or one allowed `ACL`. Unset: `REDIS_URL`.",
  ),
  GATEWAY_REDIS_URL: optionalText.describe(
    "The setup step: the gateway's Redis user and password (the gateway's `REDIS_URL`), allowed only its request limits, sign-in counters and caches.",
  ),
  BOOKING_REDIS_URL: optionalText.describe(
    "The setup step: the booking service's Redis user and password (its `REDIS_URL`), allowed only its queues.",
  ),
  WEBHOOKS_REDIS_URL: optionalText.describe(
    "The setup step: the webhooks service's Redis user and password (its `REDIS_URL`), allowed only its queue.",
  ),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default("rsv")
    .describe("Prefix of every Redis key, so several meshes can share one Redis (the tests do)."),
  NATS_URL: z
    .string()
    .default("nats://127.0.0.1:4222")
    .describe(
      "NATS with JetStream, servers comma-separated. TLS: `tls://host:4222` (refused by a server without TLS; its certificate checked against the system's CAs and `NODE_EXTRA_CA_CERTS`).",
    ),
  NATS_USER: optionalText.describe(
    "This process's NATS user, with `NATS_PASSWORD`: the server has one per process (`gateway`, `keys`, `inventory`, `booking`, `webhooks`), each allowed only its own subjects. Unset: no credentials (a server without authorization, as on a development machine).",
  ),
  NATS_PASSWORD: optionalText.describe(
    "`NATS_USER`'s password. Production: required, unless `NATS_NKEY_SEED` or `NATS_CREDS` is set.",
  ),
  NATS_NKEY_SEED: optionalText.describe(
    "This process's NKey seed (`SU…`), instead of a user and password, for a server whose users are NKeys.",
  ),
  NATS_CREDS: optionalText.describe(
    "A credentials file (a user JWT and its seed), instead of the above, for a server run with accounts in operator mode.",
  ),
  NATS_SETUP_PASSWORD: optionalText.describe(
    "The setup step: the password of its NATS user `setup`, the only one that makes and changes the event stream, the key-states bucket and the durable consumers. Unset: it connects as `NATS_USER`, or with no credentials.",
  ),
  NATS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .default("")
    .describe(
      "Prefix of every NATS subject and stream, so several meshes can share one NATS (the tests do).",
    ),
  NATS_STREAM_REPLICAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(1)
    .describe(
      "Copies JetStream keeps of the event stream and the key-states bucket: 1 on one server, 3 on a cluster of three. Applied by the setup step at each run.",
    ),
};

const environment = {
  APP_ENV: Environment.default("sandbox").describe(
    "The environment this deployment serves; keys of the other one are refused (401 `APIKEY_INVALID`).",
  ),
  PLATFORM_ADMIN_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      "The operator's token for `/api/admin`. Unset in sandbox: the gateway generates one and prints it. Production: 32 characters or more of your own.",
    ),
  CURSOR_SECRET: z
    .string()
    .min(16)
    .default("sandbox-cursor-secret-change-me")
    .describe(
      "Signs pagination cursors; the same on every copy. Production: 32 characters or more of your own.",
    ),
  WEBHOOK_SECRET_KEYS: SecretKeys.optional().describe(
    "Seal webhook secrets at rest (AES-256-GCM): `id:base64 of 32 bytes`, comma-separated; the first seals, every one opens. Unset in sandbox: a documented key. Required in production.",
  ),
  TEST_FAULTS: z
    .string()
    .optional()
    .describe("Tests of whole processes only: fault points armed at start. Refused in production."),
};

const edge = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe("The gateway's HTTP port."),
  HOST: z.string().default("0.0.0.0").describe("The gateway's listen address."),
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http or https URL such as https://api.example.com" })
    .default("http://localhost:3000")
    .transform((u) => u.replace(/\/+$/, ""))
    .describe(
      "Where clients reach the gateway (TLS may end in front): the `servers` entry of the OpenAPI document.",
    ),
  TRUST_PROXY: TrustProxy.describe(
    "Proxies in front of the gateway: a hop count, or their addresses and CIDR ranges, comma-separated. Empty: no `X-Forwarded-For` is believed and the socket's address is the client.",
  ),
  API_VERSION_SCHEDULE: VersionScheduleText.describe(
    "When older API versions are deprecated and sunset: `version:deprecated_on:sunset_on`, comma-separated (e.g. `2026-11-21:2027-06-01:2027-12-01`). A deprecated version's answers carry Deprecation, Sunset and Link; a sunset one answers 410.",
  ),
  BODY_LIMIT_BYTES: count(262_144).describe("A larger request body is answered 413 `PAYLOAD_TOO_LARGE`."),
  HTTP_REQUEST_TIMEOUT_MS: ms(8000).describe(
    "The gateway answers 503 to a request still unanswered this long after it fully arrived.",
  ),
  HTTP_HEADERS_TIMEOUT_MS: ms(10_000).describe(
    "A client's time to send a request's headers; then 408 and the connection closed.",
  ),
  HTTP_BODY_TIMEOUT_MS: ms(10_000).describe(
    "A body still arriving this long after its headers: 408 `REQUEST_TIMEOUT`, connection closed.",
  ),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ms(65_000).describe(
    "An idle kept-alive connection is closed after this (announced in `Keep-Alive`).",
  ),
  KEY_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30_000)
    .describe(
      "How long a gateway reuses a key or merchant token it looked up; a change to it evicts it at once.",
    ),
  KEY_NEGATIVE_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5000)
    .describe("How long a gateway remembers that a key text or token is unknown."),
  CONSOLE_DIR: z
    .string()
    .optional()
    .describe(
      "The hotel console's built files, served at `/console` (`pnpm build` writes them to `dist/console`). Unset: the `console` folder beside the compiled gateway.",
    ),
  REQUEST_LOG_ENABLED: z
    .stringbool()
    .default(true)
    .describe(
      "Whether gateways record every call made with a valid key in the key's request log (`false`: none; the bench uses it).",
    ),
};

const limits = {
  RATE_LIMIT_DEFAULT_PER_MINUTE: count(120).describe(
    "Requests per minute of a key that sets no limit of its own.",
  ),
  RATE_LIMIT_MAX_PER_MINUTE: count(1200).describe(
    "The platform's cap: a key's own limit above it is never applied.",
  ),
  RATE_LIMIT_IP_PER_MINUTE: count(300).describe(
    "Calls per minute without a valid credential, per client (an IPv4 address or an IPv6 /64).",
  ),
  RATE_LIMIT_MERCHANT_PER_MINUTE: count(3000).describe("Merchant calls per minute, per hotel."),
  SIGN_IN_FAILURES_PER_EMAIL_AND_CLIENT: count(5).describe(
    "Failed sign-ins of one email from one client (an IPv4 address or an IPv6 /64) in any 15 minutes; that client's next attempt is 429 `STAFF_SIGN_IN_THROTTLED` until the oldest leaves the window.",
  ),
  SIGN_IN_FAILURES_PER_EMAIL_HOURLY: count(50).describe(
    "Failed sign-ins of one email from all clients in any hour; past it every attempt of the email is 429 `STAFF_SIGN_IN_THROTTLED`.",
  ),
  SIGN_IN_FAILURES_PER_IP: count(50).describe(
    "Failed sign-ins from one client (an IPv4 address or an IPv6 /64) in any 15 minutes, whatever the emails.",
  ),
  SIGN_IN_REQUESTS_PER_MINUTE: count(30).describe(
    "Sign-ins, accepted invitations and password changes per minute, per client: a limit of their own, apart from `RATE_LIMIT_IP_PER_MINUTE`.",
  ),
  DEFAULT_MAX_LIVE_HOLDS: count(25).describe(
    "Live holds of a key that sets no ceiling of its own (read at each check).",
  ),
  DEFAULT_MAX_BOOKINGS_PER_24H: count(100).describe(
    "Bookings in the last 24 hours of a key that sets no ceiling of its own (read at each check).",
  ),
};

const bounds = {
  NATS_REQUEST_TIMEOUT_MS: ms(5000).describe("A service that does not answer a request in time: 503."),
  HEALTH_TIMEOUT_MS: ms(500).describe("The gateway's wait for each service in `/health`."),
  PG_STATEMENT_TIMEOUT_MS: ms(5000).describe(
    "Postgres cuts off any one statement, lock waits included, after this (503); the booking saga sets shorter bounds of its own.",
  ),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: ms(10_000).describe(
    "Postgres ends a session left idle inside a transaction this long (rolled back).",
  ),
  IDEMPOTENCY_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30_000)
    .describe(
      "How long an Idempotency-Key belongs to the request that claimed it; the booking saga's time bounds are fractions of it.",
    ),
  SHUTDOWN_DRAIN_MS: ms(10_000).describe(
    "SIGTERM ends a process within this, whatever is down: work in flight first, then by force.",
  ),
};

const webhooks = {
  WEBHOOK_ALLOW_PRIVATE_URLS: flag.describe(
    "Development and tests only: webhooks may go to private addresses, and over plain `http`. Refused in production.",
  ),
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((s) => s.split(",").map(Number))
    .optional()
    .describe(
      "Delays between attempts in ms, comma-separated (for tests). Unset: the Standard Webhooks schedule, at once then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h.",
    ),
  WEBHOOK_DNS_TIMEOUT_MS: ms(2000).describe(
    "Wait for one try of a webhook host's lookup; a lookup makes 2 tries.",
  ),
  WEBHOOK_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(20_000)
    .default(5000)
    .describe("A receiver's time to accept the connection (DNS lookup, TCP, TLS)."),
  WEBHOOK_ANSWER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(20_000)
    .default(10_000)
    .describe("Then its time to answer (headers, and between chunks of the body)."),
  WEBHOOK_SUBSCRIPTION_CONCURRENCY: count(4).describe(
    "Deliveries of one subscription in flight at once, over every copy of the webhooks service.",
  ),
  WEBHOOK_HOTEL_CONCURRENCY: count(16).describe(
    "Deliveries of one hotel in flight at once, over every copy.",
  ),
  WEBHOOK_WORKERS: count(200).describe(
    "Delivery attempts one webhooks process runs at once (each mostly waits on a socket).",
  ),
  WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY: count(20).describe(
    "Subscriptions one API key may hold; one more is 422 `WEBHOOK_SUBSCRIPTION_LIMIT_REACHED`.",
  ),
  WEBHOOK_SWEEP_EVERY_MS: ms(30_000).describe(
    "How often due deliveries are picked up from Postgres (BullMQ may have lost their jobs).",
  ),
};

const timers = {
  HOLD_SWEEP_EVERY_MS: ms(300_000).describe(
    "How often the booking service expires holds past their time that their job missed.",
  ),
  CHANGE_QUOTE_TTL_MS: ms(900_000).describe(
    "How long a booking's change quote holds the nights it adds (15 minutes); tests shorten it.",
  ),
  RECONCILE_EVERY_MS: ms(30_000).describe(
    "How often inventory's reconciler looks for stale pending allocations and change quotes past their time.",
  ),
  RECONCILE_GRACE_MS: ms(120_000).describe(
    "Age of a pending allocation before the reconciler settles it with the booking service.",
  ),
  PURGE_EVERY_MS: ms(600_000).describe("How often each service purges rows past their lifecycle."),
  REQUEST_LOG_UPKEEP_EVERY_MS: ms(900_000).describe(
    "How often the keys service makes the request log's partitions ahead and drops days past 90.",
  ),
};

const observability = {
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe("The logger's level."),
  LOG_FORMAT: z
    .enum(["json", "pretty"])
    .default("json")
    .describe("Log lines as JSON, or readable (`pnpm start` sets `pretty`)."),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .describe("Export OpenTelemetry traces over OTLP/HTTP. Unset: nothing is traced or hooked."),
  OPS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe(
      "A process's own `/livez`, `/readyz` and `/metrics` on this port (0: any free port). Unset: none (the gateway still answers the probes on `PORT`).",
    ),
  METRICS_COLLECT_TIMEOUT_MS: ms(500).describe(
    "A scrape's bound on each gauge read from Postgres, Redis or JetStream; a late one is left out.",
  ),
};

/** The settings by topic, in the order docs/configuration.md shows them. */
export const CONFIG_SECTIONS = {
  Connections: connections,
  "Environment and secrets": environment,
  "The HTTP edge": edge,
  "Request limits and key ceilings": limits,
  "Time bounds": bounds,
  Webhooks: webhooks,
  Timers: timers,
  "Logs, traces and metrics": observability,
};

/** Every setting, unchecked across settings (BaseConfig adds the production rules). */
export const ConfigSettings = z.object({
  ...connections,
  ...environment,
  ...edge,
  ...limits,
  ...bounds,
  ...webhooks,
  ...timers,
  ...observability,
});
