// Over 300 lines: a service's whole life in one place: start, health and readiness, drain, stop.
import { randomUUID } from "node:crypto";
import type { NatsConnection } from "@nats-io/transport-node";
import { healthOperation, type ServiceName } from "@reservations/contracts";
import type { Redis } from "ioredis";
import { bounded } from "./bounded.js";
import { type BaseConfig, loadConfig, serviceDatabaseUrl } from "./config.js";
import { connectNats, connectRedis, connectRedisFast, natsAccess, natsConnected } from "./connections.js";
import { ensureDatabase, migrate } from "./databases.js";
import { createPool, type Pool } from "./db.js";
import { armFaultsFrom } from "./faults.js";
import { createLogger, type Logger } from "./logger.js";
import { Metrics } from "./metrics.js";
import { type CheckStatus, type OpsServer, startOpsServer } from "./ops-server.js";
import { RpcClient, RpcServer } from "./rpc.js";
import { setupAwaited } from "./setup-wait.js";
import { initTelemetry } from "./telemetry.js";

/** What a service's handlers are wired with; built once in main.ts. */
export interface ServiceKit {
  readonly name: ServiceName;
  readonly instance: string;
  readonly config: BaseConfig;
  readonly log: Logger;
  readonly nc: NatsConnection;
  readonly rpc: RpcServer;
  readonly client: RpcClient;
  readonly pool: Pool;
  /** This service's Prometheus metrics (served on OPS_PORT at /metrics). */
  readonly metrics: Metrics;
  /** Redis for BullMQ workers, connected on first use: it waits for Redis while Redis is away. */
  redis(): Redis;
  /** Redis for commands on a request's path (queueing a job): fails at once while Redis is away. */
  redisFast(): Redis;
  /** Registers cleanup that runs after requests are drained, last registered first. */
  onClose(fn: () => Promise<void> | void): void;
}

export interface ServiceDefinition {
  name: ServiceName;
  migrationsDir: URL;
  /** Its functions, triggers and views, applied after the migrations (live-sql.ts). */
  liveSqlDir?: URL;
  register(kit: ServiceKit): Promise<void> | void;
}

export interface RunningService {
  readonly kit: ServiceKit;
  /** How long stop() may take at most (SHUTDOWN_DRAIN_MS). */
  readonly drainMs: number;
  /** The state of what this copy depends on (postgres, nats, and redis when it uses Redis). */
  checks(): Promise<Record<string, CheckStatus>>;
  stop(): Promise<void>;
}

export async function startService(
  def: ServiceDefinition,
  options: { config?: BaseConfig; log?: Logger } = {},
): Promise<RunningService> {
  const config = options.config ?? loadConfig(process.env, def.name);
  const instance = `${def.name}-${randomUUID().slice(0, 8)}`;
  const log =
    options.log ??
    createLogger({ name: def.name, level: config.LOG_LEVEL, pretty: config.LOG_FORMAT === "pretty" });

  const telemetry = await initTelemetry(def.name, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (config.TEST_FAULTS) log.warn({ points: armFaultsFrom(config.TEST_FAULTS) }, "test fault points armed");
  const pool = await openDatabase(def, config, log);
  const metrics = new Metrics(def.name, config.METRICS_COLLECT_TIMEOUT_MS);
  watchPool(metrics, pool);
  const nc = await connectNats(config.NATS_URL, instance, log, natsAccess(config, def.name));
  const rpc = new RpcServer(nc, def.name, log, config.NATS_NAMESPACE, metrics);
  const client = new RpcClient(nc, config.NATS_REQUEST_TIMEOUT_MS, config.NATS_NAMESPACE, metrics, def.name);
  const redis = new RedisConnections(config.REDIS_URL, log);
  const closers: (() => Promise<void> | void)[] = [];
  let draining = false;
  const startedAt = Date.now();

  const kit: ServiceKit = {
    name: def.name,
    instance,
    config,
    log,
    nc,
    rpc,
    client,
    pool,
    metrics,
    redis: () => redis.forWorkers(),
    redisFast: () => redis.forRequests(),
    onClose(fn) {
      closers.push(fn);
    },
  };
  const checks = () => dependencyChecks(config, { pool, nc, redis });

  rpc.serve(healthOperation(def.name), async () => ({
    service: def.name,
    instance,
    status: draining ? ("draining" as const) : ("up" as const),
    uptime_s: Math.round((Date.now() - startedAt) / 1000),
    checks: await checks(),
  }));
  // Up before registering, which may wait for the setup step: live, and not ready until registered.
  let registered = false;
  const readiness = async () => ({
    ...(await checks()),
    ...(registered ? {} : { registered: "down" as const }),
  });
  let ops: OpsServer | undefined;
  if (config.OPS_PORT !== undefined) {
    ops = await startOpsServer({
      port: config.OPS_PORT,
      log,
      checks: readiness,
      draining: () => draining,
      metrics,
    });
  }
  try {
    await def.register(kit);
  } catch (err) {
    await ops?.close();
    throw err;
  }
  await nc.flush();
  registered = true;
  log.info({ instance }, `${def.name} service ready`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    draining = true;
    stopping ??= shutDown(config, log, { rpc, closers, nc, pool, redis, ops, telemetry });
    return stopping;
  };
  return { kit, drainMs: config.SHUTDOWN_DRAIN_MS, checks, stop };
}

/** The service's database, made and migrated when needed, and its pool. */
async function openDatabase(def: ServiceDefinition, config: BaseConfig, log: Logger): Promise<Pool> {
  const databaseUrl = serviceDatabaseUrl(config, def.name);
  await ensureDatabase(databaseUrl);
  const applied = await migrate({
    databaseUrl,
    schema: def.name,
    dir: def.migrationsDir,
    liveSqlDir: def.liveSqlDir,
    log,
  });
  if (applied.length > 0) log.info({ applied }, "migrations applied");
  return createPool(databaseUrl, {
    max: config.PG_POOL_MAX,
    log,
    name: [config.NATS_NAMESPACE, def.name].filter(Boolean).join(":"),
    statementTimeoutMs: config.PG_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
}

/** A service's two Redis connections, each made on first use. */
class RedisConnections {
  workers: Redis | undefined;
  requests: Redis | undefined;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {}

  forWorkers(): Redis {
    this.workers ??= connectRedis(this.url, this.log);
    return this.workers;
  }

  forRequests(): Redis {
    this.requests ??= connectRedisFast(this.url, this.log);
    return this.requests;
  }

  get used(): boolean {
    return this.workers !== undefined || this.requests !== undefined;
  }
}

/** Each dependency's state, every check bounded: a dependency that hangs is down. */
async function dependencyChecks(
  config: BaseConfig,
  { pool, nc, redis }: { pool: Pool; nc: NatsConnection; redis: RedisConnections },
): Promise<Record<string, CheckStatus>> {
  const within = (work: Promise<unknown>) =>
    bounded(work, config.HEALTH_TIMEOUT_MS, "health check").then(
      () => "up" as const,
      () => "down" as const,
    );
  const [postgres, redisState] = await Promise.all([
    within(pool.query("SELECT 1")),
    redis.used ? within(redis.forRequests().ping()) : Promise.resolve(undefined),
  ]);
  return {
    postgres,
    nats: natsConnected(nc) ? "up" : "down",
    ...(redisState ? { redis: redisState } : {}),
    // Waiting for the setup step to make its stream, bucket or consumer: not ready.
    ...(setupAwaited(nc).length > 0 ? { nats_setup: "down" as const } : {}),
  };
}

/** Drains requests, then closes everything within SHUTDOWN_DRAIN_MS, by force if need be. */
async function shutDown(
  config: BaseConfig,
  log: Logger,
  parts: {
    rpc: RpcServer;
    closers: (() => Promise<void> | void)[];
    nc: NatsConnection;
    pool: Pool;
    redis: RedisConnections;
    ops: OpsServer | undefined;
    telemetry: { shutdown(): Promise<void> };
  },
): Promise<void> {
  const { rpc, closers, nc, pool, redis, ops, telemetry } = parts;
  log.info("draining");
  const deadline = Date.now() + config.SHUTDOWN_DRAIN_MS;
  // What is left of the budget for one more step, keeping a little for the ones after it.
  const left = (share = 1) => Math.max(50, (deadline - Date.now() - 250) * share);
  const step = (what: string, work: () => Promise<unknown> | unknown, share = 1) =>
    bounded(Promise.resolve().then(work), left(share), what).catch((err) =>
      log.warn({ err: (err as Error).message }, `${what}: given up`),
    );
  // Requests in flight get most of the time.
  await step("draining requests", () => rpc.drain(), 0.6);
  for (const fn of closers.reverse()) await step("close step", fn, 0.5);
  await step("nats drain", () => nc.drain(), 0.3);
  if (!nc.isClosed()) await nc.close().catch(() => {});
  await step("postgres pool end", () => pool.end(), 0.5);
  const { workers } = redis;
  if (workers) await step("redis quit", () => workers.quit(), 0.3);
  redis.workers?.disconnect();
  redis.requests?.disconnect();
  await ops?.close();
  await step("telemetry", () => telemetry.shutdown());
  log.info("stopped");
}

/** The pool's connections and the queries waiting for one, read at each scrape. */
function watchPool(metrics: Metrics, pool: Pool): void {
  metrics.gauge("pg_pool_connections", "Postgres connections the pool holds open", [], () => [
    { value: pool.totalCount },
  ]);
  metrics.gauge("pg_pool_idle_connections", "Postgres connections open and idle", [], () => [
    { value: pool.idleCount },
  ]);
  metrics.gauge("pg_pool_waiting_clients", "Callers waiting for a Postgres connection", [], () => [
    { value: pool.waitingCount },
  ]);
}

/**
 * Runs a process until SIGINT or SIGTERM, then stops it gracefully and exits: 0 when it stopped in
 * time, 1 otherwise. Whatever is down, the process is gone within its drain deadline; a second
 * SIGINT or SIGTERM exits at once. With EXIT_WITH_PARENT=1 (pnpm start, the test fleets) it also
 * stops when its parent goes away (its stdin closes), so a killed supervisor leaves no orphans.
 */
export function runMain(
  start: () => Promise<{ stop(): Promise<void>; drainMs?: number }>,
  name: string,
): void {
  let running: { stop(): Promise<void>; drainMs?: number } | undefined;
  let signalled = false;
  const onSignal = (signal: string) => {
    if (signalled) {
      console.error(`${name}: ${signal} again; exiting now`);
      process.exit(1);
    }
    signalled = true;
    const drainMs = running?.drainMs ?? 10_000;
    // The last resort: nothing keeps the process past its deadline.
    setTimeout(() => {
      console.error(`${name}: still stopping ${drainMs} ms after ${signal}; exiting`);
      process.exit(1);
    }, drainMs + 500);
    void (async () => {
      try {
        await running?.stop();
        process.exit(0);
      } catch (err) {
        console.error(`${name}: error while stopping after ${signal}`, err);
        process.exit(1);
      }
    })();
  };
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  if (process.env.EXIT_WITH_PARENT === "1") {
    process.stdin.on("end", () => onSignal("parent gone"));
    process.stdin.on("error", () => onSignal("parent gone"));
    process.stdin.resume();
  }
  start().then(
    (r) => {
      running = r;
      if (signalled) void r.stop().then(() => process.exit(0));
    },
    (err) => {
      console.error(`${name}: failed to start: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
