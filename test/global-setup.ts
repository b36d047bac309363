import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { dropDatabase, ensureDatabase, loadConfig, setupServiceDatabases } from "@reservations/service-kit";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { preflight } from "../scripts/preflight.js";

type Stoppable = { stop(): Promise<unknown> };

function dockerAvailable(): boolean {
  try {
    execSync("docker info", { stdio: "ignore", timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/** Starts Postgres, Redis and NATS in containers, for machines that have a Docker engine and not the services. */
async function startContainers(): Promise<{ env: Record<string, string>; containers: Stoppable[] }> {
  const { GenericContainer, Wait } = await import("testcontainers");
  const [pg, redis, nats] = await Promise.all([
    new GenericContainer("postgres:16-alpine")
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: "trust" })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer("redis:7-alpine").withExposedPorts(6379).start(),
    new GenericContainer("nats:2.10-alpine").withCommand(["-js"]).withExposedPorts(4222).start(),
  ]);
  return {
    env: {
      DATABASE_URL: `postgres://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/reservations`,
      REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      NATS_URL: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    },
    containers: [pg, redis, nats],
  };
}

/**
 * Every test run gets its own database (dropped at the end), so tests never touch dev data.
 * Service URLs come from the environment; containers are started only where Postgres, Redis
 * or NATS is missing and a Docker engine exists.
 */
export default async function setup(project: TestProject) {
  let containers: Stoppable[] = [];
  let config = loadConfig();
  // Probe the server through its `postgres` database: the dev database is never touched.
  const probeUrl = new URL(config.DATABASE_URL);
  probeUrl.pathname = "/postgres";
  const { problems } = await preflight({ ...config, DATABASE_URL: probeUrl.toString() });
  if (problems.length > 0) {
    if (!dockerAvailable()) {
      const text = problems.map((p) => `${p.dependency} at ${p.url}: ${p.error}\n  start it with: ${p.fix}`);
      throw new Error(`Tests need PostgreSQL, Redis and NATS (JetStream):\n${text.join("\n")}`);
    }
    const started = await startContainers();
    containers = started.containers;
    Object.assign(process.env, started.env);
    config = loadConfig();
  }
  const url = new URL(config.DATABASE_URL);
  url.pathname = `/reservations_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  // The services' roles (shared by every database of the server) exist before test files set up
  // their own databases side by side; this database gets its schemas as pnpm start would.
  await setupServiceDatabases(loadConfig({ DATABASE_URL: databaseUrl }));
  process.env.DATABASE_URL = databaseUrl;
  project.provide("databaseUrl", databaseUrl);
  project.provide("redisUrl", config.REDIS_URL);
  project.provide("natsUrl", config.NATS_URL);

  return async () => {
    await dropDatabase(databaseUrl).catch(() => {});
    // Every test file has a database of its own beside this one (test/support/config.ts);
    // they are dropped here, when the run is over.
    await dropSiblingDatabases(databaseUrl).catch(() => {});
    await Promise.all(containers.map((c) => c.stop()));
  };
}

/** Drops the databases named after `databaseUrl`'s with a suffix (`<name>_…`). */
async function dropSiblingDatabases(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const prefix = `${decodeURIComponent(url.pathname.slice(1))}_`;
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) {
      url.pathname = `/${datname}`;
      await dropDatabase(url.toString());
    }
  } finally {
    await admin.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    natsUrl: string;
  }
}
