import {
  type BaseConfig,
  connectNats,
  connectRedisFast,
  createLogger,
  createPool,
  deleteNamespaceStreams,
  type Logger,
  type Pool,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";
import { bookingService } from "../../services/booking/src/service.js";
import { buildGateway } from "../../services/gateway/src/app.js";
import { inventoryService } from "../../services/inventory/src/service.js";
import { keysService } from "../../services/keys/src/service.js";
import { webhooksService } from "../../services/webhooks/src/service.js";
import { databasesReady, testConfig } from "./config.js";

export const SERVICE_DEFINITIONS = {
  keys: keysService,
  inventory: inventoryService,
  booking: bookingService,
  webhooks: webhooksService,
};

/** One more gateway on the same mesh (another instance side by side). */
export async function startGateway(
  config: BaseConfig,
  log?: Logger,
): Promise<{ url: string; stop(): Promise<void> }> {
  const nc = await connectNats(config.NATS_URL, "gateway-test");
  const redis = connectRedisFast(config.REDIS_URL, undefined, 250);
  const app = await buildGateway({
    config,
    log: log ?? createLogger({ name: "gateway", level: "silent" }),
    nc,
    redis,
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    async stop() {
      await app.close();
      await nc.drain().catch(() => {});
      await redis.quit().catch(() => {});
    },
  };
}

export interface TestMesh {
  url: string;
  config: BaseConfig;
  app: FastifyInstance;
  services: Record<keyof typeof SERVICE_DEFINITIONS, RunningService>;
  /**
   * The test's own view of the whole database, as the admin: a service's pool is its role's and
   * sees only its own schema, so a check across schemas (bookings against allocations) goes here.
   */
  db: Pool;
  stop(): Promise<void>;
}

/** The whole mesh in this process: four services and a gateway on a free port, isolated namespace. */
export async function startTestMesh(
  options: {
    config?: BaseConfig;
    log?: Logger;
    gatewayLog?: Logger;
    beforeListen?: (app: FastifyInstance) => void;
    /** Services this mesh leaves out (a test runs them as processes of their own). */
    without?: (keyof typeof SERVICE_DEFINITIONS)[];
  } = {},
): Promise<TestMesh> {
  const config = options.config ?? testConfig();
  const log = options.log ?? createLogger({ name: "test", level: config.LOG_LEVEL });
  // Created and set up here once, before services start side by side.
  await databasesReady(config);
  const entries = await Promise.all(
    Object.entries(SERVICE_DEFINITIONS)
      .filter(([name]) => !options.without?.includes(name as keyof typeof SERVICE_DEFINITIONS))
      .map(
        async ([name, def]) =>
          [name, await startService(def, { config, log: log.child({ service: name }) })] as const,
      ),
  );
  const services = Object.fromEntries(entries) as TestMesh["services"];
  const nc = await connectNats(config.NATS_URL, "gateway-test");
  const redis = connectRedisFast(config.REDIS_URL, undefined, 250);
  const app = await buildGateway({ config, log: options.gatewayLog ?? log, nc, redis });
  options.beforeListen?.(app);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const db = createPool(config.DATABASE_URL, { max: 2, name: "test-admin" });
  return {
    url: address,
    config,
    app,
    services,
    db,
    async stop() {
      await db.end().catch(() => {});
      await app.close();
      await redis.quit().catch(() => {});
      await Promise.all(Object.values(services).map((s) => s.stop()));
      // The namespace's stream goes with the mesh, so runs leave nothing behind on the NATS server.
      await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
      await nc.drain().catch(() => {});
    },
  };
}
