import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { SERVICES } from "@reservations/contracts";
import {
  type BaseConfig,
  createLogger,
  ensureDatabase,
  type Logger,
  loadConfig,
  runNatsSetup,
  serviceDatabaseEnv,
  serviceDatabaseUrl,
  setupServiceDatabases,
} from "@reservations/service-kit";
import { inject } from "vitest";

/**
 * This test file's database: one per file beside the run's (vitest evaluates this module once per
 * file), created by the first service that starts and dropped by the global teardown. Files never
 * share one, since every mesh's relays, sweeps and reconciler work across their whole database.
 */
const fileDatabase = (() => {
  const url = new URL(inject("databaseUrl"));
  url.pathname = `${url.pathname}_${randomBytes(3).toString("hex")}`;
  return url.toString();
})();

export function fileDatabaseUrl(): string {
  return fileDatabase;
}

/** The variables each test configuration was loaded from (configEnv). */
const sources = new WeakMap<BaseConfig, Record<string, string>>();

/**
 * A configuration of its own for one test: own NATS namespace and Redis prefix, the file's
 * database, and each service as its own role there (as pnpm start runs them), unless overridden.
 * Services start on it once databasesReady has set their roles and schemas up.
 */
export function testConfig(overrides: Partial<Record<keyof BaseConfig, string>> = {}): BaseConfig {
  const ns = `t${randomBytes(4).toString("hex")}`;
  const env: Record<string, string> = {
    DATABASE_URL: fileDatabase,
    REDIS_URL: inject("redisUrl"),
    NATS_URL: inject("natsUrl"),
    NATS_NAMESPACE: ns,
    REDIS_PREFIX: ns,
    PLATFORM_ADMIN_TOKEN: `admin-${randomBytes(12).toString("hex")}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    PORT: "0",
    // Tests make many calls from one IP; the tests of the per-IP ceiling lower it themselves.
    RATE_LIMIT_IP_PER_MINUTE: "100000",
    RATE_LIMIT_MERCHANT_PER_MINUTE: "100000",
    // Tests poll; a key's own limit still applies when the test sets one.
    RATE_LIMIT_DEFAULT_PER_MINUTE: "100000",
    RATE_LIMIT_MAX_PER_MINUTE: "100000",
    // Every test signs its people in from one IP; the tests of the sign-in limit lower it themselves.
    SIGN_IN_REQUESTS_PER_MINUTE: "100000",
    HOST: "127.0.0.1",
    ...(overrides as Record<string, string>),
  };
  const full = { ...env, ...serviceDatabaseEnv(loadConfig(env)) };
  const config = loadConfig(full);
  sources.set(config, full);
  return config;
}

const ready = new Map<string, Promise<void>>();

/**
 * Runs the setup step for a test mesh before its services start: the config's database (roles,
 * schemas; once per file and database) and its NATS namespace (stream, bucket, consumers; each
 * time, as `env`'s NATS_SETUP_PASSWORD or the config's credentials allow).
 */
export async function databasesReady(config: BaseConfig, env: NodeJS.ProcessEnv = {}): Promise<void> {
  await databaseReady(config);
  await runNatsSetup(config, env);
}

/** The database part of the setup step alone: the config's database, its roles and schemas. */
export function databaseReady(config: BaseConfig): Promise<void> {
  const key = JSON.stringify([config.DATABASE_URL, ...SERVICES.map((s) => serviceDatabaseUrl(config, s))]);
  let done = ready.get(key);
  if (!done) {
    done = (async () => {
      await ensureDatabase(config.DATABASE_URL);
      await setupServiceDatabases(config);
    })();
    done.catch(() => ready.delete(key));
    ready.set(key, done);
  }
  return done;
}

/** The environment a testConfig() was loaded from, for processes that load their configuration themselves. */
export function configEnv(config: BaseConfig): Record<string, string> {
  const env = sources.get(config);
  if (!env) throw new Error("processes of the mesh need a configuration made by testConfig()");
  return env;
}

/** A logger whose lines are kept in memory, to check what reaches the logs. */
export function captureLogger(name: string, level = "debug"): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      cb();
    },
  });
  return { log: createLogger({ name, level, destination }), lines };
}
