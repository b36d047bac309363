export type { NatsConnection } from "@nats-io/transport-node";
export * from "./audit.js";
export * from "./bounded.js";
export * from "./coalesce.js";
export * from "./commit-order.js";
export * from "./config.js";
export * from "./config-settings.js";
export * from "./connections.js";
export * from "./cursor.js";
export * from "./databases.js";
export * from "./dates.js";
export * from "./db.js";
export * from "./db-errors.js";
export * from "./db-roles.js";
export * from "./etag.js";
export * from "./event-consumer.js";
export * from "./event-publisher.js";
export {
  ackFloorReader,
  awaitEventStream,
  deleteEventStream,
  deleteNamespaceStreams,
  ensureEventStream,
  eventStream,
  eventStreamCreated,
} from "./event-stream.js";
export * from "./faults.js";
export * from "./ids.js";
export * from "./jobs.js";
export * from "./key-states.js";
export * from "./lifecycle.js";
export * from "./live-sql.js";
export * from "./logger.js";
export * from "./metrics.js";
export * from "./money.js";
export * from "./nats-permissions.js";
export * from "./nats-setup.js";
export * from "./ops-server.js";
export * from "./outbox.js";
export * from "./prepared.js";
export * from "./redis-keys.js";
export * from "./redis-setup.js";
export * from "./rpc.js";
export * from "./sql-literal.js";
export * from "./telemetry.js";
export * from "./timers.js";
export * from "./tracing.js";
export * from "./transactions.js";
