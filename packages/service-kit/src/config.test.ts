import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PROCESS_SECRETS, type ProcessName, serviceDatabaseUrl } from "./config.js";

const strong = "x".repeat(40);
const production = {
  APP_ENV: "production",
  PLATFORM_ADMIN_TOKEN: strong,
  CURSOR_SECRET: `${strong}-cursor`,
  WEBHOOK_SECRET_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}`,
  NATS_USER: "booking",
  NATS_PASSWORD: `n${strong}`,
};
const problem = (env: Record<string, string | undefined>, who?: ProcessName) => {
  try {
    loadConfig(env as NodeJS.ProcessEnv, who);
    return "ok";
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
};

describe("configuration", () => {
  it("accepts a production configuration with secrets of its own", () => {
    expect(problem(production)).toBe("ok");
  });

  it.each([
    ["PLATFORM_ADMIN_TOKEN", undefined, "is required"],
    ["PLATFORM_ADMIN_TOKEN", "short-but-16-chars-long", "at least 32 characters"],
    ["PLATFORM_ADMIN_TOKEN", "sandbox-admin-token-change-me-and-more", "documented example"],
    ["PLATFORM_ADMIN_TOKEN", "please-change-me-before-going-live-now", "documented example"],
    ["CURSOR_SECRET", undefined, "is required"],
    ["CURSOR_SECRET", "sandbox-cursor-secret-change-me", "is required"],
    ["CURSOR_SECRET", "a-cursor-secret-of-20", "at least 32 characters"],
    ["WEBHOOK_SECRET_KEYS", undefined, "is required"],
    ["NATS_USER", undefined, "is required"],
    ["NATS_PASSWORD", undefined, "is required"],
    ["NATS_PASSWORD", "sandbox-nats-booking-change-me", "documented example"],
    ["NATS_PASSWORD", "1234567890abcdef1234567890abcdef", "the first a letter"],
    ["NATS_PASSWORD", "p/x+y=z0123456789012345678901", "letters and digits"],
    ["TEST_FAULTS", "booking.holds.schedule=throw:1", "never allowed in production"],
    ["WEBHOOK_ALLOW_PRIVATE_URLS", "true", "never allowed in production"],
    ["WEBHOOK_ALLOW_PRIVATE_URLS", "1", "never allowed in production"],
    ["WEBHOOK_ALLOW_PRIVATE_URLS", "yes", "never allowed in production"],
    [
      "REDIS_URL",
      "redis://booking:sandbox-booking-redis-change-me@redis:6379",
      "documented example password",
    ],
    ["WEBHOOKS_REDIS_URL", "redis://webhooks:please-change-me@redis:6379", "documented example password"],
  ])("refuses production with %s=%s, naming it", (name, value, words) => {
    const message = problem({ ...production, [name]: value });
    expect(message).toContain(name);
    expect(message).toContain(words);
  });

  it("lets production name WEBHOOK_ALLOW_PRIVATE_URLS only to leave it off", () => {
    for (const off of ["false", "0", "no"])
      expect(problem({ ...production, WEBHOOK_ALLOW_PRIVATE_URLS: off })).toBe("ok");
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" }).WEBHOOK_ALLOW_PRIVATE_URLS).toBe(true);
  });

  it("keeps the request log on unless REQUEST_LOG_ENABLED says false", () => {
    expect(loadConfig({}).REQUEST_LOG_ENABLED).toBe(true);
    expect(loadConfig({ REQUEST_LOG_ENABLED: "false" }).REQUEST_LOG_ENABLED).toBe(false);
    expect(loadConfig({ REQUEST_LOG_ENABLED: "true" }).REQUEST_LOG_ENABLED).toBe(true);
    expect(problem({ REQUEST_LOG_ENABLED: "sometimes" })).toContain("REQUEST_LOG_ENABLED");
  });

  it("reads PUBLIC_BASE_URL as an http(s) URL without a trailing slash", () => {
    expect(loadConfig({}).PUBLIC_BASE_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PUBLIC_BASE_URL: "https://api.example.com/" }).PUBLIC_BASE_URL).toBe(
      "https://api.example.com",
    );
    expect(problem({ PUBLIC_BASE_URL: "api.example.com" })).toContain("PUBLIC_BASE_URL");
    expect(problem({ PUBLIC_BASE_URL: "ftp://api.example.com" })).toContain("PUBLIC_BASE_URL");
  });

  it("reads TRUST_PROXY as none, a hop count or a list of addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(problem({ TRUST_PROXY: "everyone" })).toContain("TRUST_PROXY");
  });

  it("reads NATS_STREAM_REPLICAS as 1 to 5 copies, 1 unless set", () => {
    expect(loadConfig({}).NATS_STREAM_REPLICAS).toBe(1);
    expect(loadConfig({ NATS_STREAM_REPLICAS: "3" }).NATS_STREAM_REPLICAS).toBe(3);
    expect(loadConfig({ NATS_STREAM_REPLICAS: "5" }).NATS_STREAM_REPLICAS).toBe(5);
    for (const bad of ["0", "6", "-1", "2.5", "three"]) {
      expect(problem({ NATS_STREAM_REPLICAS: bad })).toContain("NATS_STREAM_REPLICAS");
    }
  });

  it("has a documented webhook secret key in sandbox and reads rotation lists", () => {
    expect(loadConfig({}).WEBHOOK_SECRET_KEYS.map((k) => k.id)).toEqual(["sandbox"]);
    const two = `new:${Buffer.alloc(32, 1).toString("base64")},old:${Buffer.alloc(32, 2).toString("base64")}`;
    expect(loadConfig({ WEBHOOK_SECRET_KEYS: two }).WEBHOOK_SECRET_KEYS.map((k) => k.id)).toEqual([
      "new",
      "old",
    ]);
    expect(problem({ WEBHOOK_SECRET_KEYS: "k1:dG9vLXNob3J0" })).toContain("WEBHOOK_SECRET_KEYS");
  });

  it("connects each service with its own URL when given, else with DATABASE_URL", () => {
    const own = "postgres://reservations_booking:pw@db.internal:5432/bookings";
    const config = loadConfig({
      DATABASE_URL: "postgres://app@127.0.0.1/reservations",
      BOOKING_DATABASE_URL: own,
    });
    expect(serviceDatabaseUrl(config, "booking")).toBe(own);
    expect(serviceDatabaseUrl(config, "keys")).toBe("postgres://app@127.0.0.1/reservations");
    // Empty is unset (compose's `${VAR:-}`); anything else must be a postgres URL.
    expect(loadConfig({ KEYS_DATABASE_URL: "" }).KEYS_DATABASE_URL).toBeUndefined();
    expect(problem({ INVENTORY_DATABASE_URL: "db.internal:5432/x" })).toContain("INVENTORY_DATABASE_URL");
    expect(problem({ WEBHOOKS_DATABASE_URL: "mysql://u@h/db" })).toContain("WEBHOOKS_DATABASE_URL");
  });

  it("refuses in production a database URL whose password is a documented example", () => {
    const url = "postgres://reservations_keys:sandbox-keys-db-change-me@postgres:5432/reservations";
    expect(problem({ KEYS_DATABASE_URL: url })).toBe("ok");
    const message = problem({ ...production, KEYS_DATABASE_URL: url });
    expect(message).toContain("KEYS_DATABASE_URL");
    expect(message).toContain("documented example");
    expect(
      problem({ ...production, KEYS_DATABASE_URL: url.replace("sandbox-keys-db-change-me", "9f3c1e") }),
    ).toBe("ok");
  });
});

describe("configuration of one process", () => {
  it("requires of each process in production only the secrets it uses, and NATS credentials of the mesh's", () => {
    const bare = { APP_ENV: "production" };
    const nats = { NATS_USER: "x", NATS_PASSWORD: `n${strong}` };
    const secrets = {
      PLATFORM_ADMIN_TOKEN: strong,
      CURSOR_SECRET: `${strong}-c`,
      WEBHOOK_SECRET_KEYS: production.WEBHOOK_SECRET_KEYS,
    };
    for (const [who, uses] of Object.entries(PROCESS_SECRETS)) {
      const own = Object.fromEntries(uses.map((s) => [s, secrets[s]]));
      expect(problem({ ...bare, ...nats, ...own }, who as ProcessName), who).toBe("ok");
      for (const missing of uses) {
        expect(problem({ ...bare, ...nats, ...own, [missing]: undefined }, who as ProcessName)).toContain(
          missing,
        );
      }
      expect(problem({ ...bare, ...own }, who as ProcessName)).toContain("NATS_PASSWORD");
      // An NKey seed or a credentials file stands for the user and password.
      expect(problem({ ...bare, ...own, NATS_NKEY_SEED: "SUAEXAMPLE" }, who as ProcessName)).toBe("ok");
      expect(problem({ ...bare, ...own, NATS_CREDS: "/run/nats/user.creds" }, who as ProcessName)).toBe("ok");
    }
    // The database setup connects to Postgres only.
    expect(problem(bare, "db-setup")).toBe("ok");
  });
});

describe("configuration of Redis", () => {
  it("takes a Redis user of the process's own in REDIS_URL, and none where Redis has no ACLs", () => {
    const url = `redis://booking:${strong}@redis:6379`;
    expect(problem({ ...production, REDIS_URL: url }, "booking")).toBe("ok");
    expect(loadConfig({ REDIS_URL: url }).REDIS_URL).toBe(url);
    expect(problem({ ...production, REDIS_URL: "redis://redis:6379" }, "booking")).toBe("ok");
  });
});
