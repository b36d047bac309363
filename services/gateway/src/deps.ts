import type { BaseConfig, Logger, RpcClient } from "@reservations/service-kit";

/** What the gateway's routes and plugins are wired with. */
export interface GatewayDeps {
  config: BaseConfig;
  log: Logger;
  rpc: RpcClient;
}
