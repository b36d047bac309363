import { readFileSync } from "node:fs";
import {
  type Authenticator,
  connect,
  credsAuthenticator,
  type NatsConnection,
  nkeyAuthenticator,
} from "@nats-io/transport-node";
import type { Caller } from "@reservations/contracts";
import { Redis } from "ioredis";
import type { BaseConfig } from "./config.js";
import type { Logger } from "./logger.js";
import { redisUserOf } from "./redis-keys.js";

/** Whether each NATS connection is connected now (a reconnect in progress is not). */
const natsUp = new WeakMap<NatsConnection, boolean>();
/** Where each connection's replies arrive (its inbox prefix), for the request clients made on it. */
const inboxes = new WeakMap<NatsConnection, string>();

/** Who a connection is on the NATS server, and where its replies arrive. */
export interface NatsAccess {
  user?: string;
  pass?: string;
  /** An NKey seed (`SU…`), instead of a user and password. */
  nkeySeed?: string;
  /** A credentials file (user JWT and seed), for a server in operator mode. */
  credsFile?: string;
  /** The process's inbox prefix: the server lets only its credentials read there. */
  inboxPrefix?: string;
}

/** Where a process's replies arrive (nats.js inboxPrefix): only its own credentials may read there. */
export function inboxPrefix(namespace: string, role: Caller | "setup"): string {
  return namespace ? `_INBOX_${namespace}_${role}` : `_INBOX_${role}`;
}

/** A process's NATS credentials from its settings, and its inbox prefix. */
export function natsAccess(config: BaseConfig, role: Caller): NatsAccess {
  return {
    user: config.NATS_USER,
    pass: config.NATS_PASSWORD,
    nkeySeed: config.NATS_NKEY_SEED,
    credsFile: config.NATS_CREDS,
    inboxPrefix: inboxPrefix(config.NATS_NAMESPACE, role),
  };
}

/** The connect options that prove who the process is: a credentials file, an NKey, or a user and password. */
function credentials(access: NatsAccess): { authenticator?: Authenticator; user?: string; pass?: string } {
  if (access.credsFile) return { authenticator: credsAuthenticator(readFileSync(access.credsFile)) };
  if (access.nkeySeed) return { authenticator: nkeyAuthenticator(new TextEncoder().encode(access.nkeySeed)) };
  return access.user ? { user: access.user, pass: access.pass } : {};
}

/** `tls://` servers: TLS is required of them (nats.js itself only follows what the server offers). */
function servers(url: string): { servers: string[]; tls: boolean } {
  const list = url.split(",").map((s) => s.trim());
  const tls = list.some((s) => s.startsWith("tls://"));
  return { servers: list.map((s) => s.replace(/^tls:\/\//, "nats://")), tls };
}

/** The inbox prefix a connection was made with (nats.js's default otherwise). */
export function inboxPrefixOf(nc: NatsConnection): string {
  return inboxes.get(nc) ?? "_INBOX";
}

/** Connects to NATS and keeps reconnecting for as long as the process lives. */
export async function connectNats(
  url: string,
  name: string,
  log?: Logger,
  access: NatsAccess = {},
): Promise<NatsConnection> {
  const target = servers(url);
  const nc = await connect({
    servers: target.servers,
    ...(target.tls ? { tls: {} } : {}),
    name,
    ...credentials(access),
    ...(access.inboxPrefix ? { inboxPrefix: access.inboxPrefix } : {}),
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
  if (access.inboxPrefix) inboxes.set(nc, access.inboxPrefix);
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
  logRedisUser(redis, url, log);
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
  logRedisUser(redis, url, log);
  return redis;
}

/** Says once which Redis user the connection is (its name only: the password never reaches a log). */
function logRedisUser(redis: Redis, url: string, log?: Logger): void {
  redis.once("ready", () => log?.info({ redisUser: redisUserOf(url) }, "redis connected"));
}
