import { AppError } from "@reservations/contracts";
import type { FastifyInstance } from "fastify";

/**
 * No request hangs: one still unanswered after `timeoutMs` gets 503 SERVICE_UNAVAILABLE. Each
 * dependency already fails fast when it is down (NATS requests, Redis commands, Postgres
 * connections); this is the backstop for anything that does not.
 */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook("onRequest", (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ url: request.url, timeout_ms: timeoutMs }, "request unanswered in time: 503");
      const err = new AppError("SERVICE_UNAVAILABLE", {
        message: "The request could not be answered in time; retry shortly.",
      });
      reply.code(err.status).header("retry-after", "1").type("application/json").send(err.toBody());
    }, timeoutMs);
    reply.raw.once("close", () => clearTimeout(timer));
    done();
  });
}
