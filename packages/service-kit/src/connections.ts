import { connect, type NatsConnection } from "@nats-io/transport-node";
import { Redis } from "ioredis";
import type { Logger } from "./logger.js";

/** Connects to NATS and keeps reconnecting for as long as the process lives. */
export async function connectNats(url: string, name: string, log?: Logger): Promise<NatsConnection> {
  const nc = await connect({
    servers: url.split(","),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    timeout: 3000,
    // No stack captured at every request and subscription timer for errors that seldom happen:
    // profiling showed it at about a tenth of the gateway's CPU.
    noAsyncTraces: true,
  });
  if (log) {
    void (async () => {
      for await (const s of nc.status()) {
        if (s.type === "disconnect" || s.type === "reconnect") log.warn({ nats: s.type }, "nats connection");
      }
    })();
  }
  return nc;
}

/** ioredis as BullMQ wants it: unlimited retries per command, reconnect forever. */
export function connectRedis(url: string, log?: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  redis.on("error", (err) => log?.warn({ err: err.message }, "redis connection error"));
  return redis;
}
