import { HealthResponse, healthOperation, SERVICES } from "@reservations/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";

/** Each service's state, asked over NATS with a short timeout so a dead one shows as down. */
export const healthRoutes =
  (deps: GatewayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const check = async (requestId: string) => {
      const entries = await Promise.all(
        SERVICES.map(async (service) => {
          const started = performance.now();
          try {
            await deps.rpc.request(
              healthOperation(service),
              {},
              { request_id: requestId, actor: "system" },
              { timeoutMs: deps.config.HEALTH_TIMEOUT_MS },
            );
            return [
              service,
              { status: "up" as const, latency_ms: Math.round(performance.now() - started) },
            ] as const;
          } catch {
            return [service, { status: "down" as const, latency_ms: null }] as const;
          }
        }),
      );
      const services = Object.fromEntries(entries);
      const allUp = entries.every(([, e]) => e.status === "up");
      return {
        status: allUp ? ("ok" as const) : ("degraded" as const),
        environment: deps.config.APP_ENV,
        services,
      };
    };
    for (const url of ["/health", "/api/v1/health"]) {
      app.get(
        url,
        {
          schema: {
            tags: ["health"],
            summary: "State of the gateway and of each service",
            hide: url === "/health",
            response: { 200: HealthResponse },
          },
        },
        async (request) => check(request.id),
      );
    }
  };
