import { randomUUID } from "node:crypto";
import { HealthResponse, healthOperation, SERVICES, type ServiceHealth } from "@reservations/contracts";
import { bounded, natsConnected } from "@reservations/service-kit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayDeps } from "../deps.js";

type State = "up" | "down" | "unknown";

/** How old a status `/health` answers may be. */
const STATUS_MAX_AGE_MS = 1000;

/**
 * `compute`'s answer, reused until it is `maxAgeMs` old (counted from when it began); then one new
 * computation at a time, shared by every caller meanwhile.
 */
export function sharedFresh<T>(maxAgeMs: number, compute: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: T } | undefined;
  let running: Promise<T> | undefined;
  return () => {
    if (last && performance.now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    running ??= (async () => {
      const at = performance.now();
      try {
        const value = await compute();
        last = { at, value };
        return value;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
}

/**
 * The mesh as this gateway sees it, answered within HEALTH_TIMEOUT_MS whatever is down: redis and
 * nats from its own connections, each service from its health answer (a copy that does not answer
 * in time is down), and postgres from what the services that answered say of their own pools.
 * Anyone may ask, so the checks run at most once a second, for every caller at once: the status
 * answered is at most that old. `/livez` and `/readyz` are this gateway's own probes.
 */
export const healthRoutes =
  (deps: GatewayDeps, state: { draining(): boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const timeoutMs = deps.config.HEALTH_TIMEOUT_MS;
    const redisState = (): Promise<State> =>
      bounded(deps.redis.ping(), timeoutMs, "redis ping").then(
        () => "up",
        () => "down",
      );

    const check = async () => {
      const requestId = `health-${randomUUID()}`;
      const nats: State = natsConnected(deps.nc) ? "up" : "down";
      const [redis, answers] = await Promise.all([
        redisState(),
        Promise.all(
          SERVICES.map(async (service) => {
            const started = performance.now();
            try {
              const health: ServiceHealth = await deps.rpc.request(
                healthOperation(service),
                {},
                { request_id: requestId, actor: "system" },
                { timeoutMs },
              );
              return { service, health, latency_ms: Math.round(performance.now() - started) };
            } catch {
              return { service, health: undefined, latency_ms: null };
            }
          }),
        ),
      ]);
      const services = Object.fromEntries(
        answers.map((a) => [
          a.service,
          {
            status: a.health?.status === "up" ? ("up" as const) : ("down" as const),
            latency_ms: a.latency_ms,
          },
        ]),
      );
      // Postgres is down when a service that answered says so; unknown when none could answer.
      const told = answers.flatMap((a) => (a.health?.checks.postgres ? [a.health.checks.postgres] : []));
      const postgres: State = told.length === 0 ? "unknown" : told.includes("down") ? "down" : "up";
      const dependencies = {
        redis: { status: redis },
        nats: { status: nats },
        postgres: { status: postgres },
      };
      const down = [
        ...Object.entries(dependencies)
          .filter(([, d]) => d.status === "down")
          .map(([name]) => name),
        ...Object.entries(services)
          .filter(([, s]) => s.status === "down")
          .map(([name]) => name),
      ];
      return {
        status: down.length === 0 ? ("ok" as const) : ("degraded" as const),
        environment: deps.config.APP_ENV,
        services,
        dependencies,
        down,
      };
    };
    const status = sharedFresh(STATUS_MAX_AGE_MS, check);
    for (const url of ["/health", "/api/v1/health"]) {
      app.get(
        url,
        {
          schema: {
            operationId: "partnerGetHealth",
            tags: ["health"],
            summary: "State of the gateway's dependencies and of each service",
            description: "No key and no property: anyone may ask.",
            security: [],
            hide: url === "/health",
            response: { 200: HealthResponse },
          },
        },
        async () => status(),
      );
    }
    app.get("/livez", { schema: { hide: true } }, async () => ({ status: "live" }));
    app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
      if (state.draining()) return reply.code(503).send({ status: "draining" });
      const checks = { redis: await redisState(), nats: natsConnected(deps.nc) ? "up" : "down" };
      // Without Redis a gateway still answers (its own rate limits), so only NATS decides readiness.
      const ready = checks.nats === "up";
      return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", checks });
    });
  };
