import type { BaseConfig, Logger, Metrics, NatsConnection, RpcClient } from "@reservations/service-kit";
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
