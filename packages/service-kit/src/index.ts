export type { NatsConnection } from "@nats-io/transport-node";
export * from "./config.js";
export * from "./connections.js";
export * from "./db.js";
export * from "./lifecycle.js";
export * from "./logger.js";
export * from "./rpc.js";
export * from "./tracing.js";
