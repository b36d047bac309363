// Baseline, first process: "the mesh's own ceiling" for GET /api/v1/properties. A bare fastify
// route making the same hops as the gateway, each as the mesh makes it: one Redis round trip (the
// gateway's own sliding-window limiter, one EVALSHA, on a Redis client set up as the gateway's)
// and one NATS request to the responder process, whose reply is sent as it came. No
// authentication, validation, envelopes or request log. BASELINE_UNBATCHED=true: the unbatched
// ceiling's server, on that pair's own subject.
import { connectNats, connectRedisFast, loadConfig, namespaced, runMain } from "@reservations/service-kit";
import Fastify from "fastify";
import { RateLimiter } from "../../services/gateway/src/plugins/rate-limit.js";
import { ceilingSubject } from "./subjects.js";

/** The gateway's bound on a rate-limit command (services/gateway/src/main.ts). */
const REDIS_COMMAND_TIMEOUT_MS = 250;

runMain(async () => {
  const config = loadConfig();
  const propertyId = process.env.BASELINE_PROPERTY_ID;
  if (!propertyId) throw new Error("BASELINE_PROPERTY_ID is not set");
  const payload = new TextEncoder().encode(propertyId);
  const subject = namespaced(config.NATS_NAMESPACE, ceilingSubject());

  const redis = connectRedisFast(config.REDIS_URL, undefined, REDIS_COMMAND_TIMEOUT_MS);
  // No offline queue: a limit check before the connection is up would be counted locally instead.
  if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
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
