import { randomBytes } from "node:crypto";
import {
  connectNats,
  connectRedis,
  createLogger,
  initTelemetry,
  loadConfig,
  runMain,
} from "@reservations/service-kit";
import { buildGateway } from "./app.js";

runMain(async () => {
  const config = loadConfig();
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
  const telemetry = initTelemetry("gateway", config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const nc = await connectNats(config.NATS_URL, "gateway", log);
  const redis = connectRedis(config.REDIS_URL, log);
  const app = await buildGateway({ config, log, nc, redis });
  await app.listen({ port: config.PORT, host: config.HOST });
  return {
    async stop() {
      await app.close();
      await nc.drain().catch(() => {});
      await redis.quit().catch(() => {});
      await telemetry.shutdown().catch(() => {});
    },
  };
}, "gateway");
