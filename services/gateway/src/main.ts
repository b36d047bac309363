import { randomBytes } from "node:crypto";
import {
  bounded,
  connectNats,
  connectRedisFast,
  createLogger,
  initTelemetry,
  loadConfig,
  Metrics,
  natsAccess,
  natsConnected,
  type OpsServer,
  runMain,
  startOpsServer,
} from "@reservations/service-kit";
import { buildGateway } from "./app.js";

runMain(async () => {
  const config = loadConfig(process.env, "gateway");
  const log = createLogger({
    name: "gateway",
    level: config.LOG_LEVEL,
    pretty: config.LOG_FORMAT === "pretty",
  });
  if (!config.PLATFORM_ADMIN_TOKEN) {
    config.PLATFORM_ADMIN_TOKEN = randomBytes(24).toString("base64url");
    // Printed on purpose: sandbox only, so a developer can call /api/admin.
    process.stdout.write(
      `PLATFORM_ADMIN_TOKEN (generated for this sandbox run): ${config.PLATFORM_ADMIN_TOKEN}\n`,
    );
  }
  const telemetry = await initTelemetry("gateway", config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const nc = await connectNats(config.NATS_URL, "gateway", log, natsAccess(config, "gateway"));
  // Rate limits must never wait on Redis: no offline queue, 250 ms per command, then local limits.
  const redis = connectRedisFast(config.REDIS_URL, log, 250);
  const metrics = new Metrics("gateway", config.METRICS_COLLECT_TIMEOUT_MS);
  const app = await buildGateway({ config, log, nc, redis, metrics });
  await app.listen({ port: config.PORT, host: config.HOST });
  let draining = false;
  let ops: OpsServer | undefined;
  if (config.OPS_PORT !== undefined) {
    // Metrics on a port of their own, never the public one; readiness as on PORT (NATS decides it).
    ops = await startOpsServer({
      port: config.OPS_PORT,
      log,
      checks: async () => ({ nats: natsConnected(nc) ? "up" : "down" }),
      draining: () => draining,
      metrics,
    });
  }
  log.info({ port: config.PORT }, "gateway service ready");
  return {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    async stop() {
      const deadline = Date.now() + config.SHUTDOWN_DRAIN_MS;
      const left = (share: number) => Math.max(50, (deadline - Date.now() - 250) * share);
      draining = true;
      app.startDraining();
      // Requests in flight get their chance; connections still open after that are closed by force.
      await bounded(app.close(), left(0.7), "closing the HTTP server").catch(() => {
        app.server.closeAllConnections();
      });
      await bounded(nc.drain(), left(0.5), "nats drain").catch(() => nc.close());
      redis.disconnect();
      await ops?.close();
      await bounded(telemetry.shutdown(), left(1), "telemetry").catch(() => {});
    },
  };
}, "gateway");
