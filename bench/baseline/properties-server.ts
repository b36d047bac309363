// Baseline, first process: "the mesh's own ceiling" for GET /api/v1/properties. A bare fastify
// route making the same hops as the gateway: one Redis round trip (the gateway's own
// sliding-window limiter, one EVALSHA) and one NATS request to the responder process, whose
// reply is sent as it came. No authentication, validation, envelopes or request log.
import { connectNats, connectRedis, loadConfig, namespaced, runMain } from "@reservations/service-kit";
import Fastify from "fastify";
import { RateLimiter } from "../../services/gateway/src/plugins/rate-limit.js";
import { BASELINE_PROPERTY_SUBJECT } from "./subjects.js";

runMain(async () => {
  const config = loadConfig();
  const propertyId = process.env.BASELINE_PROPERTY_ID;
  if (!propertyId) throw new Error("BASELINE_PROPERTY_ID is not set");
  const payload = new TextEncoder().encode(propertyId);
  const subject = namespaced(config.NATS_NAMESPACE, BASELINE_PROPERTY_SUBJECT);

  const redis = connectRedis(config.REDIS_URL);
  const limiter = new RateLimiter(redis, config.REDIS_PREFIX);
  const nc = await connectNats(config.NATS_URL, "baseline-server");
  const app = Fastify({ logger: false });

  app.get("/api/v1/properties", async (_request, reply) => {
    const decision = await limiter.consume("key", "key:baseline", config.RATE_LIMIT_MAX_PER_MINUTE);
    if (!decision.allowed) return reply.code(429).send({ message: "Too many requests" });
    try {
      const msg = await nc.request(subject, payload, { timeout: config.NATS_REQUEST_TIMEOUT_MS });
      return reply.type("application/json").send(Buffer.from(msg.data));
    } catch {
      return reply.code(503).send({ message: "responder did not answer" });
    }
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  process.stdout.write("ready\n");
  return {
    async stop() {
      await app.close();
      await nc.drain().catch(() => {});
      await redis.quit().catch(() => {});
    },
  };
}, "baseline properties-server");
