import type { BaseConfig, Logger, Metrics, NatsConnection, RpcClient } from "@reservations/service-kit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";

/** What the gateway's routes and plugins are wired with. */
export interface GatewayDeps {
  config: BaseConfig;
  log: Logger;
  rpc: RpcClient;
  nc: NatsConnection;
  redis: Redis;
  metrics: Metrics;
}

/** The fastify instance routes are registered on, with zod schemas as types. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
