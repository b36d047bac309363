import { connect } from "node:net";
import { healthOperation, type ServiceName } from "@reservations/contracts";
import {
  type BaseConfig,
  connectNats,
  connectRedisFast,
  createLogger,
  createPool,
  deleteNamespaceStreams,
  type Logger,
  natsAccess,
  type Pool,
  RpcClient,
  type RunningService,
  startService,
} from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";
import { SERVICE_NAMES, spawnProcess, stopMesh } from "../../scripts/mesh.js";
import { bookingService } from "../../services/booking/src/service.js";
import { buildGateway } from "../../services/gateway/src/app.js";
import { inventoryService } from "../../services/inventory/src/service.js";
import { keysService } from "../../services/keys/src/service.js";
import { webhooksService } from "../../services/webhooks/src/service.js";
import { configEnv, databasesReady, testConfig } from "./config.js";
import { eventually } from "./hotel.js";
import { freePort } from "./net.js";

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
  const nc = await connectNats(config.NATS_URL, "gateway-test", undefined, natsAccess(config, "gateway"));
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
    /** Where the gateway's metrics go, for a test to read them. */
    gatewayMetrics?: Parameters<typeof buildGateway>[0]["metrics"];
  } = {},
): Promise<TestMesh> {
  const config = options.config ?? testConfig();
  const compiled = process.env.TEST_MESH_DIST;
  if (compiled) {
    const inProcess = (["log", "gatewayLog", "beforeListen", "without", "gatewayMetrics"] as const).filter(
      (o) => options[o],
    );
    if (inProcess.length > 0) throw new Error(`${inProcess} need the mesh in this process, not compiled`);
    return startCompiledMesh(config, compiled);
  }
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
  const nc = await connectNats(config.NATS_URL, "gateway-test", undefined, natsAccess(config, "gateway"));
  const redis = connectRedisFast(config.REDIS_URL, undefined, 250);
  const app = await buildGateway({
    config,
    log: options.gatewayLog ?? log,
    nc,
    redis,
    metrics: options.gatewayMetrics,
  });
  options.beforeListen?.(app);
  // PORT 0 (testConfig's): any free port; a test that names its own origin (PUBLIC_BASE_URL) sets PORT.
  const address = await app.listen({ port: config.PORT, host: "127.0.0.1" });
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

/**
 * The same mesh as processes started from the compiled output (TEST_MESH_DIST, pnpm test:compiled):
 * the image's launcher and files, plain node, NODE_ENV=production. Only the outside is there.
 */
async function startCompiledMesh(config: BaseConfig, dist: string): Promise<TestMesh> {
  await databasesReady(config);
  const env = configEnv(config);
  const lines: string[] = [];
  const options = {
    env: {
      PATH: process.env.PATH,
      ...env,
      NODE_ENV: "production",
      // Warnings and errors are kept to explain a failure; nothing is printed otherwise.
      LOG_LEVEL: env.LOG_LEVEL === "silent" ? "warn" : env.LOG_LEVEL,
    },
    dist,
    onLine: (label: string, line: string) => lines.push(`${label} | ${line}`),
  };
  // Ready as the in-process mesh is once it returns: every service answers its health request
  // over NATS and the gateway listens. Nothing asks the gateway, whose per-IP ceiling counts calls.
  const nc = await connectNats(config.NATS_URL, "compiled-mesh");
  const rpc = new RpcClient(nc, 1000, config.NATS_NAMESPACE);
  const procs = SERVICE_NAMES.map((name) => spawnProcess(name, name, options));
  let port = 0;
  try {
    for (const p of procs) {
      await eventually(
        `${p.label} to answer its health request`,
        async () => {
          if (p.child.exitCode !== null) throw new Error(`${p.label} exited with ${p.child.exitCode}`);
          const health = await rpc
            .request(healthOperation(p.name as ServiceName), {}, { request_id: "mesh", actor: "system" })
            .catch(() => undefined);
          return health?.status === "up" && Object.values(health.checks).every((c) => c === "up")
            ? true
            : undefined;
        },
        60_000,
      );
    }
    // A port free a moment ago can be taken before the gateway listens on it: then another one.
    for (let attempt = 1; port === 0; attempt++) {
      const candidate = config.PORT || (await freePort());
      const before = lines.length;
      const gateway = spawnProcess("gateway", "gateway", options, { PORT: String(candidate) });
      procs.push(gateway);
      await eventually(
        "the gateway to listen",
        async () => {
          if (await listening(candidate)) return true;
          if (gateway.child.exitCode === null) return undefined;
          const taken = lines.slice(before).some((l) => l.includes("EADDRINUSE"));
          if (attempt < 3 && !config.PORT && taken) return false;
          throw new Error(`the gateway exited with ${gateway.child.exitCode}`);
        },
        60_000,
      ).then((listens) => {
        if (listens) port = candidate;
        else procs.pop();
      });
    }
  } catch (err) {
    await stopMesh(procs);
    throw new Error(`${(err as Error).message}\n${lines.join("\n")}`);
  } finally {
    await nc.drain().catch(() => {});
  }
  const url = `http://127.0.0.1:${port}`;
  const db = createPool(config.DATABASE_URL, { max: 2, name: "test-admin" });
  const absent = (what: string): never => {
    throw new Error(`${what} run inside the compiled processes; this test needs the mesh in process`);
  };
  return {
    url,
    config,
    get app() {
      return absent("the gateway app");
    },
    get services() {
      return absent("the services");
    },
    db,
    async stop() {
      await db.end().catch(() => {});
      const codes = await stopMesh(procs);
      const nc = await connectNats(config.NATS_URL, "gateway-test");
      await deleteNamespaceStreams(nc, config.NATS_NAMESPACE).catch(() => {});
      await nc.drain().catch(() => {});
      const failed = procs.filter((_, i) => codes[i] !== 0);
      if (failed.length > 0) {
        throw new Error(`${failed.map((p) => p.label)} did not stop with 0\n${lines.join("\n")}`);
      }
    },
  };
}

/** Whether something accepts TCP connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
