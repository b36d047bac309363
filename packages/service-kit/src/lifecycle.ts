import { randomUUID } from "node:crypto";
import type { NatsConnection } from "@nats-io/transport-node";
import { healthOperation, type ServiceName } from "@reservations/contracts";
import type { Redis } from "ioredis";
import { type BaseConfig, loadConfig } from "./config.js";
import { connectNats, connectRedis } from "./connections.js";
import { createPool, ensureDatabase, migrate, type Pool } from "./db.js";
import { armFaultsFrom } from "./faults.js";
import { createLogger, type Logger } from "./logger.js";
import { RpcClient, RpcServer } from "./rpc.js";
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
  /** Redis, connected on first use (BullMQ queues and workers). */
  redis(): Redis;
  /** Registers cleanup that runs after requests are drained, last registered first. */
  onClose(fn: () => Promise<void> | void): void;
}

export interface ServiceDefinition {
  name: ServiceName;
  migrationsDir: URL;
  register(kit: ServiceKit): Promise<void> | void;
}

export interface RunningService {
  readonly kit: ServiceKit;
  stop(): Promise<void>;
}

export async function startService(
  def: ServiceDefinition,
  options: { config?: BaseConfig; log?: Logger } = {},
): Promise<RunningService> {
  const config = options.config ?? loadConfig();
  const instance = `${def.name}-${randomUUID().slice(0, 8)}`;
  const log =
    options.log ??
    createLogger({ name: def.name, level: config.LOG_LEVEL, pretty: config.LOG_FORMAT === "pretty" });

  const telemetry = initTelemetry(def.name, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (config.TEST_FAULTS) log.warn({ points: armFaultsFrom(config.TEST_FAULTS) }, "test fault points armed");
  await ensureDatabase(config.DATABASE_URL);
  const applied = await migrate({
    databaseUrl: config.DATABASE_URL,
    schema: def.name,
    dir: def.migrationsDir,
    log,
  });
  if (applied.length > 0) log.info({ applied }, "migrations applied");

  const pool = createPool(config.DATABASE_URL, {
    max: config.PG_POOL_MAX,
    log,
    name: [config.NATS_NAMESPACE, def.name].filter(Boolean).join(":"),
    statementTimeoutMs: config.PG_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  const nc = await connectNats(config.NATS_URL, instance, log);
  const rpc = new RpcServer(nc, def.name, log, config.NATS_NAMESPACE);
  const client = new RpcClient(nc, config.NATS_REQUEST_TIMEOUT_MS, config.NATS_NAMESPACE);
  const closers: (() => Promise<void> | void)[] = [];
  let redis: Redis | undefined;
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
    redis() {
      redis ??= connectRedis(config.REDIS_URL, log);
      return redis;
    },
    onClose(fn) {
      closers.push(fn);
    },
  };

  rpc.serve(healthOperation(def.name), async () => ({
    service: def.name,
    instance,
    status: "up" as const,
    uptime_s: Math.round((Date.now() - startedAt) / 1000),
  }));
  await def.register(kit);
  await nc.flush();
  log.info({ instance }, `${def.name} service ready`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      log.info("draining");
      await rpc.drain();
      for (const fn of closers.reverse()) {
        await Promise.resolve(fn()).catch((err) => log.warn({ err }, "close step failed"));
      }
      await nc.drain().catch(() => {});
      await pool.end().catch(() => {});
      if (redis) await redis.quit().catch(() => {});
      await telemetry.shutdown().catch(() => {});
      log.info("stopped");
    })();
    return stopping;
  };
  return { kit, stop };
}

/**
 * Runs a process until SIGINT or SIGTERM, then stops it gracefully and exits 0.
 * A second SIGINT exits at once.
 */
export function runMain(start: () => Promise<{ stop(): Promise<void> }>, name: string): void {
  let running: { stop(): Promise<void> } | undefined;
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      // A second Ctrl-C forces the exit; a repeated SIGTERM (an orchestrator asking again) waits for the drain.
      if (signal === "SIGINT") process.exit(1);
      return;
    }
    signalled = true;
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
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
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
