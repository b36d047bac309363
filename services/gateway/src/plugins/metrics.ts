import type { Metrics } from "@reservations/service-kit";
import type { FastifyInstance } from "fastify";

/**
 * Each request's latency by method, route pattern (never the raw URL: ids would make a series
 * each) and status, and the requests in flight. Registered first, so that every request counts,
 * those the edge refuses too.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  let inFlight = 0;
  metrics.gauge("http_requests_in_flight", "HTTP requests received and not yet answered", [], () => [
    { value: inFlight },
  ]);
  const latency = metrics.histogram(
    "http_request_duration_seconds",
    "Time from receiving an HTTP request to sending its answer, by method, route and status",
    ["method", "route", "status_code"],
  );
  app.addHook("onRequest", (_request, reply, done) => {
    inFlight++;
    // "close" comes once whether the answer was sent or the client went away first.
    reply.raw.once("close", () => inFlight--);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
