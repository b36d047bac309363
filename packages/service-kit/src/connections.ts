import { connect, type NatsConnection } from "@nats-io/transport-node";
import { Redis } from "ioredis";
import type { Logger } from "./logger.js";

/** Whether each NATS connection is connected now (a reconnect in progress is not). */
const natsUp = new WeakMap<NatsConnection, boolean>();

/** Connects to NATS and keeps reconnecting for as long as the process lives. */
export async function connectNats(url: string, name: string, log?: Logger): Promise<NatsConnection> {
  const nc = await connect({
    servers: url.split(","),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    timeout: 3000,
    // A dead server is noticed within seconds, not the default minutes.
    pingInterval: 5000,
    maxPingOut: 2,
    // No stack captured at every request and subscription timer for errors that seldom happen:
    // profiling showed it at about a tenth of the gateway's CPU.
    noAsyncTraces: true,
  });
  natsUp.set(nc, true);
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === "disconnect" || s.type === "staleConnection") natsUp.set(nc, false);
      if (s.type === "reconnect") natsUp.set(nc, true);
      if (s.type === "disconnect" || s.type === "reconnect") log?.warn({ nats: s.type }, "nats connection");
    }
  })();
  void nc.closed().then(() => natsUp.set(nc, false));
  return nc;
}

/**
 * Whether a NATS connection can carry a request now. While it reconnects, nats.js would buffer a
 * request until its timeout: callers ask first and answer 503 at once instead.
 */
export function natsConnected(nc: NatsConnection): boolean {
  return natsUp.get(nc) ?? !nc.isClosed();
}

/**
 * ioredis for BullMQ workers: unlimited retries per command and an offline queue, as BullMQ's
 * blocking commands need; it waits for Redis as long as Redis is away. Never on a request's path.
 */
export function connectRedis(url: string, log?: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  redis.on("error", (err) => log?.warn({ err: err.message }, "redis connection error"));
  return redis;
}

/**
 * ioredis for commands on a request's path (rate limits, queueing a job, a health ping): no offline
 * queue, so a command while Redis is away fails at once, and a bound on every command, so a Redis
 * that hangs fails it too. It reconnects in the background.
 */
export function connectRedisFast(url: string, log?: Logger, commandTimeoutMs = 500): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(100 * times, 1000),
  });
  redis.on("error", (err) => log?.debug({ err: err.message }, "redis connection error"));
  return redis;
}
